import { useId, useState } from 'react';
import { REQUIRED } from './fields';
import styles from './editor.module.css';

/** The option that opens a text input for a value the list does not have yet (a new division, a new pool). */
export const OTHER_CHOICE = 'Autre…';
/** the « Autre… » option's value: no division or pool name starts and ends with two hyphens */
export const OTHER_VALUE = '--autre--';

/**
 * A value chosen from the league's list (the divisions or pools its teams use), or typed when new: « Autre… »
 * shows a text input labelled `newLabel`. A value that is in no list (an archived division) shows typed.
 * 'Champ requis' shows while a required one is empty.
 */
export function ChoiceField({
  label,
  newLabel,
  value,
  choices,
  placeholder,
  missing = false,
  error,
  onChange,
}: {
  label: string;
  newLabel: string;
  value: string;
  choices: readonly string[];
  /** the first, empty option while nothing is chosen (« Choisir une division ») */
  placeholder?: string;
  missing?: boolean;
  /** the server's reason for this field */
  error?: string;
  onChange(value: string): void;
}) {
  const id = useId();
  const [other, setOther] = useState(() => choices.length === 0 || (value !== '' && !choices.includes(value)));
  const problem = missing ? REQUIRED : error;
  const described = problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.input}
        value={other ? OTHER_VALUE : value}
        {...(other ? {} : described)}
        onChange={(event) => {
          const chosen = event.target.value;
          setOther(chosen === OTHER_VALUE);
          onChange(chosen === OTHER_VALUE ? '' : chosen);
        }}
      >
        {placeholder && !other && value === '' && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
        <option value={OTHER_VALUE}>{OTHER_CHOICE}</option>
      </select>
      {other && (
        <>
          <label htmlFor={`${id}-new`}>{newLabel}</label>
          <input
            id={`${id}-new`}
            className={styles.input}
            value={value}
            maxLength={100}
            {...described}
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      )}
      {problem && (
        <p id={`${id}-problem`} className={styles.required}>
          {problem}
        </p>
      )}
    </div>
  );
}
