import { useState } from 'react';
import { FormField } from '../lists/admin-list';
import { frenchDay } from './generator-form';
import { generatorWords as words } from './generator-words';
import styles from './generator.module.css';

/** The days without games: a date typed and added, each shown with its button to take it back. */
export function SkipDays({ days, onChange }: { days: readonly string[]; onChange(days: string[]): void }) {
  const [day, setDay] = useState('');
  const add = () => {
    if (!day) return;
    onChange([...new Set([...days, day])].sort());
    setDay('');
  };
  return (
    <fieldset className={styles.group}>
      <legend>{words.skipDays}</legend>
      <p className={styles.hint}>{words.skipDaysHint}</p>
      {days.length === 0 ? (
        <p className={styles.hint}>{words.noSkipDay}</p>
      ) : (
        <ul className={styles.days}>
          {days.map((skipped) => (
            <li key={skipped}>
              {frenchDay(skipped)}
              <button
                type="button"
                aria-label={words.removeSkipDay(frenchDay(skipped))}
                onClick={() => onChange(days.filter((other) => other !== skipped))}
              >
                {words.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.adder}>
        <div className={styles.field}>
          <FormField label={words.skipDay}>
            <input
              type="date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the day rather than asking for the preview
                if (event.key !== 'Enter') return;
                event.preventDefault();
                add();
              }}
            />
          </FormField>
        </div>
        <button type="button" disabled={!day} onClick={add}>
          {words.addSkipDay}
        </button>
      </div>
    </fieldset>
  );
}
