import { emptyRecord } from './record-line';
import { teamStats, type TeamStats } from './team-stats';
import { DEFAULT_RANKING_RULES } from './types';
import type { MatchResult, MatchStatus, RankedTeam } from './types';

const teams: RankedTeam[] = [
  { id: 'a', name: 'Aigles', division: 'A', pool: 'Est' },
  { id: 'b', name: 'Bisons', division: 'A', pool: 'Est' },
  { id: 'c', name: 'Castors', division: 'A', pool: 'Est' },
  { id: 'e', name: 'Élans', division: 'B', pool: 'Ouest' },
  { id: 'z', name: 'Zèbres', division: 'B', pool: 'Ouest' },
];

function match(
  id: string,
  date: string,
  [homeTeamId, awayTeamId]: [string, string],
  score: [number, number],
): MatchResult {
  const [homeScore, awayScore] = score;
  const common = { division: 'A', pool: 'Est', status: 'played' as MatchStatus, pendingApproval: false };
  return { id, date, homeTeamId, awayTeamId, homeScore, awayScore, ...common };
}

// Aigles: m0 W away, m1 W home, m2 T away, m3 L home, m4 W away, m5 T home, m6 L away; m7-m9 do not count.
const season: MatchResult[] = [
  match('m3', '2024-05-15', ['a', 'e'], [1, 4]),
  match('m6', '2024-06-05', ['b', 'a'], [7, 1]),
  match('m0', '2024-04-20', ['z', 'a'], [0, 1]),
  match('m1', '2024-05-01', ['a', 'b'], [5, 3]),
  { ...match('m7', '2024-06-12', ['a', 'c'], [9, 0]), pendingApproval: true },
  match('m4', '2024-05-22', ['e', 'a'], [0, 6]),
  { ...match('m8', '2024-06-19', ['c', 'a'], [9, 0]), status: 'cancelled' },
  match('m2', '2024-05-08', ['c', 'a'], [2, 2]),
  { ...match('m9', '2024-06-26', ['a', 'b'], [0, 0]), status: 'scheduled', homeScore: null, awayScore: null },
  match('m5', '2024-05-29', ['a', 'b'], [2, 2]),
  match('m10', '2024-06-30', ['b', 'c'], [3, 0]),
];

describe('teamStats', () => {
  let stats: TeamStats;
  beforeAll(() => {
    stats = teamStats('a', teams, season);
  });

  it('totals the counted matches overall, at home and away', () => {
    expect(stats.team).toBe('Aigles');
    expect(stats.overall).toEqual({ games: 7, win: 3, lost: 2, nul: 2, points: 8, pf: 18, pa: 18, diff: 0 });
    expect(stats.home).toEqual({ games: 3, win: 1, lost: 1, nul: 1, points: 3, pf: 8, pa: 9, diff: -1 });
    expect(stats.away).toEqual({ games: 4, win: 2, lost: 1, nul: 1, points: 5, pf: 10, pa: 9, diff: 1 });
  });

  it('keeps the five most recent counted matches, newest first, from the team side', () => {
    expect(stats.last).toEqual([
      { matchId: 'm6', date: '2024-06-05', opponent: 'Bisons', homeOrAway: 'away', pf: 1, pa: 7, outcome: 'L' },
      { matchId: 'm5', date: '2024-05-29', opponent: 'Bisons', homeOrAway: 'home', pf: 2, pa: 2, outcome: 'T' },
      { matchId: 'm4', date: '2024-05-22', opponent: 'Élans', homeOrAway: 'away', pf: 6, pa: 0, outcome: 'W' },
      { matchId: 'm3', date: '2024-05-15', opponent: 'Élans', homeOrAway: 'home', pf: 1, pa: 4, outcome: 'L' },
      { matchId: 'm2', date: '2024-05-08', opponent: 'Castors', homeOrAway: 'away', pf: 2, pa: 2, outcome: 'T' },
    ]);
  });

  it('gives one record per opponent, sorted by name in French collation', () => {
    expect(stats.opponents).toEqual([
      { opponent: 'Bisons', games: 3, win: 1, lost: 1, nul: 1, points: 3, pf: 8, pa: 12, diff: -4 },
      { opponent: 'Castors', games: 1, win: 0, lost: 0, nul: 1, points: 1, pf: 2, pa: 2, diff: 0 },
      { opponent: 'Élans', games: 2, win: 1, lost: 1, nul: 0, points: 2, pf: 7, pa: 4, diff: 3 },
      { opponent: 'Zèbres', games: 1, win: 1, lost: 0, nul: 0, points: 2, pf: 1, pa: 0, diff: 1 },
    ]);
  });

  it('applies the given point rules', () => {
    const rules = { ...DEFAULT_RANKING_RULES, points: { win: 3, tie: 1, loss: 0 } };
    expect(teamStats('a', teams, season, rules).overall.points).toBe(11);
  });

  it('orders recent results by instant, not by the text of the date', () => {
    const matches = [
      match('early', '2024-06-05T01:00:00+02:00', ['a', 'b'], [1, 0]),
      match('late', '2024-06-04T23:30:00Z', ['a', 'b'], [0, 1]),
    ];
    expect(teamStats('a', teams, matches).last.map((result) => result.matchId)).toEqual(['late', 'early']);
  });

  it('orders recent results whose dates do not parse by their text, newest (greatest) first', () => {
    const matches = [
      match('b', 'à préciser B', ['a', 'b'], [1, 0]),
      match('a', 'à préciser A', ['a', 'b'], [1, 0]),
      match('c', 'à préciser C', ['a', 'b'], [1, 0]),
      match('b2', 'à préciser B', ['b', 'a'], [1, 0]),
    ];
    const ids = (list: MatchResult[]) => teamStats('a', teams, list).last.map((result) => result.matchId);
    expect(ids(matches)).toEqual(['c', 'b', 'b2', 'a']);
    expect(ids([...matches].reverse())).toEqual(['c', 'b2', 'b', 'a']);
  });

  it('gives empty records for a team whose matches do not count', () => {
    const uncounted: MatchResult[] = [
      { ...match('p', '2024-05-01', ['z', 'a'], [4, 0]), pendingApproval: true },
      { ...match('q', '2024-05-08', ['a', 'z'], [4, 0]), status: 'cancelled' },
      { ...match('r', '2024-05-15', ['z', 'e'], [4, 0]), awayScore: null },
    ];
    expect(teamStats('z', teams, uncounted)).toEqual({
      team: 'Zèbres',
      overall: emptyRecord(),
      home: emptyRecord(),
      away: emptyRecord(),
      last: [],
      opponents: [],
      positions: [],
      lastFive: [],
    });
  });

  it('names an opponent missing from the team list by its id', () => {
    const stats = teamStats('a', teams, [match('x', '2024-05-01', ['a', 'gone'], [3, 1])]);
    expect(stats.opponents.map((record) => record.opponent)).toEqual(['gone']);
    expect(stats.last[0]?.opponent).toBe('gone');
  });

  it('throws for an unknown team', () => {
    expect(() => teamStats('nope', teams, season)).toThrow(new Error('Unknown team nope'));
  });
});
