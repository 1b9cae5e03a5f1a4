/**
 * The order of a group's standings: the league's criteria in the order of its `tieBreakers` setting, each tied
 * subgroup starting again from the first criterion, a complete tie sharing its rank (docs/product.md#standings).
 */
import { headToHeadPoints, metEqually, type CountedGame } from './head-to-head';
import type { PointRules, RankingRow, TieBreak, TieBreakCriterion } from './types';

/** A row before it is ranked. */
export type TalliedRow = Omit<RankingRow, 'rank' | 'tieBreak' | 'standing'>;

/** What the criteria read besides the rows. */
export interface TieContext {
  criteria: readonly TieBreakCriterion[];
  /** the counted games (head-to-head reads those between tied teams) */
  games: readonly CountedGame[];
  points: PointRules;
  /** the row keys (team ids) in the order the league decided, for 'adminDecision' */
  decision: readonly string[];
}

/** How two neighbouring rows were separated, or undefined when they are completely tied. */
type Split = Omit<TieBreak, 'over'> | undefined;

interface Ordered {
  rows: TalliedRow[];
  /** splits[i] is between rows[i] and rows[i + 1] */
  splits: Split[];
}

/** Win percentage, a tie counting as half a win, to three decimals as the standings print it; 0 before any game. */
export function winPercentage(row: Pick<TalliedRow, 'games' | 'win' | 'nul'>): number {
  if (row.games === 0) return 0;
  return Math.round((1000 * (row.win + row.nul / 2)) / row.games) / 1000;
}

/** Criteria on which fewer is better. */
const FEWER_IS_BETTER: ReadonlySet<TieBreakCriterion> = new Set(['runsAllowed', 'adminDecision']);

/** Each criterion but head-to-head reads a row alone (and the league's decision). */
const ROW_VALUES: Record<
  Exclude<TieBreakCriterion, 'headToHead'>,
  (row: TalliedRow, decision: readonly string[]) => number
> = {
  points: (row) => row.points,
  wins: (row) => row.win,
  runDifferential: (row) => row.diff,
  runsAllowed: (row) => row.pa,
  runsFor: (row) => row.pf,
  winPercentage,
  adminDecision: (row, decision) => {
    // a team the decision does not list comes after every listed one
    const position = decision.indexOf(row.teamId);
    return position === -1 ? decision.length + 1 : position + 1;
  },
};

/** Each row's value for one criterion, measured among the rows tied at this step. */
function measure(criterion: TieBreakCriterion, tied: readonly TalliedRow[], context: TieContext): Map<string, number> {
  if (criterion === 'headToHead') {
    return headToHeadPoints(
      tied.map((row) => row.teamId),
      context.games,
      context.points,
    );
  }
  const value = ROW_VALUES[criterion];
  return new Map(tied.map((row) => [row.teamId, value(row, context.decision)]));
}

/** The tied rows in buckets of equal value, best value first. */
function buckets(tied: readonly TalliedRow[], values: Map<string, number>, fewerIsBetter: boolean) {
  const byValue = new Map<number, TalliedRow[]>();
  for (const row of tied) {
    const value = values.get(row.teamId) as number;
    byValue.set(value, [...(byValue.get(value) ?? []), row]);
  }
  return [...byValue].sort(([a], [b]) => (fewerIsBetter ? a - b : b - a));
}

/** A complete tie: listed by name (French collation) for a stable display only. */
function completeTie(tied: readonly TalliedRow[]): Ordered {
  const rows = [...tied].sort((a, b) => a.team.localeCompare(b.team, 'fr'));
  return { rows, splits: rows.slice(1).map(() => undefined) };
}

/** Orders tied rows: the first criterion that tells them apart splits them, then each part starts over. */
function separate(tied: readonly TalliedRow[], context: TieContext): Ordered {
  const skipped: 'headToHead'[] = [];
  const keys = tied.map((row) => row.teamId);
  for (const criterion of context.criteria) {
    if (criterion === 'headToHead' && !metEqually(keys, context.games)) {
      skipped.push('headToHead');
      continue;
    }
    const parts = buckets(tied, measure(criterion, tied, context), FEWER_IS_BETTER.has(criterion));
    if (parts.length === 1) continue;
    const ordered: Ordered = { rows: [], splits: [] };
    parts.forEach(([value, part], index) => {
      const above = parts[index - 1];
      if (above) {
        const values: [number, number] = [above[0], value];
        ordered.splits.push({ criterion, values, ...(skipped.length > 0 ? { skipped } : {}) });
      }
      const inner = separate(part, context);
      ordered.rows.push(...inner.rows);
      ordered.splits.push(...inner.splits);
    });
    return ordered;
  }
  return completeTie(tied);
}

/**
 * The rows in standings order with their rank (a complete tie shares it: 1, 2, 3, 3, 5) and, on a row that
 * stands above the next one with the same points, the reason (`tieBreak`).
 */
export function rankRows(rows: readonly TalliedRow[], context: TieContext): RankingRow[] {
  const { rows: ordered, splits } = separate(rows, context);
  let rank = 1;
  return ordered.map((row, index) => {
    if (splits[index - 1]) rank = index + 1;
    const split = splits[index];
    const below = ordered[index + 1] as TalliedRow;
    if (!split || below.points !== row.points) return { ...row, rank };
    return { ...row, rank, tieBreak: { ...split, over: below.team } };
  });
}
