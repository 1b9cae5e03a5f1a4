import { createRng, deriveRng } from './prng';

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRng(2026);
    const b = createRng(2026);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('gives another sequence for another seed', () => {
    expect(createRng(1).next()).not.toEqual(createRng(2).next());
  });

  it('keeps floats in [0, 1) and integers inside their bounds', () => {
    const rng = createRng(7);
    for (let i = 0; i < 1000; i++) {
      const float = rng.next();
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
      const int = rng.int(3, 5);
      expect([3, 4, 5]).toContain(int);
    }
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRng(3).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRng(1).pick([])).toThrow('empty');
  });

  it('derives distinct streams from one seed', () => {
    expect(deriveRng(2026, 1).next()).not.toEqual(deriveRng(2026, 2).next());
    expect(deriveRng(2026, 1).next()).toEqual(deriveRng(2026, 1).next());
  });
});
