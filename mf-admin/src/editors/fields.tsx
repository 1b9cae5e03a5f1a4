import { useId, type ReactNode } from 'react';
import styles from './editor.module.css';

/** Spec §5: a required field left empty says so, and the dialog's button stays disabled. */
export const REQUIRED = 'Champ requis';

/** A text input with its label, the existing values offered, and 'Champ requis' while a required one is empty. */
export function TextField({
  label,
  value,
  missing = false,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  missing?: boolean;
  choices?: readonly string[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        value={value}
        list={choices ? `${id}-choices` : undefined}
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-required` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {choices && (
        <datalist id={`${id}-choices`}>
          {choices.map((choice) => (
            <option key={choice} value={choice} />
          ))}
        </datalist>
      )}
      {missing && (
        <p id={`${id}-required`} className={styles.required}>
          {REQUIRED}
        </p>
      )}
    </div>
  );
}

export function Field({ label, children }: { label: string; children(id: string): ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
