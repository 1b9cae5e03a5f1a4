import { calendarDayOf, NNBSP, type ScheduleFilterSet } from '@league/shared';
import { DATE_RANGE_INDEX, hasActiveFilter } from '@league/shared/schedule';
import { exportSchedule } from '@league/shared/contract';
import { DownloadLinks } from './download-links';

export const scheduleDownloadLabels = {
  what: 'le calendrier',
  shown: 'Le fichier contient les matchs affichés.',
  wholeSeason: `Le fichier contient toute la saison${NNBSP}: un fichier ne suit que les filtres d’une seule équipe et des dates.`,
} as const;

/**
 * What the export can hold of the page's filters: the query of the schedule read (one team, a period). A set
 * that asks more (fields, divisions, several teams, a round, the cancelled matches) gives the whole season.
 */
export function exportQueryOf(
  filters: ScheduleFilterSet,
  timeZone: string,
): { query: Record<string, string | undefined>; whole: boolean } {
  const { fieldNamesFilter, divisionsFilter, teamNamesFilter, cancelledFilter, roundFilter, dateRangeFilter } = filters;
  const fits =
    fieldNamesFilter.length === 0 &&
    divisionsFilter.length === 0 &&
    teamNamesFilter.length <= 1 &&
    !cancelledFilter &&
    roundFilter === null;
  if (!fits) return { query: {}, whole: true };
  const [start, end, index] = dateRangeFilter;
  const period =
    index === DATE_RANGE_INDEX.wholeSeason
      ? {}
      : { from: calendarDayOf(start, timeZone), to: calendarDayOf(end, timeZone) };
  return { query: { team: teamNamesFilter[0], ...period }, whole: false };
}

/** The schedule's files, holding what the page shows when its filters allow (docs/product.md#exports). */
export function ScheduleDownloads({ filters, timeZone }: { filters: ScheduleFilterSet; timeZone: string }) {
  const { query, whole } = exportQueryOf(filters, timeZone);
  const note = !hasActiveFilter(filters)
    ? undefined
    : whole
      ? scheduleDownloadLabels.wholeSeason
      : scheduleDownloadLabels.shown;
  return <DownloadLinks entry={exportSchedule} what={scheduleDownloadLabels.what} query={query} note={note} />;
}
