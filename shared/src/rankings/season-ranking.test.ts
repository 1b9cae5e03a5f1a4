import { emptyRow } from './ranking-rows';
import { isScheduleProvisional, seasonRanking } from './season-ranking';
import { DEFAULT_RANKING_RULES } from './types';
import type { MatchResult, MatchStatus, RankedTeam, RankingGroup } from './types';

const team = (id: string, name: string, division = 'A', pool = 'Est'): RankedTeam => ({ id, name, division, pool });

let nextId = 0;
function played(homeTeamId: string, awayTeamId: string, homeScore: number, awayScore: number): MatchResult {
  nextId += 1;
  const date = `2024-05-${String(nextId % 28 || 28).padStart(2, '0')}T19:00:00Z`;
  const common = { id: `m${nextId}`, date, division: 'A', pool: 'Est', pendingApproval: false };
  return { ...common, homeTeamId, awayTeamId, homeScore, awayScore, status: 'played' as MatchStatus };
}

const group = (groups: RankingGroup[], category: string): RankingGroup | undefined =>
  groups.find((candidate) => candidate.category === category);
const names = (groups: RankingGroup[], category: string): string[] =>
  group(groups, category)?.rows.map((row) => row.team) ?? [];

describe('seasonRanking groups', () => {
  it('lists every team in its category group, sorted by key, even without games', () => {
    const teams = [team('d', 'Dauphins', 'B', 'Ouest'), team('a', 'Aigles'), team('c', 'Castors', 'A', '')];
    expect(seasonRanking(teams, [])).toEqual([
      { category: 'A|', provisional: false, rows: [{ ...emptyRow('Castors', 'c'), rank: 1 }] },
      { category: 'A|Est', provisional: false, rows: [{ ...emptyRow('Aigles', 'a'), rank: 1 }] },
      { category: 'B|Ouest', provisional: false, rows: [{ ...emptyRow('Dauphins', 'd'), rank: 1 }] },
    ]);
  });

  it('lists a team given twice only once', () => {
    const groups = seasonRanking([team('a', 'Aigles'), team('a', 'Aigles')], []);
    expect(names(groups, 'A|Est')).toEqual(['Aigles']);
  });
});

describe('seasonRanking points and order', () => {
  const teams = [team('a', 'Aigles'), team('b', 'Bisons'), team('c', 'Castors')];

  it.each<[string, MatchResult[], string[]]>([
    ['a home win puts the home team first', [played('b', 'a', 3, 1)], ['Bisons', 'Castors', 'Aigles']],
    ['an away win puts the away team first', [played('a', 'c', 1, 3)], ['Castors', 'Bisons', 'Aigles']],
    ['a complete tie is listed by name', [played('c', 'a', 2, 2)], ['Aigles', 'Castors', 'Bisons']],
    [
      'equal points go to the team with more wins',
      [played('b', 'c', 1, 0), played('c', 'b', 5, 0), played('a', 'c', 0, 0), played('c', 'a', 0, 0)],
      ['Castors', 'Bisons', 'Aigles'],
    ],
    [
      'equal points and wins go to the better differential',
      [played('b', 'c', 2, 0), played('a', 'c', 9, 8)],
      ['Bisons', 'Aigles', 'Castors'],
    ],
    [
      'equal points, wins and differential go to fewer runs allowed',
      [played('a', 'c', 4, 2), played('b', 'c', 9, 7)],
      ['Aigles', 'Bisons', 'Castors'],
    ],
  ])('%s', (_label, matches, expected) => {
    expect(names(seasonRanking(teams, matches), 'A|Est')).toEqual(expected);
  });

  it('fills every column of the rows with the given point rules', () => {
    const matches = [played('a', 'b', 6, 2), played('b', 'a', 3, 3), played('c', 'a', 5, 1)];
    const rules = { ...DEFAULT_RANKING_RULES, points: { win: 3, tie: 1, loss: 0 } };
    const rows = group(seasonRanking(teams, matches, rules), 'A|Est')?.rows;
    const counts = { awaitingApproval: 0 };
    expect(rows).toEqual([
      {
        team: 'Aigles',
        teamId: 'a',
        rank: 1,
        games: 3,
        win: 1,
        lost: 1,
        nul: 1,
        points: 4,
        pf: 10,
        pa: 10,
        diff: 0,
        ...counts,
      },
      {
        team: 'Castors',
        teamId: 'c',
        rank: 2,
        games: 1,
        win: 1,
        lost: 0,
        nul: 0,
        points: 3,
        pf: 5,
        pa: 1,
        diff: 4,
        ...counts,
      },
      {
        team: 'Bisons',
        teamId: 'b',
        rank: 3,
        games: 2,
        win: 0,
        lost: 1,
        nul: 1,
        points: 1,
        pf: 5,
        pa: 9,
        diff: -4,
        ...counts,
      },
    ]);
  });
});

