import { calendarDayOf } from '@league/shared';
import { startOfDayMs } from '@league/shared/schedule';

/** Test helper: calendar days around today in the league time zone, so that "this week" is always this week. */
export const TEST_TIME_ZONE = 'America/Toronto';

export function dayFromToday(days: number): string {
  const today = calendarDayOf(Date.now(), TEST_TIME_ZONE);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant of `time` ('18:30') on a calendar day in the league time zone, as an ISO string. */
export function instantOn(day: string, time = '18:30'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(startOfDayMs(day, TEST_TIME_ZONE) + (hours * 60 + minutes) * 60_000).toISOString();
}

/** The Saturday that opens the week of `day`. */
export function saturdayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 1) % 7));
  return date.toISOString().slice(0, 10);
}
