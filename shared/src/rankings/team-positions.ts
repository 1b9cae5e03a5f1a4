/** A team's season at a glance: its rank in its group week by week (docs/product.md#standings). */
import { DEFAULT_TIME_ZONE } from '../dates';
import { calendarDayOf } from '../french-dates';
import { addDays, weekdayOf, type CalendarDay } from '../schedule/calendar-days';
import { categoryKey } from './category-key';
import { hasApprovedResult } from './match-results';
import type { Outcome } from './record-line';
import { seasonRanking } from './season-ranking';
import type { MatchResult, RankedTeam, RankingGroup, RankingRow, RankingRules } from './types';

/** The rank at the end of a week (the Sunday that ends it, league time zone) among `teams` of the group. */
export interface WeekPosition {
  week: CalendarDay;
  rank: number;
  teams: number;
}

/** A result as the French pages letter it: V (victoire), D (défaite), N (nul). */
export type ResultLetter = 'V' | 'D' | 'N';

const LETTERS: Record<Outcome, ResultLetter> = { W: 'V', L: 'D', T: 'N' };

export function resultLetter(outcome: Outcome): ResultLetter {
  return LETTERS[outcome];
}

/** The Sunday that ends the week (Monday to Sunday) of a calendar day; the day itself on a Sunday. */
export function weekEndOf(day: CalendarDay): CalendarDay {
  return addDays(day, (7 - weekdayOf(day)) % 7);
}

/**
 * The team's rank at the end of every week, from the first week in which a match of its group has an approved
 * result to the last such week, each computed as the standings would have been with only the results approved
 * and played by that Sunday, with the league's order. Empty for an unknown team or before any result.
 */
export function teamPositions(
  teamId: string,
  teams: readonly RankedTeam[],
  matches: readonly MatchResult[],
  rules: RankingRules,
  timeZone = DEFAULT_TIME_ZONE,
): WeekPosition[] {
  const team = teams.find((candidate) => candidate.id === teamId);
  if (team === undefined) return [];
  const category = categoryKey(team.division, team.pool);
  const group = teams.filter((other) => categoryKey(other.division, other.pool) === category);
  const inGroup = new Set(group.map((other) => other.id));
  // a date that does not parse falls in no week
  const approved = matches
    .filter((match) => hasApprovedResult(match) && !Number.isNaN(Date.parse(match.date)))
    .map((match) => ({ match, week: weekEndOf(calendarDayOf(match.date, timeZone)) }));
  const weeks = approved
    .filter(({ match }) => inGroup.has(match.homeTeamId) || inGroup.has(match.awayTeamId))
    .map(({ week }) => week)
    .sort();
  const first = weeks[0];
  // Stryker disable next-line ConditionalExpression: without a week the loop below runs none; this says so for the types
  if (first === undefined) return [];
  const last = weeks.at(-1) as CalendarDay;
  const positions: WeekPosition[] = [];
  for (let week = first; week <= last; week = addDays(week, 7)) {
    const played = approved.filter((entry) => entry.week <= week).map((entry) => entry.match);
    const [standings] = seasonRanking(group, played, { ...rules, playoffPlaces: 0 }) as [RankingGroup];
    const row = standings.rows.find((candidate) => candidate.teamId === teamId) as RankingRow;
    positions.push({ week, rank: row.rank, teams: standings.rows.length });
  }
  return positions;
}
