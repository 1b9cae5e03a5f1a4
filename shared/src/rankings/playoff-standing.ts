/**
 * « Qualifiée » and « Éliminée »: what the remaining matches can no longer change about the playoff places
 * (docs/product.md#standings). Only what is proven is marked; a team stays open otherwise.
 */
import type { CountedGame } from './head-to-head';
import { outcomeOf, type Outcome } from './record-line';
import { winPercentage, type TieContext } from './tie-breakers';
import type { PointRules, RankingRow, Standing, TieBreakCriterion } from './types';

/** A match still to play: its two sides (team ids). */
export type Pairing = Pick<CountedGame, 'homeKey' | 'awayKey'>;

/** The group's rows (ranked, points first) and what ranked them. */
export interface StandingInput {
  rows: readonly RankingRow[];
  /** every match without an approved result; those without a team of the group are ignored */
  remaining: readonly Pairing[];
  places: number;
  /** the league's order, the counted games, the point rules and the league's decision, as `rankRows` read them */
  context: TieContext;
}

/**
 * How far the marks enumerate: the completions (3 per match left touching the group) times the group's teams, at
 * most 19,683 completions of a group of 4 (9 matches left); beyond, bounds on points. 20 to 30 ms at that limit
 * for a group of 4, 30 to 40 ms for 12 teams (docs/product.md#standings).
 */
export const ENUMERATION_BUDGET = 4 * 3 ** 9;

/** The criteria that read the runs: the remaining matches' scores, which the enumeration does not try, decide them. */
const RUN_CRITERIA: ReadonlySet<TieBreakCriterion> = new Set(['runDifferential', 'runsAllowed', 'runsFor']);

/**
 * The group as numbers, indexed like `rows`, with one more index, `n`, for every team outside the group (what is
 * written there is never read): what a completion starts from and what it cannot change. `h2h[i * w + j]`
 * (w = n + 1): the points team i took from team j in the counted games; `meetings`: how often two teams will have
 * met once every match is played.
 */
interface Board {
  rows: readonly RankingRow[];
  n: number;
  /** the remaining matches with a team of the group, as indexes */
  matches: [number, number][];
  left: number[];
  h2h: number[];
  meetings: number[];
}

/** Adds `by` to `list[at]`. */
function bump(list: number[], at: number, by: number): void {
  list[at] = (list[at] as number) + by;
}

function boardOf({ rows, remaining, context }: StandingInput): Board {
  const n = rows.length;
  const w = n + 1;
  const index = new Map(rows.map((row, i) => [row.teamId, i]));
  const at = (key: string) => index.get(key) ?? n;
  const matches = remaining
    .map(({ homeKey, awayKey }): [number, number] => [at(homeKey), at(awayKey)])
    .filter(([home, away]) => home < n || away < n);
  const left = Array.from({ length: w }, () => 0);
  const h2h = Array.from({ length: w * w }, () => 0);
  const meetings = Array.from({ length: w * w }, () => 0);
  const worth = worthOf(context.points);
  const meet = (home: number, away: number) => {
    bump(meetings, home * w + away, 1);
    bump(meetings, away * w + home, 1);
  };
  for (const [home, away] of matches) {
    bump(left, home, 1);
    bump(left, away, 1);
    meet(home, away);
  }
  for (const { homeKey, awayKey, scores } of context.games) {
    const [home, away] = [at(homeKey), at(awayKey)];
    meet(home, away);
    // a game of a team against itself counts in no head-to-head
    if (home === away) continue;
    bump(h2h, home * w + away, worth[outcomeOf(scores.home, scores.away)]);
    bump(h2h, away * w + home, worth[outcomeOf(scores.away, scores.home)]);
  }
  return { rows, n, matches, left, h2h, meetings };
}

/** The points of each outcome with the league's rules. */
function worthOf(points: PointRules): Record<Outcome, number> {
  return { W: points.win, T: points.tie, L: points.loss };
}

/** A remaining match's three results: the home side's outcome, then the away side's. */
const RESULTS: readonly (readonly [Outcome, Outcome])[] = [
  ['W', 'L'],
  ['T', 'T'],
  ['L', 'W'],
];

