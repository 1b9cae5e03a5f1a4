/** Round-robin pairings by the circle method, repeated with home and away swapped every other cycle. */

export type Pairing<T> = [home: T, away: T];

/** n−1 rounds of n/2 pairings for an even number of entries: everyone meets everyone once. */
export function roundRobin<T>(entries: readonly T[]): Pairing<T>[][] {
  if (entries.length < 2 || entries.length % 2 !== 0) {
    throw new Error(`A round robin needs an even number of entries, got ${entries.length}`);
  }
  const [fixed, ...others] = entries as [T, ...T[]];
  const rounds: Pairing<T>[][] = [];
  for (let round = 0; round < entries.length - 1; round++) {
    const circle = [fixed, ...others.slice(round), ...others.slice(0, round)];
    const half = circle.length / 2;
    const pairings: Pairing<T>[] = [];
    for (let i = 0; i < half; i++) {
      const [a, b] = [circle[i] as T, circle[circle.length - 1 - i] as T];
      pairings.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairings);
  }
  return rounds;
}

/** `count` rounds: full round robins one after the other, home and away swapped on every second pass. */
export function repeatedRounds<T>(entries: readonly T[], count: number): Pairing<T>[][] {
  const single = roundRobin(entries);
  return Array.from({ length: count }, (_, index) => {
    const round = single[index % single.length] as Pairing<T>[];
    const swapped = Math.floor(index / single.length) % 2 === 1;
    return round.map(([home, away]): Pairing<T> => (swapped ? [away, home] : [home, away]));
  });
}