describe('seasonRanking counting', () => {
  it('counts a result awaiting approval only in awaitingApproval', () => {
    const teams = [team('a', 'Aigles'), team('b', 'Bisons')];
    const pending = { ...played('a', 'b', 9, 0), pendingApproval: true };
    const result = seasonRanking(teams, [pending]);
    expect(group(result, 'A|Est')?.rows).toEqual([
      { ...emptyRow('Aigles', 'a'), rank: 1, awaitingApproval: 1 },
      { ...emptyRow('Bisons', 'b'), rank: 1, awaitingApproval: 1 },
    ]);
  });

  it.each<[string, Partial<MatchResult>]>([
    ['a scheduled match', { status: 'scheduled', homeScore: null, awayScore: null }],
    ['a cancelled match, even with scores', { status: 'cancelled' }],
    ['a played match without its scores', { homeScore: null, awayScore: null }],
    ['a played match missing one score', { awayScore: null }],
  ])('counts nothing for %s that awaits no approval', (_label, change) => {
    const teams = [team('a', 'Aigles'), team('b', 'Bisons')];
    const result = seasonRanking(teams, [{ ...played('a', 'b', 4, 1), ...change }]);
    expect(group(result, 'A|Est')?.rows).toEqual([
      { ...emptyRow('Aigles', 'a'), rank: 1 },
      { ...emptyRow('Bisons', 'b'), rank: 1 },
    ]);
  });

  it('counts a match between teams of different groups for both teams', () => {
    const teams = [team('a', 'Aigles'), team('b', 'Bisons'), team('d', 'Dauphins', 'B', 'Ouest')];
    const result = seasonRanking(teams, [played('a', 'd', 2, 7)]);
    expect(group(result, 'A|Est')?.rows[1]).toMatchObject({ team: 'Aigles', games: 1, lost: 1, pf: 2, pa: 7 });
    expect(group(result, 'B|Ouest')?.rows[0]).toMatchObject({ team: 'Dauphins', games: 1, win: 1, points: 2 });
  });

  it('counts a match against a team missing from the list for the known team only', () => {
    const result = seasonRanking([team('a', 'Aigles')], [played('a', 'gone', 4, 1)]);
    expect(result).toHaveLength(1);
    expect(group(result, 'A|Est')?.rows[0]).toMatchObject({ team: 'Aigles', games: 1, win: 1 });
  });
});

describe('seasonRanking provisional flag', () => {
  const teams = [team('a', 'Aigles'), team('d', 'Dauphins', 'B', 'Ouest'), team('z', 'Zèbres', 'C', 'Sud')];
  const base = played('a', 'd', 3, 2);

  it.each<[string, MatchResult, boolean]>([
    ['final when the match has an approved result', base, false],
    ['provisional while a result awaits approval', { ...base, pendingApproval: true }, true],
    ['provisional while a score is missing', { ...base, awayScore: null }, true],
    ['provisional while a match is cancelled (it will be replayed)', { ...base, status: 'cancelled' }, true],
    ['provisional while a match is only scheduled', { ...base, status: 'scheduled' }, true],
  ])('is %s, for both groups of the match only', (_label, match, provisional) => {
    const result = seasonRanking(teams, [match]);
    expect(result.map((g) => [g.category, g.provisional])).toEqual([
      ['A|Est', provisional],
      ['B|Ouest', provisional],
      ['C|Sud', false],
    ]);
  });
});

describe('seasonRanking provisional flag of a group of several teams', () => {
  const teams = [team('a', 'Aigles'), team('b', 'Bisons'), team('c', 'Castors')];

  it('is provisional when one of its teams has a match without an approved result', () => {
    const matches = [played('a', 'b', 3, 2), { ...played('c', 'x', 1, 0), pendingApproval: true }];
    expect(seasonRanking(teams, matches).map((g) => g.provisional)).toEqual([true]);
  });

  it('is final when every match of its teams has an approved result', () => {
    const matches = [played('a', 'b', 3, 2), played('c', 'a', 1, 0)];
    expect(seasonRanking(teams, matches).map((g) => g.provisional)).toEqual([false]);
  });
});

describe('isScheduleProvisional', () => {
  const approved = played('a', 'b', 3, 2);
  it.each<[string, MatchResult[], boolean]>([
    ['an empty schedule is final', [], false],
    ['a schedule of approved results is final', [approved, played('b', 'a', 1, 1)], false],
    ['a result awaiting approval makes it provisional', [approved, { ...approved, pendingApproval: true }], true],
    ['a missing score makes it provisional', [approved, { ...approved, homeScore: null }], true],
    ['a cancelled match makes it provisional', [approved, { ...approved, status: 'cancelled' }], true],
    ['a scheduled match makes it provisional', [{ ...approved, status: 'scheduled' }], true],
  ])('%s', (_label, matches, expected) => {
    expect(isScheduleProvisional(matches)).toBe(expected);
  });
});
