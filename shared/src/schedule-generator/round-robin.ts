/**
 * Round robins by the circle method (docs/product.md#generator): one team stays put while the others turn, so
 * each round pairs every team once. An odd number of teams gets a bye, the empty seat that stays put: each team
 * sits out once per cycle, never two rounds running. A team is home whenever it sits in the circle's first half
 * and plays the fixed seat home every other round, so home and away differ by at most one per cycle; every second
 * cycle swaps them, so two meetings are exactly balanced.
 */
export interface RobinRound {
  /** from 1, across the cycles */
  round: number;
  pairs: [home: string, away: string][];
  /** the team sitting out this round, if the number of teams is odd */
  bye: string | null;
}

function singleCycle(teams: readonly string[]): { pairs: [string, string][]; bye: string | null }[] {
  const seats: (string | null)[] = teams.length % 2 === 0 ? [...teams] : [null, ...teams];
  const [fixed, ...turning] = seats;
  const rounds: { pairs: [string, string][]; bye: string | null }[] = [];
  for (let index = 0; index < turning.length; index++) {
    const circle = [fixed, ...turning.slice(index), ...turning.slice(0, index)];
    const pairs: [string, string][] = [];
    let bye: string | null = null;
    for (let seat = 0; seat < circle.length / 2; seat++) {
      const first = circle[seat] ?? null;
      const second = circle[circle.length - 1 - seat] as string;
      // the empty seat, when there is one, is the fixed one: its partner rests
      if (first === null) {
        bye = second;
        continue;
      }
      // the fixed seat alternates; every other seat of the first half is home
      const firstHome = seat > 0 || index % 2 === 0;
      pairs.push(firstHome ? [first, second] : [second, first]);
    }
    rounds.push({ pairs, bye });
  }
  return rounds;
}

/** `meetings` cycles of a round robin over `teams` (fewer than two teams: no round). */
export function roundRobin(teams: readonly string[], meetings: number): RobinRound[] {
  if (teams.length < 2) return [];
  const cycle = singleCycle(teams);
  const rounds: RobinRound[] = [];
  for (let leg = 0; leg < meetings; leg++) {
    for (const { pairs, bye } of cycle) {
      rounds.push({
        round: rounds.length + 1,
        pairs: pairs.map(([home, away]) => (leg % 2 === 0 ? [home, away] : [away, home])),
        bye,
      });
    }
  }
  return rounds;
}
