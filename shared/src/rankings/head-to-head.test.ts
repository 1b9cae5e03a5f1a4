import { headToHeadPoints, metEqually, type CountedGame } from './head-to-head';

const game = (homeKey: string, awayKey: string, home: number, away: number): CountedGame => ({
  homeKey,
  awayKey,
  scores: { home, away },
});

describe('metEqually', () => {
  it.each<[string, string[], CountedGame[], boolean]>([
    ['teams that never met', ['a', 'b', 'c'], [game('a', 'x', 1, 0)], true],
    [
      'every pair once, whoever was at home',
      ['a', 'b', 'c'],
      [game('a', 'b', 1, 0), game('c', 'b', 1, 0), game('a', 'c', 1, 0)],
      true,
    ],
    ['every pair twice', ['a', 'b'], [game('a', 'b', 1, 0), game('b', 'a', 1, 0)], true],
    ['a pair that never met', ['a', 'b', 'c'], [game('a', 'b', 1, 0), game('b', 'c', 1, 0)], false],
    [
      'a pair that met once more',
      ['a', 'b', 'c'],
      [game('a', 'b', 1, 0), game('b', 'c', 1, 0), game('c', 'a', 1, 0), game('b', 'a', 1, 0)],
      false,
    ],
    [
      'games against teams outside the tie do not count',
      ['a', 'b'],
      [game('a', 'b', 1, 0), game('a', 'c', 1, 0)],
      true,
    ],
    ['a game of a team against itself does not count', ['a', 'b'], [game('a', 'b', 1, 0), game('a', 'a', 1, 0)], true],
    ['a lone team', ['a'], [game('a', 'b', 1, 0)], true],
  ])('is %s: %s', (_label, keys, games, expected) => {
    expect(metEqually(keys, games)).toBe(expected);
  });
});

describe('headToHeadPoints', () => {
  const rules = { win: 3, tie: 1, loss: -1 };

  it('gives each team its points in the games among the tied teams only', () => {
    const games = [game('a', 'b', 5, 3), game('b', 'c', 2, 2), game('c', 'a', 4, 1), game('a', 'x', 9, 0)];
    expect([...headToHeadPoints(['a', 'b', 'c'], games, rules)]).toEqual([
      ['a', 2],
      ['b', 0],
      ['c', 4],
    ]);
  });

  it('gives 0 to a team without such a game', () => {
    expect([...headToHeadPoints(['a', 'b'], [game('a', 'x', 1, 0)], rules)]).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
  });
});
