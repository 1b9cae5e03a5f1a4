/**
 * Local calendar days and wall-clock times of the league's time zone, turned into UTC instants.
 * The offset comes from Intl.DateTimeFormat, so daylight saving time is followed, never hard-coded.
 */
import { offsetMinutes } from '@league/shared';

export const LEAGUE_TIME_ZONE = 'America/Toronto';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day, held as the UTC midnight of that date (only its year, month and day matter). */
export type CalendarDay = Date;

export function calendarDay(year: number, month: number, day: number): CalendarDay {
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(day: CalendarDay, count: number): CalendarDay {
  return new Date(day.getTime() + count * DAY_MS);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayFromMonday(day: CalendarDay): number {
  return (day.getUTCDay() + 6) % 7;
}

/** The Monday of the week holding the day. */
export function mondayOf(day: CalendarDay): CalendarDay {
  return addDays(day, -weekdayFromMonday(day));
}

function wallClockParts(instant: Date, timeZone: string): Record<string, number> {
  const shifted = new Date(instant.getTime() + timeZoneOffsetMs(instant, timeZone));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The local calendar day of an instant in the time zone. */
export function localDayOf(instant: Date, timeZone: string): CalendarDay {
  const parts = wallClockParts(instant, timeZone);
  return calendarDay(parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1);
}

/** How far the time zone's wall clock is ahead of UTC at that instant, in milliseconds. */
export function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  return offsetMinutes(timeZone, instant) * 60_000;
}

/** The UTC instant at which the wall clock of the time zone shows `time` ('HH:mm') on that day. */
export function zonedInstant(day: CalendarDay, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const wallClock = day.getTime() + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60 * 1000;
  const guess = wallClock - timeZoneOffsetMs(new Date(wallClock), timeZone);
  return new Date(wallClock - timeZoneOffsetMs(new Date(guess), timeZone));
}

/** ISO 8601 UTC text of the local time on that day, as the database stores instants. */
export function zonedIso(day: CalendarDay, time: string, timeZone: string): string {
  return zonedInstant(day, time, timeZone).toISOString();
}