/** One completion's records: points, wins and ties per team, head-to-head points per ordered pair. */
interface Completion {
  points: number[];
  wins: number[];
  ties: number[];
  h2h: number[];
}

/** The teams (indexes) the completions so far can put with part of their block beyond the places, or within. */
interface Reach {
  mayBeOut: Set<number>;
  mayBeIn: Set<number>;
}

/**
 * Reads one completion's order into `reach`. A team's block is the run of positions (0-based) the order cannot
 * tell it apart from: points first, then, for the teams level on points across the line only, the rest of the order
 * as `rankRows` applies it (head-to-head on this completion's games). A run criterion splits a part only when none
 * of its teams has a match left: otherwise the runs could order the part either way, so the whole part is the block.
 */
function settle(board: Board, done: Completion, input: StandingInput, reach: Reach): void {
  const { rows, n, left, meetings } = board;
  const w = n + 1;
  const { places, context } = input;
  const block = (part: readonly number[], first: number, last: number) => {
    for (const i of part) {
      if (last >= places) reach.mayBeOut.add(i);
      if (first < places) reach.mayBeIn.add(i);
    }
  };
  /** More is better: the values of the criteria on which fewer is better are negated. */
  const value = (criterion: TieBreakCriterion, i: number, part: readonly number[]): number => {
    const row = rows[i] as RankingRow;
    switch (criterion) {
      case 'wins':
        return done.wins[i] as number;
      case 'headToHead':
        return part.reduce((sum, j) => sum + (done.h2h[i * w + j] as number), 0);
      case 'winPercentage':
        return winPercentage({
          games: row.games + (left[i] as number),
          win: done.wins[i] as number,
          nul: done.ties[i] as number,
        });
      case 'adminDecision': {
        const position = context.decision.indexOf(row.teamId);
        return -(position === -1 ? context.decision.length : position);
      }
      case 'runDifferential':
        return row.diff;
      case 'runsAllowed':
        return -row.pa;
      case 'runsFor':
        return row.pf;
      // points: level within every part ordered here, so that any value orders alike
      // Stryker disable next-line ConditionalExpression: points are level within every part ordered here
      default:
        return done.points[i] as number;
    }
  };
  /** Every two of the part will have met as often as the first two (head-to-head.ts's `metEqually`). */
  const metEqually = (part: readonly number[]) =>
    part.every((i) =>
      part.every((j) => i === j || meetings[i * w + j] === meetings[(part[0] as number) * w + (part[1] as number)]),
    );
  const place = (part: readonly number[], first: number): void => {
    const last = first + part.length - 1;
    // the order within a part wholly on one side of the line changes no mark: only a part across it is ordered
    // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,ArrayDeclaration: only saves time
    for (const criterion of first < places && last >= places ? context.criteria : []) {
      if (RUN_CRITERIA.has(criterion) && part.some((i) => left[i] !== 0)) break;
      if (criterion === 'headToHead' && !metEqually(part)) continue;
      const values = part.map((i) => value(criterion, i, part));
      const distinct = [...new Set(values)].sort((a, b) => b - a);
      if (distinct.length === 1) continue;
      let from = first;
      for (const best of distinct) {
        const bucket = part.filter((_, k) => values[k] === best);
        place(bucket, from);
        from += bucket.length;
      }
      return;
    }
    block(part, first, last);
  };
  // points first, counted without sorting: only the teams level on points across the line need the rest
  // Stryker disable next-line ArrayDeclaration: an entry that is no team's index sorts last (its values are undefined) or ends the part at a run criterion: no team moves across the line
  const across: number[] = [];
  let acrossFrom = 0;
  rows.forEach((_, i) => {
    const mine = done.points[i] as number;
    const above = rows.filter((__, j) => (done.points[j] as number) > mine).length;
    const level = rows.filter((__, j) => done.points[j] === mine).length;
    // Stryker disable next-line EqualityOperator: only saves time: a level run that starts or ends at the line is not ordered
    if (above < places && above + level > places) {
      across.push(i);
      acrossFrom = above;
    } else block([i], above, above + level - 1);
  });
  place(across, acrossFrom);
}

