import { ApiError, call, type LeagueWrite, type WriteOutcome } from '@league/shared';
import { MAX_SCORE } from '@league/shared/results';
import { fields as readFields } from '@league/shared/contract';
import { useEffect, useId, useState, type ReactNode } from 'react';
import styles from './results.module.css';

/**
 * The pieces of the match dialogs (add, edit, propose): a labelled input, a list to choose from, a score box,
 * and where a match takes place (day, time, field, the two teams). One form, so add and edit read the same.
 */
export const matchFormLabels = {
  day: 'Date',
  time: 'Heure',
  field: 'Terrain',
  away: 'Équipe visiteuse',
  home: 'Équipe receveuse',
  choose: 'Choisir…',
  missing: 'Remplissez la date, l’heure, le terrain et les deux équipes.',
  itself: 'Une équipe ne joue pas contre elle-même.',
} as const;

/** Where and when a match is played, as the inputs hold it (empty until chosen). */
export interface MatchPlaceForm {
  day: string;
  time: string;
  field: string;
  awayTeam: string;
  homeTeam: string;
}

export const EMPTY_PLACE: MatchPlaceForm = { day: '', time: '', field: '', awayTeam: '', homeTeam: '' };

/** What is wrong with the place before it is sent, or null. */
export function placeProblem(form: MatchPlaceForm): string | null {
  const { day, time, field, awayTeam, homeTeam } = form;
  if ([day, time, field, awayTeam, homeTeam].some((value) => value === '')) return matchFormLabels.missing;
  return homeTeam === awayTeam ? matchFormLabels.itself : null;
}

/** The season's fields by name (GET /api/fields); none when they cannot be read. */
export function useFieldNames(): string[] {
  const [fields, setFields] = useState<string[]>([]);
  useEffect(() => {
    call(readFields).then(
      (answer) => setFields(answer.fields.map((field) => field.name)),
      () => setFields([]),
    );
  }, []);
  return fields;
}

export function Labelled({ label, children }: { label: string; children(id: string): ReactNode }) {
  const id = useId();
  return (
    <div className={styles.score}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A list to choose from; 'Choisir…' first while nothing is chosen, unless every choice has a label (a status). */
export function Choice({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  /** what each option reads as, when not its value */
  labels?: Readonly<Record<string, string>>;
  onChange(value: string): void;
}) {
  // a value the list lacks (a field no longer in the season) stays chosen and visible
  const shown = value === '' || options.includes(value) ? options : [value, ...options];
  return (
    <Labelled label={label}>
      {(id) => (
        <select id={id} className={styles.input} value={value} onChange={(event) => onChange(event.target.value)}>
          {!labels && <option value="">{matchFormLabels.choose}</option>}
          {shown.map((option) => (
            <option key={option} value={option}>
              {labels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/** A whole-number box: a score (0 to MAX_SCORE) unless `min` and `max` say otherwise (a round). */
export function ScoreInput({
  label,
  value,
  min = 0,
  max = MAX_SCORE,
  disabled = false,
  onChange,
}: {
  label: string;
  value: string;
  min?: number;
  max?: number;
  disabled?: boolean;
  onChange(value: string): void;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Labelled>
  );
}

/**
 * Day, time and field; then the two teams unless `teams` is null (a series match's sides are its seeds).
 * Every change goes to `onChange` with the part that changed.
 */
export function MatchPlaceFields({
  form,
  fields,
  teams,
  onChange,
}: {
  form: MatchPlaceForm;
  fields: readonly string[];
  teams: readonly string[] | null;
  onChange(part: Partial<MatchPlaceForm>): void;
}) {
  return (
    <>
      <div className={styles.scores}>
        <Labelled label={matchFormLabels.day}>
          {(id) => (
            <input
              id={id}
              className={styles.input}
              type="date"
              value={form.day}
              onChange={(event) => onChange({ day: event.target.value })}
            />
          )}
        </Labelled>
        <Labelled label={matchFormLabels.time}>
          {(id) => (
            <input
              id={id}
              className={styles.input}
              type="time"
              value={form.time}
              onChange={(event) => onChange({ time: event.target.value })}
            />
          )}
        </Labelled>
      </div>
      <Choice
        label={matchFormLabels.field}
        value={form.field}
        options={fields}
        onChange={(field) => onChange({ field })}
      />
      {teams && (
        <>
          <Choice
            label={matchFormLabels.away}
            value={form.awayTeam}
            options={teams}
            onChange={(awayTeam) => onChange({ awayTeam })}
          />
          <Choice
            label={matchFormLabels.home}
            value={form.homeTeam}
            options={teams}
            onChange={(homeTeam) => onChange({ homeTeam })}
          />
        </>
      )}
    </>
  );
}

/** The form's own refusal, else the failed call's message, under the form, read out as it appears. */
export function FormAlert({ problem, write }: { problem: string | null; write: LeagueWrite }) {
  const message = problem ?? (write.state.status === 'error' ? write.state.message : null);
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** A warning the server lets the admin pass (a team already playing that day): its text and the key that passes it. */
export interface PassableWarning {
  message: string;
  key: string;
}

/**
 * The warning a refused write carries, or null: shown in place of the error, with the form's button saying « … quand
 * même »; the next submission sends `{ [key]: true }`. Any change to the form takes it back (the server checks again).
 */
export function usePassableWarning() {
  const [warning, setWarning] = useState<PassableWarning | null>(null);
  return {
    warning,
    /** the body's confirmation, once the warning has been shown */
    passed: (): Record<string, true> => (warning ? { [warning.key]: true } : {}),
    /** true when the outcome was such a warning (now shown) */
    caught: (outcome: WriteOutcome<unknown>, write: LeagueWrite): boolean => {
      const error = outcome.ok ? null : outcome.error;
      if (!(error instanceof ApiError) || !error.confirm) return false;
      setWarning({ message: error.message, key: error.confirm });
      write.reset();
      return true;
    },
    clear: () => setWarning(null),
  };
}

export function WarningToPass({ warning }: { warning: PassableWarning | null }) {
  return warning ? (
    <p role="alert" className={styles.warning}>
      {warning.message}
    </p>
  ) : null;
}
