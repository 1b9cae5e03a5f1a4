import { calendarDayOf } from '@league/shared';
import type { Match } from '@league/shared/schemas';

/**
 * Which matches Home shows. Days are calendar days in the league's time zone, so a match at 21 h is on the day
 * people played it. A match stays "upcoming" all of its day until its result is approved.
 */
export interface Matchday {
  day: string;
  matches: Match[];
}

export const FAVOURITE_MATCHES_SHOWN = 6;

const byDate = (a: Match, b: Match) => Date.parse(a.date) - Date.parse(b.date) || a.field.localeCompare(b.field);

const isUpcoming = (match: Match, today: string, timeZone: string) =>
  match.result === null && match.status !== 'cancelled' && calendarDayOf(match.date, timeZone) >= today;

/** The next matches of the favourite teams, soonest first (a cancelled match waits for its new date). */
export function upcomingForFavourites(
  schedule: readonly Match[],
  favourites: readonly string[],
  now: number,
  timeZone: string,
  limit = FAVOURITE_MATCHES_SHOWN,
): Match[] {
  const today = calendarDayOf(now, timeZone);
  const teams = new Set(favourites);
  return schedule
    .filter((match) => (teams.has(match.homeTeam) || teams.has(match.awayTeam)) && isUpcoming(match, today, timeZone))
    .sort(byDate)
    .slice(0, limit);
}

/** Every match of the next day that has a match still to play (today counts), or null when the season is over. */
export function nextMatchday(schedule: readonly Match[], now: number, timeZone: string): Matchday | null {
  const today = calendarDayOf(now, timeZone);
  const days = schedule
    .filter((match) => isUpcoming(match, today, timeZone))
    .map((m) => calendarDayOf(m.date, timeZone));
  if (days.length === 0) return null;
  const day = days.reduce((first, candidate) => (candidate < first ? candidate : first));
  return { day, matches: matchesOn(schedule, day, timeZone) };
}

/**
 * The last day with an approved result, with what happened that day: results, cancellations and scores awaiting
 * approval (matches of that day still to be played are left for the upcoming list).
 */
export function latestResults(schedule: readonly Match[], timeZone: string): Matchday | null {
  const days = schedule.filter((match) => match.result !== null).map((m) => calendarDayOf(m.date, timeZone));
  if (days.length === 0) return null;
  const day = days.reduce((last, candidate) => (candidate > last ? candidate : last));
  const decided = (match: Match) =>
    match.result !== null || match.status === 'cancelled' || match.pendingApproval !== null;
  return { day, matches: matchesOn(schedule, day, timeZone).filter(decided) };
}

function matchesOn(schedule: readonly Match[], day: string, timeZone: string): Match[] {
  return schedule.filter((match) => calendarDayOf(match.date, timeZone) === day).sort(byDate);
}
