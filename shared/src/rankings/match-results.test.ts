import { approvedScores, approvedSeriesScores, hasApprovedResult } from './match-results';
import type { MatchResult, MatchStatus, SeriesMatchResult } from './types';

function match(status: MatchStatus, homeScore: number | null, awayScore: number | null, pending = false): MatchResult {
  const base = { id: 'm', date: '2024-05-01', homeTeamId: 'h', awayTeamId: 'a', division: 'A', pool: 'Est' };
  return { ...base, status, homeScore, awayScore, pendingApproval: pending };
}

describe('approvedScores', () => {
  it.each<[string, MatchResult, { home: number; away: number } | null]>([
    ['a played match with both scores', match('played', 5, 3), { home: 5, away: 3 }],
    ['a played 0-0 tie', match('played', 0, 0), { home: 0, away: 0 }],
    ['a played match awaiting approval', match('played', 5, 3, true), null],
    ['a played match missing the home score', match('played', null, 3), null],
    ['a played match missing the away score', match('played', 5, null), null],
    ['a played match with a score that is not a number', match('played', Number.NaN, 3), null],
    ['a played match with an away score that is not a number', match('played', 3, Number.NaN), null],
    ['a played match with an infinite score', match('played', 3, Number.POSITIVE_INFINITY), null],
    ['a scheduled match, even with scores', match('scheduled', 5, 3), null],
    ['a cancelled match, even with scores', match('cancelled', 5, 3), null],
  ])('%s', (_label, input, expected) => {
    expect(approvedScores(input)).toEqual(expected);
    expect(hasApprovedResult(input)).toBe(expected !== null);
  });
});

describe('approvedSeriesScores', () => {
  function series(homeScore: number | null, awayScore: number | null, pendingApproval: boolean): SeriesMatchResult {
    const seeds = { homeDivision: 'A', homePool: 'Est', homeRank: 1, awayDivision: 'A', awayPool: 'Est', awayRank: 2 };
    return { id: 's', date: '2024-08-01', seriesPool: 'Finale', ...seeds, homeScore, awayScore, pendingApproval };
  }

  it.each<[string, SeriesMatchResult, { home: number; away: number } | null]>([
    ['counts a match with both scores', series(4, 2, false), { home: 4, away: 2 }],
    ['skips a match awaiting approval', series(4, 2, true), null],
    ['skips a match without scores', series(null, null, false), null],
    ['skips a match with one score', series(4, null, false), null],
  ])('%s', (_label, input, expected) => {
    expect(approvedSeriesScores(input)).toEqual(expected);
  });
});
