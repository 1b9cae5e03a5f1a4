/** When a match result counts in the standings. */
import type { MatchResult, SeriesMatchResult } from './types';

/** The approved score of a match, home and away. */
export interface Scores {
  home: number;
  away: number;
}

/** A score is a finite number (`Number.isFinite(null)` is false). */
const isScore = (value: number | null): value is number => Number.isFinite(value);

function bothScores(home: number | null, away: number | null): Scores | null {
  return isScore(home) && isScore(away) ? { home, away } : null;
}

/**
 * The scores of a season match that counts: played, both scores set, no result awaiting approval.
 * A cancelled match will be replayed, so it has no result.
 */
export function approvedScores(match: MatchResult): Scores | null {
  if (match.status !== 'played' || match.pendingApproval) return null;
  return bothScores(match.homeScore, match.awayScore);
}

/** True when the season match counts in the standings. */
export function hasApprovedResult(match: MatchResult): boolean {
  return approvedScores(match) !== null;
}

/** The scores of a series match that counts: both scores set and no result awaiting approval (a series match has no status). */
export function approvedSeriesScores(match: SeriesMatchResult): Scores | null {
  if (match.pendingApproval) return null;
  return bothScores(match.homeScore, match.awayScore);
}
