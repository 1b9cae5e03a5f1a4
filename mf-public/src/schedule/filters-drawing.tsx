import { uiConfigStore, useObservable } from '@league/shared';
import { ScheduleFilters } from './filters-dialog';
import { useFilteredSchedule } from './use-filtered-schedule';
import { useScheduleFilters } from './use-schedule-filters';
import { useScheduleView } from './use-shown-schedule';

const ignore = () => undefined;

/**
 * The schedule's filters as the server draws them in the page, closed, for « Filtrer » to open before any script
 * (shared/src/bus/early-dialog.ts): the choices of the weeks the page shows and the season's count, from the stores
 * its render filled. Its fields are inert; once the page answers, the dialog itself takes its place.
 */
export function ScheduleFiltersDrawing() {
  const { timeZone } = useObservable(uiConfigStore);
  const [addressFilters] = useScheduleFilters(timeZone);
  const whole = useScheduleView()?.whole === true; // as the page: its address may name the whole season
  const { read, choices, filters, shown } = useFilteredSchedule(addressFilters, whole, timeZone);
  // the season's count, as the page's own line says it, not the first weeks' the page holds
  const matchCount = (read.status === 'ready' ? read.slice.window?.count : undefined) ?? shown.length;
  return (
    <ScheduleFilters
      filters={filters}
      choices={choices}
      timeZone={timeZone}
      matchCount={matchCount}
      onChange={ignore}
      onClose={ignore}
    />
  );
}
