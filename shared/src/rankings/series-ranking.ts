/** Series standings: teams named by seed, resolved from the season standings. */
import { categoryKey } from './category-key';
import { approvedSeriesScores } from './match-results';
import { emptyRow, sortRankingRows, tallyMatch } from './ranking-rows';
import { DEFAULT_POINT_RULES } from './types';
import type { PointRules, RankingGroup, RankingRow, SeriesMatchResult } from './types';

/**
 * The name of the team at `rank` (1-based) of the season group `division|pool`, or null when that group is
 * missing, provisional or has no such rank.
 */
export function resolveSeed(
  groups: readonly RankingGroup[],
  division: string,
  pool: string,
  rank: number,
): string | null {
  const group = groups.find((candidate) => candidate.category === categoryKey(division, pool));
  if (group === undefined || group.provisional) return null;
  // a rank that is not a whole number from 1 names no row: rows[-1] and rows[0.5] are undefined
  return group.rows[rank - 1]?.team ?? null;
}

/** The team name of a seed once its season group is final, otherwise the seed label `division|pool|rank`. */
export function seedName(groups: readonly RankingGroup[], division: string, pool: string, rank: number): string {
  return resolveSeed(groups, division, pool, rank) ?? categoryKey(division, pool, rank);
}

/** The series matches grouped by series pool, pools in French collation order. */
function groupBySeriesPool(matches: readonly SeriesMatchResult[]): [string, SeriesMatchResult[]][] {
  const pools = new Map<string, SeriesMatchResult[]>();
  for (const match of matches) pools.set(match.seriesPool, [...(pools.get(match.seriesPool) ?? []), match]);
  return [...pools].sort(([a], [b]) => a.localeCompare(b, 'fr'));
}

/** The standings of one series pool; provisional when no match of the series has a counted result. */
function seriesGroup(
  category: string,
  matches: readonly SeriesMatchResult[],
  seasonGroups: readonly RankingGroup[],
  rules: PointRules,
): RankingGroup {
  const rows = new Map<string, RankingRow>();
  const tallied = matches.map((match) => ({
    homeKey: seedName(seasonGroups, match.homeDivision, match.homePool, match.homeRank),
    awayKey: seedName(seasonGroups, match.awayDivision, match.awayPool, match.awayRank),
    scores: approvedSeriesScores(match),
    pendingApproval: match.pendingApproval,
  }));
  for (const match of tallied) {
    for (const key of [match.homeKey, match.awayKey]) if (!rows.has(key)) rows.set(key, emptyRow(key));
    tallyMatch(rows, match, rules);
  }
  const provisional = tallied.every((match) => match.scores === null);
  return { category, provisional, rows: sortRankingRows([...rows.values()]) };
}

/**
 * One group per series pool. Every seed met in the series has a row, named by its team once the season group
 * is final, otherwise by its seed label. A match counts once both scores are set and no result awaits approval.
 */
export function seriesRanking(
  seriesMatches: readonly SeriesMatchResult[],
  seasonGroups: readonly RankingGroup[],
  rules: PointRules = DEFAULT_POINT_RULES,
): RankingGroup[] {
  return groupBySeriesPool(seriesMatches).map(([pool, matches]) => seriesGroup(pool, matches, seasonGroups, rules));
}
