import { CUSTOM_DATE_RANGE_INDEX } from '../constants';
import { DEFAULT_TIME_ZONE } from '../dates';
import { calendarDayOf } from '../french-dates';
import { addDays, endOfDayMs, startOfDayMs, type CalendarDay } from './calendar-days';
import { weekStartOf } from './weeks';

/** dateRangeFilter is [start in ms, end in ms (inclusive), index]. */
export type DateRangeFilter = readonly [start: number, end: number, index: number];

/** The choices of the date section. Index 1 is the custom range; the others are ours. */
export const DATE_RANGE_INDEX = {
  wholeSeason: 0,
  custom: CUSTOM_DATE_RANGE_INDEX,
  thisWeek: 2,
  nextWeek: 3,
  lastWeek: 4,
  thisMonth: 5,
} as const;

export interface DateRangeChoice {
  index: number;
  label: string;
  /** how the choice is written in the page's address */
  slug: string;
}

/** In the order the dialog lists them. */
export const DATE_RANGE_CHOICES: readonly DateRangeChoice[] = [
  { index: DATE_RANGE_INDEX.thisWeek, label: 'Cette semaine', slug: 'semaine' },
  { index: DATE_RANGE_INDEX.nextWeek, label: 'Semaine prochaine', slug: 'semaine-prochaine' },
  { index: DATE_RANGE_INDEX.lastWeek, label: 'Semaine dernière', slug: 'semaine-derniere' },
  { index: DATE_RANGE_INDEX.thisMonth, label: 'Ce mois-ci', slug: 'mois' },
  { index: DATE_RANGE_INDEX.wholeSeason, label: 'Toute la saison', slug: 'saison' },
  { index: DATE_RANGE_INDEX.custom, label: 'Personnalisée', slug: 'personnalisee' },
];

/** The widest instants a Date can hold: the whole season whatever its dates. */
const EARLIEST = -8.64e15;
const LATEST = 8.64e15;
export const WHOLE_SEASON: DateRangeFilter = [EARLIEST, LATEST, DATE_RANGE_INDEX.wholeSeason];

/** From the first instant of `from` to the last of `to`, as a custom range. */
export function customDateRange(from: CalendarDay, to: CalendarDay, timeZone = DEFAULT_TIME_ZONE): DateRangeFilter {
  return [startOfDayMs(from, timeZone), endOfDayMs(to, timeZone), DATE_RANGE_INDEX.custom];
}

/** A custom range starts as Jan 1 to Dec 10 of the current year. */
export function defaultCustomDateRange(now: Date | number, timeZone = DEFAULT_TIME_ZONE): DateRangeFilter {
  const year = calendarDayOf(now, timeZone).slice(0, 4);
  return customDateRange(`${year}-01-01`, `${year}-12-10`, timeZone);
}

function daysSpan(index: number, today: CalendarDay): [CalendarDay, CalendarDay] | null {
  const thisSaturday = weekStartOf(today);
  switch (index) {
    case DATE_RANGE_INDEX.thisWeek:
      return [thisSaturday, addDays(thisSaturday, 6)];
    case DATE_RANGE_INDEX.nextWeek:
      return [addDays(thisSaturday, 7), addDays(thisSaturday, 13)];
    case DATE_RANGE_INDEX.lastWeek:
      return [addDays(thisSaturday, -7), addDays(thisSaturday, -1)];
    case DATE_RANGE_INDEX.thisMonth: {
      const first = `${today.slice(0, 7)}-01`;
      return [first, addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1)];
    }
  }
  return null;
}

/**
 * The range of a predefined choice relative to `now` (weeks from Saturday, the month of `now`), on calendar
 * days of the league's time zone. The custom choice gets its default range; an unknown index the whole season.
 */
export function predefinedDateRange(index: number, now: Date | number, timeZone = DEFAULT_TIME_ZONE): DateRangeFilter {
  if (index === DATE_RANGE_INDEX.custom) return defaultCustomDateRange(now, timeZone);
  const span = daysSpan(index, calendarDayOf(now, timeZone));
  if (!span) return WHOLE_SEASON;
  return [startOfDayMs(span[0], timeZone), endOfDayMs(span[1], timeZone), index];
}

export function dateRangeChoice(index: number): DateRangeChoice | undefined {
  return DATE_RANGE_CHOICES.find((choice) => choice.index === index);
}

/** True when an instant falls inside the range (the whole season holds every instant). */
export function isInDateRange(range: DateRangeFilter, instantMs: number): boolean {
  return range[2] === DATE_RANGE_INDEX.wholeSeason || (instantMs >= range[0] && instantMs <= range[1]);
}
