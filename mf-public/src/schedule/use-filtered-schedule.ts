import { leagueDataStore, useObservable, type ScheduleFilterSet } from '@league/shared';
import { applyScheduleFilters, filterChoicesOf, groupByWeek, keepKnownChoices } from '@league/shared/schedule';
import type { Match } from '@league/shared/schemas';
import { useMemo } from 'react';
import { useShownSchedule } from './use-shown-schedule';

const NO_MATCH: readonly Match[] = [];

/**
 * The schedule as the page shows it: the part read (the whole season when `whole`), the choices its filters offer,
 * the address's filters kept to those choices, and the matches they let through, by week.
 */
export function useFilteredSchedule(addressFilters: ScheduleFilterSet, whole: boolean, timeZone: string) {
  const { teams } = useObservable(leagueDataStore);
  const read = useShownSchedule(whole, timeZone);
  const schedule = read.status === 'ready' ? read.slice.schedule : NO_MATCH;
  const choices = useMemo(() => filterChoicesOf(teams, schedule), [teams, schedule]);
  const filters = useMemo(() => keepKnownChoices(addressFilters, choices), [addressFilters, choices]);
  const weeks = useMemo(
    () => groupByWeek(applyScheduleFilters(filters, schedule), timeZone),
    [filters, schedule, timeZone],
  );
  const shown = useMemo(() => weeks.flatMap((week) => week.days.flatMap((day) => day.matches)), [weeks]);
  return { read, schedule, teams, choices, filters, weeks, shown };
}
