import { WEEKDAY_NAMES } from '@league/shared/schedule-generator';
import { useId } from 'react';
import type { Field } from '@league/shared/schemas';
import { FormField } from '../lists/admin-list';
import { firstSlot, type SlotRow } from './generator-form';
import { generatorWords as words } from './generator-words';
import { RowList } from './row-list';
import styles from './generator.module.css';

/** A weekday select: lundi (1) … dimanche (7). */
export function WeekdaySelect({ value, onChange }: { value: number; onChange(weekday: number): void }) {
  return (
    <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {WEEKDAY_NAMES.map((name, index) => (
        <option key={name} value={index + 1}>
          {name}
        </option>
      ))}
    </select>
  );
}

/** A field select from the season's fields; what FormField adds (`aria-invalid`, `aria-describedby`) goes on it. */
export function FieldSelect({
  value,
  fields,
  onChange,
  ...aria
}: {
  value: string;
  fields: readonly Field[];
  onChange(field: string): void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <select {...aria} value={value} onChange={(event) => onChange(event.target.value)}>
      {value === '' && <option value="">—</option>}
      {fields.map((field) => (
        <option key={field._id} value={field._id}>
          {field.name}
        </option>
      ))}
    </select>
  );
}

/**
 * The league's weekly slots, one row each (weekday, time, field), added and removed. `problem` (formProblems' `slots`)
 * is said beside what mends it: under each time or field left empty, or, with no slot at all, under the rows,
 * describing the button that adds one.
 */
export function SlotRows({
  slots,
  fields,
  problem,
  onChange,
}: {
  slots: readonly SlotRow[];
  fields: readonly Field[];
  problem?: string;
  onChange(slots: SlotRow[]): void;
}) {
  const problemId = useId();
  const noSlot = problem !== undefined && slots.length === 0;
  const required = (value: string) => (problem !== undefined && !value ? words.required : undefined);
  return (
    <RowList
      legend={words.slots}
      rows={slots}
      rowLabel={words.slotGroup}
      removeLabel={words.removeSlot}
      addLabel={words.addSlot}
      // a new row repeats the last one: the next slot is usually the same evening, later
      newRow={() => {
        const last = slots[slots.length - 1];
        return last ? { ...last } : firstSlot(fields[0]?._id);
      }}
      before={
        <>
          <p className={styles.hint}>{words.slotsHint}</p>
          {fields.length === 0 && <p className={styles.problem}>{words.noField}</p>}
        </>
      }
      after={
        noSlot && (
          <p id={problemId} className={styles.problem}>
            {problem}
          </p>
        )
      }
      addProblem={noSlot ? problemId : undefined}
      onChange={onChange}
      renderRow={(slot, set) => (
        <>
          <div className={styles.field}>
            <FormField label={words.weekday}>
              <WeekdaySelect value={slot.weekday} onChange={(weekday) => set({ weekday })} />
            </FormField>
          </div>
          <div className={styles.field}>
            <FormField label={words.time} error={required(slot.time)}>
              <input type="time" value={slot.time} onChange={(event) => set({ time: event.target.value })} />
            </FormField>
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <FormField label={words.field} error={required(slot.field)}>
              <FieldSelect value={slot.field} fields={fields} onChange={(field) => set({ field })} />
            </FormField>
          </div>
        </>
      )}
    />
  );
}
