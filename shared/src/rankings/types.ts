/** Inputs and outputs of the standings rules. Plain data, no behaviour. */

export interface RankedTeam {
  id: string;
  name: string;
  division: string;
  pool: string;
}

export type MatchStatus = 'scheduled' | 'played' | 'cancelled';

export interface MatchResult {
  id: string;
  date: string /* ISO 8601 */;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  status: MatchStatus;
  pendingApproval: boolean; // a captain requested a result that an admin has not approved yet
  division: string;
  pool: string;
}

export interface SeriesMatchResult {
  id: string;
  date: string;
  seriesPool: string;
  homeDivision: string;
  homePool: string;
  homeRank: number;
  awayDivision: string;
  awayPool: string;
  awayRank: number;
  homeScore: number | null;
  awayScore: number | null;
  pendingApproval: boolean;
}

export interface PointRules {
  win: number;
  tie: number;
  loss: number;
}

/** A win is worth 2 points, a tie (nul) 1, a loss 0. */
export const DEFAULT_POINT_RULES: PointRules = { win: 2, tie: 1, loss: 0 };

/** A won-lost-tied record with points and runs, the counting part of a ranking row. */
export interface RecordLine {
  games: number;
  win: number;
  lost: number;
  nul: number;
  points: number;
  pf: number;
  pa: number;
  diff: number;
}

export interface RankingRow extends RecordLine {
  team: string;
  awaitingApproval: number;
}

export interface RankingGroup {
  category: string;
  provisional: boolean;
  rows: RankingRow[];
}
