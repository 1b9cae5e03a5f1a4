import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('draws the same numbers for the same seed, in [0, 1)', () => {
    const draws = (seed: number) => Array.from({ length: 50 }, seededRandom(seed).next);
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
    expect(draws(42).every((value) => value >= 0 && value < 1)).toBe(true);
    expect(seededRandom(1).next()).toBeCloseTo(0.6270739405881613, 12);
  });

  it('shuffles a copy, every item kept, the same way for the same seed', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    const shuffled = seededRandom(5).shuffle(items);
    expect(items).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).toEqual(seededRandom(5).shuffle(items));
    expect(shuffled).not.toEqual(items);
  });

  it('moves every position over many shuffles', () => {
    const random = seededRandom(9);
    const firsts = new Set(Array.from({ length: 200 }, () => random.shuffle([0, 1, 2, 3])[0]));
    expect(firsts).toEqual(new Set([0, 1, 2, 3]));
  });
});
