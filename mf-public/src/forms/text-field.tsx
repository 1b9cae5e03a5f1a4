import { useId, type Ref } from 'react';
import styles from './forms.module.css';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** shown but not yet typed into (a server-rendered form before its script runs) */
  readOnly?: boolean;
}

/** A labelled text input or text area whose problem is read with it by screen readers. */
export function TextField({ label, value, onChange, problem, multiline, hint, inputRef, ...rest }: TextFieldProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  const shared = {
    id,
    value,
    ref: inputRef,
    required: rest.required,
    readOnly: rest.readOnly,
    autoComplete: rest.autoComplete,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    className: styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {hint && <span className={styles.hint}> {hint}</span>}
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={rest.type ?? 'text'} onChange={(event) => onChange(event.target.value)} />
      )}
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
