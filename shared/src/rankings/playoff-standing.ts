/**
 * « Qualifiée » and « Éliminée »: what the remaining matches can no longer change about the playoff places
 * (docs/product.md#standings). Only what is proven is marked; a team stays open otherwise.
 */
import type { PointRules, RankingRow, Standing } from './types';

/** The group's rows (ranked) and, for each team id, how many of its matches have no approved result yet. */
export interface StandingInput {
  rows: readonly RankingRow[];
  remaining: ReadonlyMap<string, number>;
  places: number;
  points: PointRules;
}

/**
 * Once no match of the group remains, the ranking is final: a team is in when its whole tied block (the rows
 * sharing its rank) is within the places, out when its rank is beyond them; a shared rank across the line is open.
 */
function finalStanding(row: RankingRow, rows: readonly RankingRow[], places: number): Standing | undefined {
  const lastOfBlock = row.rank + rows.filter((other) => other.rank === row.rank).length - 1;
  if (lastOfBlock <= places) return 'qualified';
  return row.rank > places ? 'eliminated' : undefined;
}

/**
 * While matches remain, bounds on points: a team is in when fewer rivals than the places can reach its lowest
 * possible total (a tie on points counts against it), out when at least as many rivals are sure to end with more
 * points than its highest possible total (a tie on points counts for it).
 */
function openStanding(row: RankingRow, input: StandingInput): Standing | undefined {
  const { points, remaining, places } = input;
  const best = Math.max(points.win, points.tie, points.loss);
  const worst = Math.min(points.win, points.tie, points.loss);
  const left = (other: RankingRow) => remaining.get(other.teamId) ?? 0;
  const highest = (other: RankingRow) => other.points + best * left(other);
  const lowest = (other: RankingRow) => other.points + worst * left(other);
  const rivals = input.rows.filter((other) => other.teamId !== row.teamId);
  if (rivals.filter((rival) => highest(rival) >= lowest(row)).length < places) return 'qualified';
  return rivals.filter((rival) => lowest(rival) > highest(row)).length >= places ? 'eliminated' : undefined;
}

/** The rows with their `standing` where it is proven; points must be the first criterion of the order. */
export function markStandings(input: StandingInput): RankingRow[] {
  const over = input.rows.every((row) => (input.remaining.get(row.teamId) ?? 0) === 0);
  return input.rows.map((row) => {
    const standing = over ? finalStanding(row, input.rows, input.places) : openStanding(row, input);
    return standing === undefined ? row : { ...row, standing };
  });
}
