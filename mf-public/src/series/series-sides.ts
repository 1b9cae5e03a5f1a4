import type { SeriesMatch } from '@league/shared/schemas';
import { seedLabel } from '../ranking';

/** One side of a series match: its seed always, its team once the season standings are final. */
export interface SeriesSide {
  seed: string;
  team: string | null;
}

export function seriesSides(match: SeriesMatch): { home: SeriesSide; away: SeriesSide } {
  return {
    home: { seed: seedLabel(match.homeDivision, match.homePool, match.homeRank), team: match.homeTeam },
    away: { seed: seedLabel(match.awayDivision, match.awayPool, match.awayRank), team: match.awayTeam },
  };
}

export const sideName = (side: SeriesSide) => side.team ?? side.seed;

/** Series matches by series pool (French order), each pool's matches by date. */
export function seriesByPool(matches: readonly SeriesMatch[]): { pool: string; matches: SeriesMatch[] }[] {
  const pools = new Map<string, SeriesMatch[]>();
  for (const match of matches) pools.set(match.pool, [...(pools.get(match.pool) ?? []), match]);
  return [...pools]
    .sort(([a], [b]) => a.localeCompare(b, 'fr'))
    .map(([pool, grouped]) => ({
      pool,
      matches: grouped.sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a._id.localeCompare(b._id)),
    }));
}

/** Whether any side still waits for the season standings to name its team. */
export const awaitsSeeding = (matches: readonly SeriesMatch[]) =>
  matches.some((match) => match.homeTeam === null || match.awayTeam === null);
