import { calendarDayOf } from '@league/shared';
import { addDays, startOfDayMs, weekStartOf } from '@league/shared/schedule';
import { SCHEDULE_WINDOW_WEEKS, type Match, type ScheduleQuery, type ScheduleWindow } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { matchCount, matchRows, nearestMatchDate, toMatch } from './schedule-repository';

/** GET /api/schedule's answer: the whole season, or the window the query names (with what lies beyond it). */
export interface ScheduleRead {
  schedule: Match[];
  window?: ScheduleWindow;
}

/** The stored (UTC ISO) first instant of a calendar day of the league's time zone. */
const dayStart = (day: string, timeZone: string) => new Date(startOfDayMs(day, timeZone)).toISOString();

/**
 * A window `around` a day opens where the schedule page opens (shared `openingWeekIndex`): the week holding the
 * day, else the next week with a match, else the season's first week.
 */
async function windowDays(db: Db, season: string, query: ScheduleQuery, timeZone: string) {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  if (query.around === undefined) return null;
  const weekOfDay = weekStartOf(query.around);
  const anchor =
    (await nearestMatchDate(db, season, 'from', dayStart(weekOfDay, timeZone), query.team)) ??
    (await nearestMatchDate(db, season, 'from', '', query.team));
  const from = anchor === null ? weekOfDay : weekStartOf(calendarDayOf(anchor, timeZone));
  return { from, to: addDays(from, 7 * (query.weeks ?? SCHEDULE_WINDOW_WEEKS) - 1) };
}

export async function readSchedule(db: Db, season: string, query: ScheduleQuery, timeZone: string) {
  const days = await windowDays(db, season, query, timeZone);
  if (days === null) {
    const rows = await matchRows(db, season, { team: query.team });
    return { schedule: rows.map((row) => toMatch(row, timeZone)) } satisfies ScheduleRead;
  }
  const [from, until] = [dayStart(days.from, timeZone), dayStart(addDays(days.to, 1), timeZone)];
  const [rows, earlier, later, count] = await Promise.all([
    matchRows(db, season, { from, until, team: query.team }),
    nearestMatchDate(db, season, 'before', from, query.team),
    nearestMatchDate(db, season, 'from', until, query.team),
    matchCount(db, season, query.team),
  ]);
  const dayOf = (date: string | null) => (date === null ? null : calendarDayOf(date, timeZone));
  return {
    schedule: rows.map((row) => toMatch(row, timeZone)),
    window: { ...days, earlier: dayOf(earlier), later: dayOf(later), count },
  } satisfies ScheduleRead;
}
