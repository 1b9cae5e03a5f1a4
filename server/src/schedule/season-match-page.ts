import { calendarDayOf, paths } from '@league/shared';
import { customDateRange, FILTER_QUERY_KEYS, filterSetToQuery, NO_SCHEDULE_FILTER } from '@league/shared/schedule';

/**
 * The schedule's query for the league's day of an instant (`periode=personnalisee&du=…&au=…`), as the schedule's
 * own filter words write it.
 */
export function scheduleDayQuery(instant: string, timeZone: string): string {
  const day = calendarDayOf(instant, timeZone);
  const filters = { ...NO_SCHEDULE_FILTER, dateRangeFilter: customDateRange(day, day, timeZone) };
  return filterSetToQuery(filters, timeZone).toString();
}

/**
 * A season match's page, the one address every mail and feed links to: the schedule on the match's day showing
 * its two teams (the schedule is where a season match shows). `dayQuery` is scheduleDayQuery of its date.
 */
export function seasonMatchPath(names: { home: string; away: string }, dayQuery: string): string {
  const teams = new URLSearchParams([
    [FILTER_QUERY_KEYS.teams, names.home],
    [FILTER_QUERY_KEYS.teams, names.away],
  ]);
  return `${paths.schedule}?${teams.toString()}&${dayQuery}`;
}

/** The page of a season match played on `date`. */
export function seasonMatchPage(names: { home: string; away: string }, date: string, timeZone: string): string {
  return seasonMatchPath(names, scheduleDayQuery(date, timeZone));
}
