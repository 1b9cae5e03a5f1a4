import { roundRobin } from './round-robin';

const teams = (count: number) => Array.from({ length: count }, (_, index) => `t${index + 1}`);
const pairKey = ([a, b]: readonly [string, string]) => [a, b].sort().join('-');

describe('roundRobin (circle method)', () => {
  it('pairs four teams in three rounds, each team once a round, the fixed seat home every other round', () => {
    expect(roundRobin(teams(4), 1)).toEqual([
      {
        round: 1,
        pairs: [
          ['t1', 't4'],
          ['t2', 't3'],
        ],
        bye: null,
      },
      {
        round: 2,
        pairs: [
          ['t2', 't1'],
          ['t3', 't4'],
        ],
        bye: null,
      },
      {
        round: 3,
        pairs: [
          ['t1', 't3'],
          ['t4', 't2'],
        ],
        bye: null,
      },
    ]);
  });

  it('gives three teams one bye a round, each team in turn, never twice running across meetings', () => {
    expect(roundRobin(teams(3), 2).map((round) => round.bye)).toEqual(['t3', 't1', 't2', 't3', 't1', 't2']);
    expect(roundRobin(teams(3), 1)).toEqual([
      { round: 1, pairs: [['t1', 't2']], bye: 't3' },
      { round: 2, pairs: [['t2', 't3']], bye: 't1' },
      { round: 3, pairs: [['t3', 't1']], bye: 't2' },
    ]);
  });

  it('swaps home and away on the second meeting', () => {
    const [first, , , second] = roundRobin(teams(4), 2);
    expect(second).toEqual({
      round: 4,
      pairs: [
        ['t4', 't1'],
        ['t3', 't2'],
      ],
      bye: null,
    });
    expect(first?.pairs).toEqual([
      ['t1', 't4'],
      ['t2', 't3'],
    ]);
  });

  it.each([
    [0, 1],
    [1, 2],
  ])('makes no round for %i team(s)', (count, meetings) => {
    expect(roundRobin(teams(count), meetings)).toEqual([]);
  });

  it('pairs two teams once per meeting, home and away in turn', () => {
    expect(roundRobin(['a', 'b'], 3).map((round) => round.pairs)).toEqual([[['a', 'b']], [['b', 'a']], [['a', 'b']]]);
  });

  describe.each([2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 16])('with %i teams', (count) => {
    it.each([1, 2, 3])(
      'and %i meeting(s): every pair meets that often, every team once a round, balanced',
      (meetings) => {
        const rounds = roundRobin(teams(count), meetings);
        const perCycle = count % 2 === 0 ? count - 1 : count;
        expect(rounds).toHaveLength(perCycle * meetings);
        expect(rounds.map((round) => round.round)).toEqual(rounds.map((_, index) => index + 1));
        const met = new Map<string, number>();
        const balance = new Map<string, number>();
        const rests = new Map<string, number[]>();
        for (const { round, pairs, bye } of rounds) {
          const playing = pairs.flat();
          expect(new Set(playing).size).toBe(playing.length);
          expect(playing.length + (bye ? 1 : 0)).toBe(count);
          expect(bye === null).toBe(count % 2 === 0);
          if (bye) rests.set(bye, [...(rests.get(bye) ?? []), round]);
          for (const pair of pairs) {
            met.set(pairKey(pair), (met.get(pairKey(pair)) ?? 0) + 1);
            balance.set(pair[0], (balance.get(pair[0]) ?? 0) + 1);
            balance.set(pair[1], (balance.get(pair[1]) ?? 0) - 1);
          }
        }
        expect(met.size).toBe((count * (count - 1)) / 2);
        expect([...met.values()].every((times) => times === meetings)).toBe(true);
        expect(Math.max(...[...balance.values()].map(Math.abs))).toBeLessThanOrEqual(meetings % 2);
        if (count % 2 === 1) {
          expect([...rests.values()].every((list) => list.length === meetings)).toBe(true);
          const consecutive = [...rests.values()].some((list) =>
            list.some((round, i) => round === (list[i - 1] ?? -9) + 1),
          );
          expect(consecutive).toBe(false);
        }
      },
    );
  });
});
