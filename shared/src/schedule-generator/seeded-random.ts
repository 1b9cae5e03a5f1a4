/** A small seeded generator (mulberry32): the same seed shuffles the same way on every machine. */
export interface SeededRandom {
  /** a float in [0, 1) */
  next(): number;
  /** a shuffled copy (Fisher–Yates) */
  shuffle<T>(items: readonly T[]): T[];
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      // Stryker disable next-line EqualityOperator: at i = 0 the only swap is of the first item with itself
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
