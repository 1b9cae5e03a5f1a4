import { useId, type ReactNode } from 'react';
import styles from './editor.module.css';

/** A required field left empty says so, and the dialog's button stays disabled. */
export const REQUIRED = 'Champ requis';

/**
 * A text input with its label, the existing values offered, and 'Champ requis' while a required one is empty, or
 * what is wrong with it (`error`: the form's own check or the server's reason) beside it.
 */
export function TextField({
  label,
  value,
  missing = false,
  error,
  maxLength = 100,
  inputMode,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  missing?: boolean;
  error?: string;
  maxLength?: number;
  /** the keyboard a phone shows ('numeric' for a year) */
  inputMode?: 'numeric';
  choices?: readonly string[];
  onChange(value: string): void;
}) {
  const id = useId();
  const problem = missing ? REQUIRED : error;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        value={value}
        maxLength={maxLength}
        inputMode={inputMode}
        list={choices ? `${id}-choices` : undefined}
        aria-invalid={problem !== undefined}
        aria-describedby={problem ? `${id}-required` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {choices && (
        <datalist id={`${id}-choices`}>
          {choices.map((choice) => (
            <option key={choice} value={choice} />
          ))}
        </datalist>
      )}
      {problem && (
        <p id={`${id}-required`} className={styles.required}>
          {problem}
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
