import styles from './seasons.module.css';

interface DayRange {
  startDate: string;
  stopDate: string;
}

/** An archive's first and last days, side by side (one above the other on a narrow phone). */
export function DayRangeFields({ range, onChange }: { range: DayRange; onChange(patch: Partial<DayRange>): void }) {
  return (
    <div className={styles.dates}>
      <label>
        Du
        <input type="date" value={range.startDate} onChange={(event) => onChange({ startDate: event.target.value })} />
      </label>
      <label>
        Au
        <input type="date" value={range.stopDate} onChange={(event) => onChange({ stopDate: event.target.value })} />
      </label>
    </div>
  );
}
