import { calendarDayOf, type ScheduleFilterSet } from '@league/shared';
import {
  customDateRange,
  DATE_RANGE_CHOICES,
  DATE_RANGE_INDEX,
  isCalendarDay,
  predefinedDateRange,
  resetSection,
} from '@league/shared/schedule';
import { useId } from 'react';
import styles from './filters-dialog.module.css';
import { SCHEDULE_LABELS } from './schedule-labels';

/** One choice among the predefined ranges; the custom one shows its two days. */
export function DateSection({
  filters,
  timeZone,
  onChange,
}: {
  filters: ScheduleFilterSet;
  timeZone: string;
  onChange: (next: ScheduleFilterSet) => void;
}) {
  const name = useId();
  const [start, end, index] = filters.dateRangeFilter;
  const choose = (choice: number) =>
    onChange({ ...filters, dateRangeFilter: predefinedDateRange(choice, Date.now(), timeZone) });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.visuallyHidden}>{SCHEDULE_LABELS.period}</legend>
      <ul className={styles.choices}>
        {DATE_RANGE_CHOICES.map((choice) => (
          <li key={choice.index}>
            <label>
              <input type="radio" name={name} checked={index === choice.index} onChange={() => choose(choice.index)} />{' '}
              {choice.label}
            </label>
          </li>
        ))}
      </ul>
      {index === DATE_RANGE_INDEX.custom && (
        <CustomDays
          from={calendarDayOf(start, timeZone)}
          to={calendarDayOf(end, timeZone)}
          onChange={(from, to) => onChange({ ...filters, dateRangeFilter: customDateRange(from, to, timeZone) })}
        />
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.sectionAction} onClick={() => onChange(resetSection(filters, 'date'))}>
          {SCHEDULE_LABELS.reset}
        </button>
      </div>
    </fieldset>
  );
}

/** Two day pickers; a day past the other one moves the other along, so the range never runs backwards. */
function CustomDays({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className={styles.days}>
      <div>
        <label htmlFor={fromId}>{SCHEDULE_LABELS.from}</label>
        <input
          id={fromId}
          type="date"
          value={from}
          onChange={(event) => {
            const day = event.target.value;
            if (isCalendarDay(day)) onChange(day, day > to ? day : to);
          }}
        />
      </div>
      <div>
        <label htmlFor={toId}>{SCHEDULE_LABELS.to}</label>
        <input
          id={toId}
          type="date"
          value={to}
          onChange={(event) => {
            const day = event.target.value;
            if (isCalendarDay(day)) onChange(day < from ? day : from, day);
          }}
        />
      </div>
    </div>
  );
}
