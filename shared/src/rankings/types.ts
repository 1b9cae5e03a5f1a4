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

/** The criteria that can order teams; the league's `tieBreakers` setting lists them in the order they apply. */
export type TieBreakCriterion =
  'points' | 'wins' | 'headToHead' | 'runDifferential' | 'runsAllowed' | 'runsFor' | 'winPercentage' | 'adminDecision';

/** Every criterion, in the order the settings screen offers them. */
export const TIE_BREAK_CRITERIA: readonly TieBreakCriterion[] = [
  'points',
  'wins',
  'headToHead',
  'runDifferential',
  'runsAllowed',
  'runsFor',
  'winPercentage',
  'adminDecision',
];

/** The order of the standings until an administrator chooses another (docs/product.md#standings). */
export const DEFAULT_TIE_BREAKERS: readonly TieBreakCriterion[] = [
  'points',
  'wins',
  'headToHead',
  'runDifferential',
  'runsAllowed',
  'runsFor',
];

/** Why a row stands above the next row when both have the same points. */
export interface TieBreak {
  /** the first criterion (in the setting's order) that separated them */
  criterion: TieBreakCriterion;
  /** the name of the team just below */
  over: string;
  /**
   * this row's value, the row below's value: winPercentage as 0..1 rounded to 3 decimals; runsAllowed: fewer is
   * better; headToHead: their points in the games between the teams tied at that step; adminDecision: their two
   * positions in the decision, 1-based
   */
  values: [number, number];
  /** head-to-head was skipped at this step because the tied teams did not all play each other the same number of times */
  skipped?: 'headToHead'[];
}

/** A team certain to finish within the playoff places, or certain to finish outside them. */
export type Standing = 'qualified' | 'eliminated';

export interface RankingRow extends RecordLine {
  team: string;
  /** the team's id (series rows: the seed's team id when known, else the seed label's key) */
  teamId: string;
  awaitingApproval: number;
  /** 1-based; a complete tie shares the rank: 1, 2, 3, 3, 5 */
  rank: number;
  /** present when the row stands above the next row with equal points and they are separated */
  tieBreak?: TieBreak;
  /** only when the setting playoffPlaces > 0; absent while still open */
  standing?: Standing;
}

export interface RankingGroup {
  category: string;
  provisional: boolean;
  rows: RankingRow[];
  /** the playoff places of the group, when the league shows them */
  playoffPlaces?: number;
}

/** How the league orders its standings: the settings `tieBreakers`, `tieDecisions` and `playoffPlaces`. */
export interface RankingRules {
  points: PointRules;
  tieBreakers: readonly TieBreakCriterion[];
  /** per category key (division|pool), the team ids in the order the league decided */
  tieDecisions: Readonly<Record<string, readonly string[]>>;
  /** playoff places per group, 0: not shown */
  playoffPlaces: number;
}

/** The default rules: default points and tie-breakers, no decision, no playoff line. */
export const DEFAULT_RANKING_RULES: RankingRules = {
  points: DEFAULT_POINT_RULES,
  tieBreakers: DEFAULT_TIE_BREAKERS,
  tieDecisions: {},
  playoffPlaces: 0,
};
