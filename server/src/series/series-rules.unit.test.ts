import type { RankingGroup } from '@league/shared';
import { captainedSide, changesScore, knownTeamIds, seriesResultState, seriesSide } from './series-rules';
import { seriesSeeds } from '../db/series-seeds';

// A series match's rules, without a database (mutation-tested: `npm run test:mutation server-results`).
describe('seriesResultState', () => {
  it('is played with a score, scheduled without, proposed while a proposal waits', () => {
    expect(seriesResultState({ home_score: null, pending_result: null })).toBe('scheduled');
    expect(seriesResultState({ home_score: 0, pending_result: null })).toBe('played');
    expect(seriesResultState({ home_score: null, pending_result: '{"home":1,"away":0}' })).toBe('proposed');
    expect(seriesResultState({ home_score: 3, pending_result: '{"home":1,"away":0}' })).toBe('proposed');
    expect(seriesResultState({ home_score: 3, pending_result: 'broken' })).toBe('played');
  });
});

describe('changesScore', () => {
  const row = { home_score: 3, away_score: 1 };
  it('tells a changed score from the same one', () => {
    expect(changesScore(row, { home: 3, away: 1 })).toBe(false);
    expect(changesScore(row, { home: 4, away: 1 })).toBe(true);
    expect(changesScore(row, { home: 3, away: 2 })).toBe(true);
    expect(changesScore(row, null)).toBe(true);
  });

  it('sees no change in clearing a match without a score', () => {
    expect(changesScore({ home_score: null, away_score: null }, null)).toBe(false);
    expect(changesScore({ home_score: null, away_score: 0 }, null)).toBe(true);
    expect(changesScore({ home_score: 0, away_score: null }, null)).toBe(true);
    expect(changesScore({ home_score: null, away_score: null }, { home: 0, away: 0 })).toBe(true);
  });
});

describe('seriesSide', () => {
  const row = (team: string, rank: number) => ({ team, awaitingApproval: 0, rank }) as RankingGroup['rows'][number];
  const groups: RankingGroup[] = [
    { category: 'A|1', provisional: false, rows: [row('Lions', 1), row('Tigres', 2)] },
    { category: 'A|2', provisional: true, rows: [row('Ours', 1)] },
    { category: 'A|3', provisional: false, rows: [row('Lynx', 1), row('Loups', 1)] },
  ];
  const teams = [
    { id: 't1', name: 'Lions' },
    { id: 't2', name: 'Tigres' },
    { id: 't3', name: 'Ours' },
  ];

  it('is the seed’s team once its group is final', () => {
    expect(seriesSide(groups, teams, { division: 'A', pool: '1', rank: 2 })).toEqual({ name: 'Tigres', id: 't2' });
    expect(seriesSide(groups, teams.slice(2), { division: 'A', pool: '1', rank: 1 })).toEqual({
      name: 'Lions',
      id: undefined,
    });
  });

  it('is the seed while its group is provisional or the rank empty', () => {
    expect(seriesSide(groups, teams, { division: 'A', pool: '2', rank: 1 })).toEqual({ name: 'A|2|1', id: undefined });
    expect(seriesSide(groups, teams, { division: 'A', pool: '1', rank: 3 })).toEqual({ name: 'A|1|3', id: undefined });
  });

  it('is the seed while a shared rank holds it (a tie the league has not decided)', () => {
    expect(seriesSide(groups, teams, { division: 'A', pool: '3', rank: 1 })).toEqual({ name: 'A|3|1', id: undefined });
  });
});

describe('knownTeamIds and captainedSide', () => {
  const both = { home: { id: 't1' }, away: { id: 't2' } };
  const homeOnly = { home: { id: 't1' }, away: {} };
  const none = { home: {}, away: {} };

  it('keeps the known sides’ teams', () => {
    expect(knownTeamIds(both)).toEqual(['t1', 't2']);
    expect(knownTeamIds(homeOnly)).toEqual(['t1']);
    expect(knownTeamIds({ home: {}, away: { id: 't2' } })).toEqual(['t2']);
    expect(knownTeamIds(none)).toEqual([]);
  });

  it('is the side a captain leads, else no team', () => {
    expect(captainedSide(['x', 't2', 't1'], both)).toBe('t2');
    expect(captainedSide(['t1'], both)).toBe('t1');
    expect(captainedSide(['t2'], homeOnly)).toBe('');
    expect(captainedSide([], both)).toBe('');
    expect(captainedSide(undefined, both)).toBe('');
  });
});

describe('seriesSeeds', () => {
  it('names the two seeds of a match', () => {
    const match = {
      home_division: 'A',
      home_pool: '1',
      home_rank: 1,
      away_division: 'B',
      away_pool: '2',
      away_rank: 4,
    } as Parameters<typeof seriesSeeds>[0];
    expect(seriesSeeds(match)).toEqual({
      homeDivision: 'A',
      homePool: '1',
      homeRank: 1,
      awayDivision: 'B',
      awayPool: '2',
      awayRank: 4,
    });
  });
});
