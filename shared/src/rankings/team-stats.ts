/** One team's statistics over the counted matches: overall, home, away, last results and per opponent. */
import { approvedScores } from './match-results';
import { addScore, emptyRecord, outcomeOf } from './record-line';
import type { Outcome, RecordLine } from './record-line';
import { resultLetter, teamPositions, type ResultLetter, type WeekPosition } from './team-positions';
import { DEFAULT_RANKING_RULES } from './types';
import type { MatchResult, PointRules, RankedTeam, RankingRules } from './types';
import { DEFAULT_TIME_ZONE } from '../dates';

/** How many recent results `teamStats` keeps. */
export const LAST_RESULTS_COUNT = 5;

export interface LastResult {
  matchId: string;
  date: string;
  opponent: string;
  homeOrAway: 'home' | 'away';
  pf: number;
  pa: number;
  outcome: Outcome;
}

export interface OpponentRecord extends RecordLine {
  opponent: string;
}

export interface TeamStats {
  team: string;
  overall: RecordLine;
  home: RecordLine;
  away: RecordLine;
  /** Up to five most recent counted matches, newest first. */
  last: LastResult[];
  /** Sorted by opponent name (French collation). */
  opponents: OpponentRecord[];
  /** The team's rank in its group at the end of each week (team-positions.ts). */
  positions: WeekPosition[];
  /** The last five approved results, oldest first: V (victoire), D (défaite), N (nul). */
  lastFive: ResultLetter[];
}

/** A counted match seen from the team's side. */
interface Appearance extends Omit<LastResult, 'outcome'> {
  opponentId: string;
}

function appearances(teamId: string, matches: readonly MatchResult[], names: Map<string, string>): Appearance[] {
  const result: Appearance[] = [];
  for (const match of matches) {
    const scores = approvedScores(match);
    const isHome = match.homeTeamId === teamId;
    if (scores === null || isHome === (match.awayTeamId === teamId)) continue;
    const opponentId = isHome ? match.awayTeamId : match.homeTeamId;
    result.push({
      matchId: match.id,
      date: match.date,
      opponentId,
      opponent: names.get(opponentId) ?? opponentId,
      homeOrAway: isHome ? 'home' : 'away',
      pf: isHome ? scores.home : scores.away,
      pa: isHome ? scores.away : scores.home,
    });
  }
  return result;
}

/** Newest first; dates that do not parse fall back to text order. */
function compareNewestFirst(a: Appearance, b: Appearance): number {
  const delta = Date.parse(b.date) - Date.parse(a.date);
  if (!Number.isNaN(delta)) return delta;
  if (a.date > b.date) return -1;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: sort() only asks whether a comparison is below 0, so 1 and 0 order alike
  return a.date < b.date ? 1 : 0;
}

function perOpponent(games: readonly Appearance[], rules: PointRules): OpponentRecord[] {
  const records = new Map<string, OpponentRecord>();
  for (const game of games) {
    const record = records.get(game.opponentId) ?? { opponent: game.opponent, ...emptyRecord() };
    records.set(game.opponentId, { ...record, ...addScore(record, game.pf, game.pa, rules) });
  }
  return [...records.values()].sort((a, b) => a.opponent.localeCompare(b.opponent, 'fr'));
}

function total(games: readonly Appearance[], rules: PointRules): RecordLine {
  return games.reduce((record, game) => addScore(record, game.pf, game.pa, rules), emptyRecord());
}

/**
 * The statistics of team `teamId`, its weekly positions with the league's order and time zone; throws
 * `Unknown team <id>` when no team has that id.
 */
export function teamStats(
  teamId: string,
  teams: readonly RankedTeam[],
  matches: readonly MatchResult[],
  rules: RankingRules = DEFAULT_RANKING_RULES,
  timeZone = DEFAULT_TIME_ZONE,
): TeamStats {
  const team = teams.find((candidate) => candidate.id === teamId);
  if (team === undefined) throw new Error('Unknown team ' + teamId);
  const names = new Map(teams.map((candidate) => [candidate.id, candidate.name]));
  const games = appearances(teamId, matches, names);
  const last = [...games]
    .sort(compareNewestFirst)
    .slice(0, LAST_RESULTS_COUNT)
    .map(({ opponentId: _opponentId, ...game }) => ({ ...game, outcome: outcomeOf(game.pf, game.pa) }));
  const points = rules.points;
  return {
    team: team.name,
    overall: total(games, points),
    home: total(
      games.filter((game) => game.homeOrAway === 'home'),
      points,
    ),
    away: total(
      games.filter((game) => game.homeOrAway === 'away'),
      points,
    ),
    last,
    opponents: perOpponent(games, points),
    positions: teamPositions(teamId, teams, matches, rules, timeZone),
    lastFive: last.map((game) => resultLetter(game.outcome)).reverse(),
  };
}
