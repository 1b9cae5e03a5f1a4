import { DEFAULT_TIME_ZONE, zonedInstant } from '../dates';

/**
 * Calendar days ('2026-06-06') as the league lives them, in its time zone. Day arithmetic runs on UTC dates so
 * that a daylight-saving change never shifts a day.
 */
export type CalendarDay = string;

const DAY_MS = 86_400_000;
// Stryker disable next-line Regex: the round trip through toISOString in isCalendarDay refuses anything around the day
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real date written 'YYYY-MM-DD' (not '2026-02-30'). */
export function isCalendarDay(value: string): boolean {
  const parts = DAY_PATTERN.exec(value);
  if (!parts) return false;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.toISOString().slice(0, 10) === value;
}

const utcOf = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`);
const dayOfUtc = (ms: number): CalendarDay => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayOfUtc(utcOf(day) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: CalendarDay): number {
  return new Date(utcOf(day)).getUTCDay();
}

/** The first instant (ms) of a calendar day in a time zone, daylight-saving changes included. */
export function startOfDayMs(day: CalendarDay, timeZone = DEFAULT_TIME_ZONE): number {
  return zonedInstant(day, '00:00', timeZone).getTime();
}

/** The last millisecond of a calendar day in a time zone. */
export function endOfDayMs(day: CalendarDay, timeZone = DEFAULT_TIME_ZONE): number {
  return startOfDayMs(addDays(day, 1), timeZone) - 1;
}
