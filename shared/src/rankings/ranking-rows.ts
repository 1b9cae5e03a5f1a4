/** Building and ordering ranking rows, shared by the season and the series standings. */
import type { Scores } from './match-results';
import { addScore, emptyRecord } from './record-line';
import type { PointRules, RankingRow } from './types';

export function emptyRow(team: string): RankingRow {
  return { team, ...emptyRecord(), awaitingApproval: 0 };
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
export function tallyMatch(rows: Map<string, RankingRow>, match: TalliedMatch, rules: PointRules): void {
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

/** The standings order: points, wins, run differential, runs for (all descending), then name (French collation). */
export function compareRankingRows(a: RankingRow, b: RankingRow): number {
  return b.points - a.points || b.win - a.win || b.diff - a.diff || b.pf - a.pf || a.team.localeCompare(b.team, 'fr');
}

/** A sorted copy of the rows. */
export function sortRankingRows(rows: readonly RankingRow[]): RankingRow[] {
  return [...rows].sort(compareRankingRows);
}
