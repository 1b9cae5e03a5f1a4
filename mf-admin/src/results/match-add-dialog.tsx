import {
  BusyButton,
  call,
  Dialog,
  emit,
  failureText,
  leagueDataStore,
  messages,
  uiConfigStore,
  useLeagueWrite,
  useObservable,
  zonedDateTime,
} from '@league/shared';
import { addMatch } from '@league/shared/contract';
import { useState, type FormEvent } from 'react';
import {
  EMPTY_PLACE,
  FormAlert,
  matchFormLabels,
  MatchPlaceFields,
  placeProblem,
  useFieldNames,
  usePassableWarning,
  WarningToPass,
  type MatchPlaceForm,
} from './match-form';
import styles from './results.module.css';

export const addLabels = {
  ...matchFormLabels,
  title: 'Ajouter un match',
  submit: 'Ajouter',
  submitAnyway: 'Ajouter quand même',
  added: 'Match ajouté.',
} as const;

/** The spec's message, then the server's reason once (a team already playing at that time). */
const failure = (error: unknown) => failureText(messages.matchAddFailed, error);

/** An administrator adds a match to the season: when, where, who. What was typed stays when it fails. */
export function MatchAddDialog({ onClose }: { onClose(): void }) {
  const { timeZone } = useObservable(uiConfigStore);
  const { teams } = useObservable(leagueDataStore);
  const fields = useFieldNames();
  const [form, setForm] = useState<MatchPlaceForm>(EMPTY_PLACE);
  const [problem, setProblem] = useState<string | null>(null);
  const warning = usePassableWarning();
  const write = useLeagueWrite('schedule/add', {
    failure,
    // the dialog says what failed; the toast what worked, once it closes
    toast: false,
  });

  const change = (part: Partial<MatchPlaceForm>) => {
    setForm((current) => ({ ...current, ...part }));
    setProblem(null);
    warning.clear();
    write.reset();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = placeProblem(form);
    if (refusal) return setProblem(refusal);
    const body = {
      date: zonedDateTime(form.day, form.time, timeZone),
      field: form.field,
      homeTeam: form.homeTeam,
      awayTeam: form.awayTeam,
      ...warning.passed(),
    };
    const outcome = await write.run(() => call(addMatch, { body }), { success: addLabels.added });
    if (warning.caught(outcome, write) || !outcome.ok) return;
    onClose();
    emit({ type: 'toast', level: 'info', message: addLabels.added });
  };

  return (
    <Dialog title={addLabels.title} onClose={onClose}>
      <form className="league-form" onSubmit={(event) => void submit(event)} noValidate>
        <MatchPlaceFields form={form} fields={fields} teams={teams.map((team) => team.name)} onChange={change} />
        <FormAlert problem={problem} write={write} />
        <WarningToPass warning={warning.warning} />
        <BusyButton type="submit" className={styles.primary} busy={write.busy}>
          {warning.warning ? addLabels.submitAnyway : addLabels.submit}
        </BusyButton>
      </form>
    </Dialog>
  );
}