/**
 * Every completion of the group's remaining matches (each won, tied or lost, per the point rules), its order
 * taken at the team's worst for « Qualifiée » and at its best for « Éliminée »: a team is in when its whole block
 * is within the places in every completion, out when its block starts beyond them in every completion.
 */
function enumerated(input: StandingInput, board: Board): (Standing | undefined)[] {
  const { rows, n, matches } = board;
  const w = n + 1;
  const done: Completion = {
    points: [...rows.map((row) => row.points), 0],
    wins: [...rows.map((row) => row.win), 0],
    ties: [...rows.map((row) => row.nul), 0],
    h2h: [...board.h2h],
  };
  const reach: Reach = { mayBeOut: new Set(), mayBeIn: new Set() };
  const worth = worthOf(input.context.points);
  /** Adds (sign 1) or takes back (sign -1) one side's result. */
  const score = (i: number, outcome: Outcome, sign: number) => {
    bump(done.points, i, sign * worth[outcome]);
    if (outcome === 'W') bump(done.wins, i, sign);
    if (outcome === 'T') bump(done.ties, i, sign);
  };
  const play = (home: number, away: number, [ours, theirs]: readonly [Outcome, Outcome], sign: number) => {
    score(home, ours, sign);
    score(away, theirs, sign);
    // a match of a team against itself counts in no head-to-head
    if (home === away) return;
    // a completion that loses one side's head-to-head points in this match ranks that side no lower than the completion
    // in which the other side wins it does (more points, the head-to-head too): no mark changes (searched on 80,000
    // random groups)
    // Stryker disable next-line ArithmeticOperator: see above
    bump(done.h2h, home * w + away, sign * worth[ours]);
    // Stryker disable next-line ArithmeticOperator: see above
    bump(done.h2h, away * w + home, sign * worth[theirs]);
  };
  const complete = (next: number): void => {
    const match = matches[next];
    if (match === undefined) return settle(board, done, input, reach);
    for (const result of RESULTS) {
      play(match[0], match[1], result, 1);
      complete(next + 1);
      play(match[0], match[1], result, -1);
    }
  };
  complete(0);
  return rows.map((_, i) => (!reach.mayBeOut.has(i) ? 'qualified' : !reach.mayBeIn.has(i) ? 'eliminated' : undefined));
}

/**
 * Beyond the enumerated matches, bounds on points: a team is in when fewer rivals than the places can reach its
 * lowest possible total (a tie on points counts against it), out when at least as many rivals are sure to end with
 * more points than its highest possible total (a tie on points counts for it).
 */
function bounded(input: StandingInput, board: Board): (Standing | undefined)[] {
  const { points } = input.context;
  const best = Math.max(points.win, points.tie, points.loss);
  const worst = Math.min(points.win, points.tie, points.loss);
  const highest = (i: number) => (board.rows[i] as RankingRow).points + best * (board.left[i] as number);
  const lowest = (i: number) => (board.rows[i] as RankingRow).points + worst * (board.left[i] as number);
  return board.rows.map((_, team) => {
    const rivals = board.rows.map((__, i) => i).filter((i) => i !== team);
    if (rivals.filter((rival) => highest(rival) >= lowest(team)).length < input.places) return 'qualified';
    return rivals.filter((rival) => lowest(rival) > highest(team)).length >= input.places ? 'eliminated' : undefined;
  });
}

/**
 * The rows with their `standing` where it is proven; points must be the first criterion of the order. Exact
 * (but for the runs of teams still to play) within `ENUMERATION_BUDGET`, bounds on points beyond.
 */
export function markStandings(input: StandingInput): RankingRow[] {
  const board = boardOf(input);
  const enumerable = board.rows.length * 3 ** board.matches.length <= ENUMERATION_BUDGET;
  const standings = enumerable ? enumerated(input, board) : bounded(input, board);
  return input.rows.map((row, i) => {
    const standing = standings[i];
    return standing === undefined ? row : { ...row, standing };
  });
}
