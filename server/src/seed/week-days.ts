/**
 * The demo league counts its evenings from Monday; calendar days ('2026-07-07') and the league's clock come from
 * @league/shared, the one home of the time-zone arithmetic.
 */
import { type CalendarDay } from '@league/shared';
import { addDays, weekdayOf } from '@league/shared/schedule';

/** 0 = Monday … 6 = Sunday. */
export function weekdayFromMonday(day: CalendarDay): number {
  return (weekdayOf(day) + 6) % 7;
}

/** The Monday of the week holding the day. */
export function mondayOf(day: CalendarDay): CalendarDay {
  return addDays(day, -weekdayFromMonday(day));
}
