import { DEFAULT_TIME_ZONE } from '../dates';
import { calendarDayOf } from '../french-dates';
import { isCalendarDay } from './calendar-days';
import {
  customDateRange,
  DATE_RANGE_CHOICES,
  DATE_RANGE_INDEX,
  dateRangeChoice,
  defaultCustomDateRange,
  predefinedDateRange,
} from './date-ranges';
import { NO_SCHEDULE_FILTER, type ScheduleFilterSet } from './filter-set';

/**
 * The filter set in the page's address, so that a filtered schedule can be shared and survives a reload.
 * Predefined date ranges are written by name and recomputed on reading (« cette semaine » stays this week);
 * a custom range by its two calendar days. Anything unreadable is dropped, never thrown.
 */
export const FILTER_QUERY_KEYS = {
  fields: 'terrain',
  teams: 'equipe',
  divisions: 'division',
  period: 'periode',
  from: 'du',
  to: 'au',
  cancelled: 'annules',
  round: 'ronde',
} as const;

const MAX_NAMES = 200;
const MAX_NAME_LENGTH = 120;
const MAX_ROUND = 1000;

export interface FilterQueryContext {
  now: Date | number;
  timeZone?: string;
}

export function filterSetToQuery(filters: ScheduleFilterSet, timeZone = DEFAULT_TIME_ZONE): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of filters.fieldNamesFilter) query.append(FILTER_QUERY_KEYS.fields, name);
  for (const name of filters.teamNamesFilter) query.append(FILTER_QUERY_KEYS.teams, name);
  for (const name of filters.divisionsFilter) query.append(FILTER_QUERY_KEYS.divisions, name);
  const [start, end, index] = filters.dateRangeFilter;
  const choice = dateRangeChoice(index);
  if (choice && index !== DATE_RANGE_INDEX.wholeSeason) {
    query.set(FILTER_QUERY_KEYS.period, choice.slug);
    if (index === DATE_RANGE_INDEX.custom) {
      query.set(FILTER_QUERY_KEYS.from, calendarDayOf(start, timeZone));
      query.set(FILTER_QUERY_KEYS.to, calendarDayOf(end, timeZone));
    }
  }
  if (filters.cancelledFilter) query.set(FILTER_QUERY_KEYS.cancelled, '1');
  if (filters.roundFilter !== null) query.set(FILTER_QUERY_KEYS.round, String(filters.roundFilter));
  return query;
}

function names(query: URLSearchParams, key: string): string[] {
  const kept = query
    .getAll(key)
    .map((name) => name.trim())
    .filter((name) => name !== '' && name.length <= MAX_NAME_LENGTH);
  return [...new Set(kept)].slice(0, MAX_NAMES);
}

function dateRange(query: URLSearchParams, { now, timeZone = DEFAULT_TIME_ZONE }: FilterQueryContext) {
  const choice = DATE_RANGE_CHOICES.find((candidate) => candidate.slug === query.get(FILTER_QUERY_KEYS.period));
  if (!choice) return NO_SCHEDULE_FILTER.dateRangeFilter;
  if (choice.index !== DATE_RANGE_INDEX.custom) return predefinedDateRange(choice.index, now, timeZone);
  // Stryker disable next-line StringLiteral: isCalendarDay refuses a missing day as it refuses any other text
  const from = query.get(FILTER_QUERY_KEYS.from) ?? '';
  // Stryker disable next-line StringLiteral: as above
  const to = query.get(FILTER_QUERY_KEYS.to) ?? '';
  if (!isCalendarDay(from) || !isCalendarDay(to) || from > to) return defaultCustomDateRange(now, timeZone);
  return customDateRange(from, to, timeZone);
}

function round(query: URLSearchParams): number | null {
  // Stryker disable next-line StringLiteral: the pattern refuses a missing round as it refuses any other text
  const text = query.get(FILTER_QUERY_KEYS.round) ?? '';
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_ROUND ? value : null;
}

export function filterSetFromQuery(query: URLSearchParams, context: FilterQueryContext): ScheduleFilterSet {
  return {
    fieldNamesFilter: names(query, FILTER_QUERY_KEYS.fields),
    teamNamesFilter: names(query, FILTER_QUERY_KEYS.teams),
    divisionsFilter: names(query, FILTER_QUERY_KEYS.divisions),
    cancelledFilter: query.get(FILTER_QUERY_KEYS.cancelled) === '1',
    dateRangeFilter: dateRange(query, context),
    roundFilter: round(query),
  };
}

/** Keeps the filter keys of `filters` and any other parameter the address already had. */
export function withFilterQuery(
  current: URLSearchParams,
  filters: ScheduleFilterSet,
  timeZone = DEFAULT_TIME_ZONE,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.values(FILTER_QUERY_KEYS)) next.delete(key);
  for (const [key, value] of filterSetToQuery(filters, timeZone)) next.append(key, value);
  return next;
}
