/** Building ranking rows, shared by the season and the series standings. */
import type { CountedGame } from './head-to-head';
import type { Scores } from './match-results';
import { addScore, emptyRecord } from './record-line';
import type { TalliedRow } from './tie-breakers';
import type { PointRules } from './types';

/** A row without games for the team `team` whose key (team id, or seed label) is `teamId`. */
export function emptyRow(team: string, teamId: string): TalliedRow {
  return { team, teamId, ...emptyRecord(), awaitingApproval: 0 };
}

/** One match's result, as the standings see it. */
export interface TalliedMatch {
  homeKey: string;
  awayKey: string;
  /** The approved scores, or null when the match does not count. */
  scores: Scores | null;
  pendingApproval: boolean;
}

/**
 * Adds one match to the rows of both sides (keys missing from `rows` are skipped).
 * A result awaiting approval counts only in `awaitingApproval`.
 */
export function tallyMatch(rows: Map<string, TalliedRow>, match: TalliedMatch, rules: PointRules): void {
  const { scores } = match;
  const sides = [
    { key: match.homeKey, runs: scores && { pf: scores.home, pa: scores.away } },
    { key: match.awayKey, runs: scores && { pf: scores.away, pa: scores.home } },
  ];
  for (const { key, runs } of sides) {
    const row = rows.get(key);
    if (row === undefined) continue;
    if (match.pendingApproval) {
      rows.set(key, { ...row, awaitingApproval: row.awaitingApproval + 1 });
    } else if (runs !== null) {
      rows.set(key, { ...row, ...addScore(row, runs.pf, runs.pa, rules) });
    }
  }
}

/** The matches that count (approved scores: none while a result awaits approval), as head-to-head reads them. */
export function countedGames(matches: readonly TalliedMatch[]): CountedGame[] {
  return matches.flatMap(({ homeKey, awayKey, scores }) => (scores === null ? [] : [{ homeKey, awayKey, scores }]));
}
