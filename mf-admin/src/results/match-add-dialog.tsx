import {
  api,
  ApiError,
  Dialog,
  leagueDataStore,
  messages,
  uiConfigStore,
  useLeagueWrite,
  useObservable,
} from '@league/shared';
import type { Field } from '@league/shared/schemas';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import styles from './results.module.css';
import { zonedDateTime } from './zoned-date';

export const addLabels = {
  title: 'Ajouter un match',
  day: 'Date',
  time: 'Heure',
  field: 'Terrain',
  away: 'Équipe visiteuse',
  home: 'Équipe receveuse',
  choose: 'Choisir…',
  submit: 'Ajouter',
  added: 'Match ajouté.',
  missing: 'Remplissez la date, l’heure, le terrain et les deux équipes.',
  itself: 'Une équipe ne joue pas contre elle-même.',
} as const;

interface NewMatch {
  day: string;
  time: string;
  field: string;
  awayTeam: string;
  homeTeam: string;
}
const EMPTY: NewMatch = { day: '', time: '', field: '', awayTeam: '', homeTeam: '' };

/** What is wrong with the form before it is sent, or null. */
export function newMatchProblem(form: NewMatch): string | null {
  if (Object.values(form).some((value) => value === '')) return addLabels.missing;
  return form.homeTeam === form.awayTeam ? addLabels.itself : null;
}

/** The spec's message, then the server's reason when it gave one (a team already playing at that time). */
const failure = (error: unknown) =>
  error instanceof ApiError ? `${messages.matchAddFailed} : ${error.message}` : messages.matchAddFailed;

/** An administrator adds a match to the season: when, where, who. What was typed stays when it fails. */
export function MatchAddDialog({ onClose }: { onClose(): void }) {
  const { timeZone } = useObservable(uiConfigStore);
  const { teams } = useObservable(leagueDataStore);
  const [fields, setFields] = useState<Field[]>([]);
  const [form, setForm] = useState<NewMatch>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const write = useLeagueWrite('schedule/add', {
    failure,
    touches: ['schedule', 'seasonRanking', 'stats'],
    toast: false,
  });

  useEffect(() => {
    api.get<{ fields: Field[] }>('/api/fields').then(
      (answer) => setFields(answer.fields),
      () => setFields([]),
    );
  }, []);

  const change = (part: Partial<NewMatch>) => {
    setForm((current) => ({ ...current, ...part }));
    setProblem(null);
    write.reset();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = newMatchProblem(form);
    if (refusal) return setProblem(refusal);
    const body = {
      date: zonedDateTime(form.day, form.time, timeZone),
      field: form.field,
      homeTeam: form.homeTeam,
      awayTeam: form.awayTeam,
    };
    const outcome = await write.run(() => api.post('/api/schedule/add', body), {
      success: addLabels.added,
      toast: true,
    });
    if (outcome.ok) onClose();
  };

  const teamNames = teams.map((team) => team.name);
  const shown = problem ?? (write.state.status === 'error' ? write.state.message : null);
  return (
    <Dialog title={addLabels.title} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.scores}>
          <Labelled label={addLabels.day}>
            {(id) => (
              <input
                id={id}
                className={styles.input}
                type="date"
                value={form.day}
                onChange={(e) => change({ day: e.target.value })}
              />
            )}
          </Labelled>
          <Labelled label={addLabels.time}>
            {(id) => (
              <input
                id={id}
                className={styles.input}
                type="time"
                value={form.time}
                onChange={(e) => change({ time: e.target.value })}
              />
            )}
          </Labelled>
        </div>
        <Choice
          label={addLabels.field}
          value={form.field}
          options={fields.map((field) => field.name)}
          onChange={(field) => change({ field })}
        />
        <Choice
          label={addLabels.away}
          value={form.awayTeam}
          options={teamNames}
          onChange={(awayTeam) => change({ awayTeam })}
        />
        <Choice
          label={addLabels.home}
          value={form.homeTeam}
          options={teamNames}
          onChange={(homeTeam) => change({ homeTeam })}
        />
        {shown && (
          <p role="alert" className={styles.error}>
            {shown}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={write.busy}>
          {addLabels.submit}
        </button>
      </form>
    </Dialog>
  );
}

function Labelled({ label, children }: { label: string; children(id: string): ReactNode }) {
  const id = useId();
  return (
    <div className={styles.score}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange(value: string): void;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <select id={id} className={styles.input} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{addLabels.choose}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}
