import { addDays, weekdayOf, type CalendarDay } from '../schedule/calendar-days';
import type { DatedSlot, IsoWeekday, WeeklySlot } from './types';

/** The ISO weekday of a calendar day: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(day: CalendarDay): IsoWeekday {
  return (((weekdayOf(day) + 6) % 7) + 1) as IsoWeekday;
}

/**
 * The weekly slots laid on every day of [from, to] but the days without games, in the order they are played:
 * by day, then time, then the order the weekly slots list the fields.
 */
export function datedSlots(
  from: CalendarDay,
  to: CalendarDay,
  weekly: readonly WeeklySlot[],
  skipDays: readonly CalendarDay[],
): DatedSlot[] {
  const skipped = new Set(skipDays);
  // a stable sort: slots at one time keep the order they came in
  const byTime = [...weekly].sort((a, b) => a.time.localeCompare(b.time));
  const slots: DatedSlot[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (skipped.has(day)) continue;
    const weekday = isoWeekdayOf(day);
    for (const slot of byTime) if (slot.weekday === weekday) slots.push({ day, time: slot.time, field: slot.field });
  }
  return slots;
}
