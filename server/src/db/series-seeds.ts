import type { SeriesMatchRow } from './schema';

/**
 * The two seeds (division, pool, rank) a series match names instead of teams, as its row stores them: read by the
 * series and by the standings of the series, so in the core.
 */
export function seriesSeeds(row: SeriesMatchRow) {
  return {
    homeDivision: row.home_division,
    homePool: row.home_pool,
    homeRank: row.home_rank,
    awayDivision: row.away_division,
    awayPool: row.away_pool,
    awayRank: row.away_rank,
  };
}
