import { useId } from 'react';
import styles from './seasons.module.css';

interface DayRange {
  startDate: string;
  stopDate: string;
}

interface DayRangeFieldsProps {
  range: DayRange;
  onChange(patch: Partial<DayRange>): void;
  /** what is wrong with each day, said beside it */
  problems?: Partial<Record<keyof DayRange, string>>;
}

/** An archive's first and last days, side by side (one above the other on a narrow phone). */
export function DayRangeFields({ range, onChange, problems = {} }: DayRangeFieldsProps) {
  const id = useId();
  const day = (key: keyof DayRange, label: string) => {
    const problem = problems[key];
    // the reason sits outside the label, so that the field's name stays 'Du' or 'Au'
    return (
      <div className={styles.field}>
        <label>
          {label}
          <input
            type="date"
            value={range[key]}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-${key}` : undefined}
            onChange={(event) => onChange({ [key]: event.target.value })}
          />
        </label>
        {problem && (
          <span id={`${id}-${key}`} className={styles.problem}>
            {problem}
          </span>
        )}
      </div>
    );
  };
  return (
    <div className={styles.dates}>
      {day('startDate', 'Du')}
      {day('stopDate', 'Au')}
    </div>
  );
}
