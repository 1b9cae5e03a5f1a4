import type { SeriesMatch } from '@league/shared/schemas';

/** Test helper: a series match as GET /api/series sends it, seeds 1er A|Est against 2e A|Ouest. */
export function aSeriesMatch(id: string, change: Partial<SeriesMatch> = {}): SeriesMatch {
  return {
    _id: id,
    date: '2027-01-05T18:30:00-05:00',
    field: 'Parc Jarry',
    pool: 'Série A',
    homeDivision: 'A',
    homePool: 'Est',
    homeRank: 1,
    awayDivision: 'A',
    awayPool: 'Ouest',
    awayRank: 2,
    homeTeam: null,
    awayTeam: null,
    result: null,
    pendingApproval: null,
    ...change,
  };
}
