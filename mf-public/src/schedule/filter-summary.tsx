import { calendarDayOf, NNBSP, type ScheduleFilterSet } from '@league/shared';
import {
  DATE_RANGE_INDEX,
  dateRangeChoice,
  dayLabel,
  hasActiveFilter,
  NO_SCHEDULE_FILTER,
} from '@league/shared/schedule';
import { SCHEDULE_LABELS } from './schedule-labels';
import styles from './schedule.module.css';

/** The active filters in words, under the toolbar, with one button to clear them all. */
export function FilterSummary({
  filters,
  timeZone,
  onChange,
}: {
  filters: ScheduleFilterSet;
  timeZone: string;
  onChange: (next: ScheduleFilterSet) => void;
}) {
  if (!hasActiveFilter(filters)) return null;
  return (
    <div className={styles.summary}>
      <h2 className={styles.summaryTitle}>{SCHEDULE_LABELS.activeFilters}</h2>
      <ul>
        {describeFilters(filters, timeZone).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button type="button" className={styles.clearFilters} onClick={() => onChange(NO_SCHEDULE_FILTER)}>
        {SCHEDULE_LABELS.clearAll}
      </button>
    </div>
  );
}

export function describeFilters(filters: ScheduleFilterSet, timeZone: string): string[] {
  const lines: string[] = [];
  const [start, end, index] = filters.dateRangeFilter;
  if (index === DATE_RANGE_INDEX.custom)
    lines.push(
      `${SCHEDULE_LABELS.period}${NNBSP}: du ${dayLabel(calendarDayOf(start, timeZone))} au ${dayLabel(calendarDayOf(end, timeZone))}`,
    );
  else if (index !== DATE_RANGE_INDEX.wholeSeason)
    lines.push(`${SCHEDULE_LABELS.period}${NNBSP}: ${dateRangeChoice(index)?.label ?? ''}`);
  const lists = [
    [SCHEDULE_LABELS.sections.fields, filters.fieldNamesFilter],
    [SCHEDULE_LABELS.sections.teams, filters.teamNamesFilter],
    [SCHEDULE_LABELS.sections.divisions, filters.divisionsFilter],
  ] as const;
  for (const [title, names] of lists) if (names.length > 0) lines.push(`${title}${NNBSP}: ${names.join(', ')}`);
  if (filters.roundFilter !== null) lines.push(`${SCHEDULE_LABELS.round} ${filters.roundFilter}`);
  if (filters.cancelledFilter) lines.push(SCHEDULE_LABELS.cancelledOnly);
  return lines;
}
