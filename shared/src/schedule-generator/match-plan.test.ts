import { planMatches, robinGroups } from './match-plan';
import { seededRandom } from './seeded-random';

const pools = [
  { division: 'A', pool: 'Est', teams: ['a1', 'a2', 'a3', 'a4'] },
  { division: 'A', pool: 'Ouest', teams: ['b1', 'b2'] },
  { division: 'B', pool: 'Est', teams: ['c1', 'c2'] },
];

describe('robinGroups', () => {
  it('is one round robin per pool', () => {
    expect(robinGroups(pools)).toEqual([
      { division: 'A', pool: 'Est', teams: ['a1', 'a2', 'a3', 'a4'] },
      { division: 'A', pool: 'Ouest', teams: ['b1', 'b2'] },
      { division: 'B', pool: 'Est', teams: ['c1', 'c2'] },
    ]);
  });

  it('is one per division when the pools meet', () => {
    expect(robinGroups(pools, true)).toEqual([
      { division: 'A', pool: null, teams: ['a1', 'a2', 'a3', 'a4', 'b1', 'b2'] },
      { division: 'B', pool: null, teams: ['c1', 'c2'] },
    ]);
  });
});

describe('planMatches', () => {
  it('lists the rounds in order, the groups taking turns, each match with its pace through its round robin', () => {
    const plan = planMatches(pools, 1, seededRandom(7));
    expect(plan.map(({ match }) => match.round)).toEqual([1, 1, 1, 1, 2, 2, 3, 3]);
    expect(plan.filter(({ match }) => match.pool === 'Est' && match.division === 'A').map(({ pace }) => pace)).toEqual([
      0,
      0,
      1 / 3,
      1 / 3,
      2 / 3,
      2 / 3,
    ]);
    expect(plan.find(({ match }) => match.pool === 'Ouest')).toMatchObject({ pace: 0, match: { division: 'A' } });
  });

  it('takes the rounds of pools of one size in turn: round 1 of each, then round 2 of each', () => {
    const two = [pools[0], { division: 'B', pool: 'Ouest', teams: ['d1', 'd2', 'd3', 'd4'] }] as typeof pools;
    expect(planMatches(two, 1, seededRandom(7)).map(({ match }) => match.round)).toEqual([
      1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
    ]);
  });

  it('names a match between two pools with no pool, and one inside a pool with its pool', () => {
    const plan = planMatches(pools, 1, seededRandom(7), true);
    expect(plan).toHaveLength(15 + 1);
    const pools_ = (home: string, away: string) =>
      plan.find(({ match }) => [match.home, match.away].sort().join() === [home, away].sort().join())?.match.pool;
    expect(pools_('a1', 'b1')).toBe('');
    expect(pools_('a1', 'a2')).toBe('Est');
    expect(pools_('b1', 'b2')).toBe('Ouest');
    expect(pools_('c1', 'c2')).toBe('Est');
  });

  it('plans the same for the same seed and differently for another', () => {
    const pairs = (seed: number) =>
      planMatches(pools, 2, seededRandom(seed)).map(({ match }) => `${match.home}-${match.away}`);
    expect(pairs(3)).toEqual(pairs(3));
    expect(pairs(3)).not.toEqual(pairs(4));
  });

  it('plans nothing for no pool', () => {
    expect(planMatches([], 2, seededRandom(1))).toEqual([]);
  });
});
