import type { SeriesMatchRow } from '../db/schema';

/** The two seeds (division, pool, rank) a series match names instead of teams. */
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
