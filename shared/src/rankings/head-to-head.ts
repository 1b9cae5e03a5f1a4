/** Head-to-head: the games between the teams tied at one step of the standings (docs/product.md#standings). */
import type { Scores } from './match-results';
import { outcomeOf } from './record-line';
import type { PointRules } from './types';

/** A game that counts in the standings, between the teams of two rows (row keys: team ids, or series seed names). */
export interface CountedGame {
  homeKey: string;
  awayKey: string;
  scores: Scores;
}

/** The games whose two sides are both among `keys`. */
function gamesAmong(keys: ReadonlySet<string>, games: readonly CountedGame[]): CountedGame[] {
  return games.filter((game) => keys.has(game.homeKey) && keys.has(game.awayKey) && game.homeKey !== game.awayKey);
}

/** The unordered pair of two keys, written the same whichever side is home. */
const pairOf = (a: string, b: string) => JSON.stringify([a, b].sort());

/**
 * True when every two of `keys` met the same number of times in `games` (none at all included): only then is
 * a head-to-head table among them fair.
 */
export function metEqually(keys: readonly string[], games: readonly CountedGame[]): boolean {
  const meetings = new Map<string, number>();
  for (const game of gamesAmong(new Set(keys), games)) {
    const pair = pairOf(game.homeKey, game.awayKey);
    // Stryker disable next-line ArithmeticOperator: only whether the counts are equal matters, counting down alike
    meetings.set(pair, (meetings.get(pair) ?? 0) + 1);
  }
  const pairs = (keys.length * (keys.length - 1)) / 2;
  const counts = new Set(meetings.values());
  // no game at all is equal (0 each); otherwise every pair met, the same number of times
  return counts.size === 0 || (counts.size === 1 && meetings.size === pairs);
}

/** Each key's points in the games among `keys` only (the mini-table), with the league's point rules. */
export function headToHeadPoints(
  keys: readonly string[],
  games: readonly CountedGame[],
  rules: PointRules,
): Map<string, number> {
  const points = new Map(keys.map((key) => [key, 0]));
  const worth = { W: rules.win, L: rules.loss, T: rules.tie };
  for (const { homeKey, awayKey, scores } of gamesAmong(new Set(keys), games)) {
    points.set(homeKey, (points.get(homeKey) ?? 0) + worth[outcomeOf(scores.home, scores.away)]);
    points.set(awayKey, (points.get(awayKey) ?? 0) + worth[outcomeOf(scores.away, scores.home)]);
  }
  return points;
}
