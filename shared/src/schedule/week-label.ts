import { lazily } from '../lazily';
import type { CalendarDay } from './calendar-days';

/** French names of calendar days, which carry no time zone of their own (read at noon UTC), with or without the year. */
const dayFormat = (withYear: boolean) =>
  lazily(
    () =>
      new Intl.DateTimeFormat('fr-CA', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        ...(withYear ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      }),
  );
const weekdayDayMonth = dayFormat(false);
const fullDay = dayFormat(true);
const atNoon = (day: CalendarDay) => new Date(`${day}T12:00:00Z`);

/** 'samedi 6 juin 2026' */
export function dayLabel(day: CalendarDay): string {
  return fullDay().format(atNoon(day));
}

/** 'Semaine du samedi 6 juin au vendredi 12 juin' (the year is added when the week spans two years). */
export function weekLabel(week: { start: CalendarDay; end: CalendarDay }): string {
  const sameYear = week.start.slice(0, 4) === week.end.slice(0, 4);
  const format = sameYear ? weekdayDayMonth() : fullDay();
  return `Semaine du ${format.format(atNoon(week.start))} au ${format.format(atNoon(week.end))}`;
}
