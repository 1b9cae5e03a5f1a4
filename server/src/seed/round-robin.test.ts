import { repeatedRounds, roundRobin } from './round-robin';

const pairKey = ([a, b]: [string, string]) => [a, b].sort().join('-');

describe('round robin', () => {
  const teams = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('makes everyone meet everyone exactly once in n−1 rounds', () => {
    const rounds = roundRobin(teams);
    expect(rounds).toHaveLength(7);
    const keys = rounds.flat().map(pairKey);
    expect(new Set(keys).size).toBe(28);
  });

  it('has every entry play once per round', () => {
    for (const round of roundRobin(teams)) expect(new Set(round.flat()).size).toBe(teams.length);
  });

  it('refuses an odd number of entries', () => {
    expect(() => roundRobin(['a', 'b', 'c'])).toThrow('even');
  });

  it('swaps home and away on the second pass', () => {
    const rounds = repeatedRounds(teams, 14);
    expect(rounds[7]).toEqual(rounds[0]?.map(([home, away]) => [away, home]));
  });

  it('balances home games over two passes', () => {
    const homeGames = new Map<string, number>();
    for (const [home] of repeatedRounds(teams, 14).flat()) homeGames.set(home, (homeGames.get(home) ?? 0) + 1);
    expect([...homeGames.values()]).toEqual(teams.map(() => 7));
  });
});
