import { BusyButton, calendarDayOf, pageNow, Spinner, useHydrated } from '@league/shared';
import { useState, type FormEvent } from 'react';
import { timeslotLabels } from './labels';
import { useAddSlot } from './slot-writes';
import styles from './timeslots.module.css';
import { useFields } from './use-timeslots';

/**
 * An admin adds a slot: a day, a time and one of the season's fields. Read-only until the server's page has hydrated:
 * a value entered before would be lost. While the call runs the button keeps the focus and ignores presses.
 */
export function AddSlotForm() {
  const hydrated = useHydrated();
  const fields = useFields();
  const { write, add } = useAddSlot();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [field, setField] = useState('');

  if (fields.status === 'loading') return <Spinner />;
  if (fields.status === 'error') return <p role="alert">{fields.message}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.busy) return;
    void add({ date, time, field: field || (fields.data.fields[0]?._id ?? '') });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={timeslotLabels.add}>
      <label>
        {timeslotLabels.date}
        <input
          type="date"
          className={styles.field}
          required
          min={calendarDayOf(pageNow())}
          readOnly={!hydrated}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </label>
      <label>
        {timeslotLabels.time}
        <input
          type="time"
          className={styles.field}
          required
          readOnly={!hydrated}
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
      </label>
      <label>
        {timeslotLabels.field}
        <select
          className={styles.field}
          required
          disabled={!hydrated}
          value={field}
          onChange={(event) => setField(event.target.value)}
        >
          {fields.data.fields.map((option) => (
            <option key={option._id} value={option._id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <BusyButton type="submit" className={styles.primary} disabled={!hydrated} busy={write.busy}>
        {timeslotLabels.addButton}
      </BusyButton>
    </form>
  );
}
