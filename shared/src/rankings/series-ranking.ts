/** Series standings: teams named by seed, resolved from the season standings. */
import { categoryKey } from './category-key';
import { approvedSeriesScores } from './match-results';
import { countedGames, emptyRow, tallyMatch } from './ranking-rows';
import { rankRows, type TalliedRow } from './tie-breakers';
import { DEFAULT_RANKING_RULES } from './types';
import type { RankingGroup, RankingRow, RankingRules, SeriesMatchResult } from './types';

/**
 * The row at `rank` (1-based position) of the season group `division|pool`, or null when that group is missing or
 * provisional, has no such position, or shares that row's rank with another team (a tie the league has not decided).
 */
export function resolveSeedRow(
  groups: readonly RankingGroup[],
  division: string,
  pool: string,
  rank: number,
): RankingRow | null {
  const group = groups.find((candidate) => candidate.category === categoryKey(division, pool));
  if (group === undefined || group.provisional) return null;
  // a rank that is not a whole number from 1 names no row: rows[-1] and rows[0.5] are undefined
  const row = group.rows[rank - 1];
  if (row === undefined) return null;
  return group.rows.filter((other) => other.rank === row.rank).length === 1 ? row : null;
}

/** The name of the team a seed names once it is decided (`resolveSeedRow`), else null. */
export function resolveSeed(
  groups: readonly RankingGroup[],
  division: string,
  pool: string,
  rank: number,
): string | null {
  return resolveSeedRow(groups, division, pool, rank)?.team ?? null;
}

/** The team name of a seed once it is decided, otherwise the seed label `division|pool|rank`. */
export function seedName(groups: readonly RankingGroup[], division: string, pool: string, rank: number): string {
  return resolveSeed(groups, division, pool, rank) ?? categoryKey(division, pool, rank);
}

/** A seed as a row of the series: its team once decided, else its label (as name and key). */
function seedRow(groups: readonly RankingGroup[], division: string, pool: string, rank: number): TalliedRow {
  const row = resolveSeedRow(groups, division, pool, rank);
  const label = categoryKey(division, pool, rank);
  return row === null ? emptyRow(label, label) : emptyRow(row.team, row.teamId);
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
  rules: RankingRules,
): RankingGroup {
  const rows = new Map<string, TalliedRow>();
  const tallied = matches.map((match) => {
    const home = seedRow(seasonGroups, match.homeDivision, match.homePool, match.homeRank);
    const away = seedRow(seasonGroups, match.awayDivision, match.awayPool, match.awayRank);
    // every row is still empty here: setting a seed met before again keeps its place in the map
    for (const side of [home, away]) rows.set(side.teamId, side);
    return {
      homeKey: home.teamId,
      awayKey: away.teamId,
      scores: approvedSeriesScores(match),
      pendingApproval: match.pendingApproval,
    };
  });
  for (const match of tallied) tallyMatch(rows, match, rules.points);
  const provisional = tallied.every((match) => match.scores === null);
  // the league's decisions name season groups' teams: a series pool has none
  // Stryker disable next-line ArrayDeclaration: a decision naming no team of the pool orders it as none does
  const context = { criteria: rules.tieBreakers, games: countedGames(tallied), points: rules.points, decision: [] };
  return { category, provisional, rows: rankRows([...rows.values()], context) };
}

/**
 * One group per series pool. Every seed met in the series has a row, named by its team once the seed is decided,
 * otherwise by its seed label. A match counts once both scores are set and no result awaits approval. The rows
 * follow the league's order as the season's do.
 */
export function seriesRanking(
  seriesMatches: readonly SeriesMatchResult[],
  seasonGroups: readonly RankingGroup[],
  rules: RankingRules = DEFAULT_RANKING_RULES,
): RankingGroup[] {
  return groupBySeriesPool(seriesMatches).map(([pool, matches]) => seriesGroup(pool, matches, seasonGroups, rules));
}
