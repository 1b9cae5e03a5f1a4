import { resultLetter, teamPositions, weekEndOf } from './team-positions';
import { teamStats } from './team-stats';
import { DEFAULT_RANKING_RULES } from './types';
import type { MatchResult, RankedTeam } from './types';

const teams: RankedTeam[] = [
  { id: 'a', name: 'Aigles', division: 'A', pool: 'Est' },
  { id: 'b', name: 'Bisons', division: 'A', pool: 'Est' },
  { id: 'c', name: 'Castors', division: 'A', pool: 'Est' },
  { id: 'e', name: 'Élans', division: 'B', pool: 'Ouest' },
];

function match(id: string, date: string, homeTeamId: string, awayTeamId: string, score: [number, number]): MatchResult {
  const [homeScore, awayScore] = score;
  const common = { division: 'A', pool: 'Est', status: 'played' as const, pendingApproval: false };
  return { id, date, homeTeamId, awayTeamId, homeScore, awayScore, ...common };
}

describe('weekEndOf', () => {
  it.each([
    ['2024-05-06', '2024-05-12'],
    ['2024-05-11', '2024-05-12'],
    ['2024-05-12', '2024-05-12'],
    ['2024-05-13', '2024-05-19'],
  ])('ends the week of %s on Sunday %s', (day, sunday) => {
    expect(weekEndOf(day)).toBe(sunday);
  });
});

describe('teamPositions', () => {
  // Tuesday 2024-04-30 (week ending 5 May): Aigles beat Bisons; the week ending 12 May has no result; then
  // Castors beat Aigles twice in the week ending 19 May
  const season: MatchResult[] = [
    match('m3', '2024-05-16T23:00:00Z', 'a', 'c', [1, 2]),
    match('m1', '2024-04-30T23:00:00Z', 'a', 'b', [4, 1]),
    match('m2', '2024-05-14T23:00:00Z', 'c', 'a', [3, 0]),
    // another group's result and a result awaiting approval do not make the weeks longer
    match('m4', '2024-05-28T23:00:00Z', 'e', 'x', [1, 0]),
    { ...match('m5', '2024-06-04T23:00:00Z', 'a', 'b', [1, 0]), pendingApproval: true },
  ];

  it('gives the rank at the end of each week, from the first result of the group to its last', () => {
    expect(teamPositions('a', teams, season, DEFAULT_RANKING_RULES)).toEqual([
      { week: '2024-05-05', rank: 1, teams: 3 },
      { week: '2024-05-12', rank: 1, teams: 3 },
      { week: '2024-05-19', rank: 2, teams: 3 },
    ]);
    // Castors shares the rank of Bisons until its wins
    expect(teamPositions('c', teams, season, DEFAULT_RANKING_RULES).map((week) => week.rank)).toEqual([2, 2, 1]);
  });

  it('uses the league’s order for the weekly ranks', () => {
    const rules = { ...DEFAULT_RANKING_RULES, tieBreakers: ['points', 'runDifferential'] as const };
    const level = [
      match('m1', '2024-04-30T23:00:00Z', 'a', 'b', [4, 1]),
      match('m2', '2024-05-01T23:00:00Z', 'b', 'a', [9, 0]),
    ];
    expect(teamPositions('a', teams, level, { ...rules, tieBreakers: [...rules.tieBreakers] })[0]?.rank).toBe(2);
    expect(teamPositions('a', teams, level, { ...rules, tieBreakers: ['points'] })[0]?.rank).toBe(1);
  });

  it('reads the week of a match in the league’s time zone', () => {
    // Sunday 22:00 in Montréal is already Monday in UTC
    const late = [match('m1', '2024-05-06T02:00:00Z', 'a', 'b', [4, 1])];
    expect(teamPositions('a', teams, late, DEFAULT_RANKING_RULES, 'America/Toronto')[0]?.week).toBe('2024-05-05');
    expect(teamPositions('a', teams, late, DEFAULT_RANKING_RULES, 'UTC')[0]?.week).toBe('2024-05-12');
  });

  it('is empty before any result, for an unknown team, and leaves out a date that does not parse', () => {
    expect(teamPositions('a', teams, [season[4] as MatchResult], DEFAULT_RANKING_RULES)).toEqual([]);
    expect(teamPositions('z', teams, season, DEFAULT_RANKING_RULES)).toEqual([]);
    const undated = [match('m0', 'à préciser', 'a', 'b', [1, 0])];
    expect(teamPositions('a', teams, undated, DEFAULT_RANKING_RULES)).toEqual([]);
  });

  it('counts the team’s games against other groups in its rank', () => {
    const outside = [match('m1', '2024-04-30T23:00:00Z', 'e', 'b', [0, 1])];
    expect(teamPositions('b', teams, outside, DEFAULT_RANKING_RULES)).toEqual([
      { week: '2024-05-05', rank: 1, teams: 3 },
    ]);
  });
});

describe('the last five results', () => {
  it('letters each outcome in French', () => {
    expect([resultLetter('W'), resultLetter('L'), resultLetter('T')]).toEqual(['V', 'D', 'N']);
  });

  it('lists the last five approved results, oldest first, in teamStats with the positions', () => {
    const results: [string, [number, number]][] = [
      ['2024-05-01', [1, 0]],
      ['2024-05-02', [0, 1]],
      ['2024-05-03', [2, 2]],
      ['2024-05-04', [3, 1]],
      ['2024-05-05', [0, 4]],
      ['2024-05-06', [5, 0]],
    ];
    const matches = results.map(([day, score], index) => match(`m${index}`, `${day}T23:00:00Z`, 'a', 'b', score));
    const stats = teamStats('a', teams, matches, DEFAULT_RANKING_RULES, 'UTC');
    expect(stats.lastFive).toEqual(['D', 'N', 'V', 'D', 'V']);
    // level with Bisons on points, wins and head-to-head by 5 May, behind on the differential
    expect(stats.positions).toEqual([
      { week: '2024-05-05', rank: 2, teams: 3 },
      { week: '2024-05-12', rank: 1, teams: 3 },
    ]);
  });
});
