import { awaitsSeeding, seriesByPool, seriesSides } from './series-sides';
import { aSeriesMatch } from './test-support';

describe('series sides', () => {
  it.each([
    [
      'seeds only while the standings are provisional',
      {},
      ['Division A, poule Est, 1er', null],
      ['Division A, poule Ouest, 2e', null],
    ],
    [
      'teams once resolved, keeping their seeds',
      { homeTeam: 'Les Lions', awayTeam: 'Les Ours' },
      ['Division A, poule Est, 1er', 'Les Lions'],
      ['Division A, poule Ouest, 2e', 'Les Ours'],
    ],
    [
      'a division without pools',
      { homePool: '', homeRank: 3 },
      ['Division A, 3e', null],
      ['Division A, poule Ouest, 2e', null],
    ],
  ] as const)('names %s', (_case, change, [homeSeed, homeTeam], [awaySeed, awayTeam]) => {
    expect(seriesSides(aSeriesMatch('s', change))).toEqual({
      home: { seed: homeSeed, team: homeTeam },
      away: { seed: awaySeed, team: awayTeam },
    });
  });

  it('groups matches by series pool in French order, each pool by date', () => {
    const pools = seriesByPool([
      aSeriesMatch('b1', { pool: 'Série B' }),
      aSeriesMatch('a2', { date: '2027-01-07T19:00:00-05:00' }),
      aSeriesMatch('a1'),
    ]);
    expect(pools.map(({ pool, matches }) => [pool, matches.map((m) => m._id)])).toEqual([
      ['Série A', ['a1', 'a2']],
      ['Série B', ['b1']],
    ]);
  });

  it.each([
    [[aSeriesMatch('s', { homeTeam: 'Les Lions', awayTeam: 'Les Ours' })], false],
    [[aSeriesMatch('s', { homeTeam: 'Les Lions' })], true],
    [[], false],
  ])('awaits seeding: %#', (matches, expected) => {
    expect(awaitsSeeding(matches)).toBe(expected);
  });
});
