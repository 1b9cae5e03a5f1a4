import {
  BusyButton,
  Dialog,
  type DialogProps,
  type EditedMatch,
  emit,
  failureText,
  formatMessage,
  leagueDataStore,
  ofTeam,
  type ResultKind,
  uiConfigStore,
  useLeagueWrite,
  useObservable,
  zonedDateTime,
  zonedParts,
} from '@league/shared';
import { proposalRefusal } from '@league/shared/results';
import type { MatchEditBody, SeriesEditBody } from '@league/shared/schemas';
import { useState, type FormEvent } from 'react';
import {
  Choice,
  FormAlert,
  usePassableWarning,
  WarningToPass,
  matchFormLabels,
  MatchPlaceFields,
  placeProblem,
  ScoreInput,
  useFieldNames,
  type MatchPlaceForm,
} from './match-form';
import { resultRoom, resultsApi } from './results-api';
import styles from './results.module.css';

type Status = NonNullable<EditedMatch['status']>;

export const editLabels = {
  ...matchFormLabels,
  title: 'Modifier le match',
  round: 'Ronde',
  status: 'Statut',
  statuses: { scheduled: 'À jouer', played: 'Joué', cancelled: 'Annulé' } satisfies Record<Status, string>,
  awayScore: (team: string) => `Pointage ${ofTeam(team)} (visiteur)`,
  homeScore: (team: string) => `Pointage ${ofTeam(team)} (receveur)`,
  submit: 'Enregistrer',
  submitAnyway: 'Enregistrer quand même',
  saved: 'Match modifié.',
  badRound: 'La ronde est un nombre entier de 1 à 999, ou vide.',
  missingPlace: 'Remplissez la date, l’heure et le terrain.',
} as const;

/** What the edit form holds: the place, the round and the status as chosen, the scores as typed. */
export interface MatchEditForm extends MatchPlaceForm {
  round: string;
  status: Status;
  away: string;
  home: string;
}

export function editFormOf(match: EditedMatch, timeZone: string): MatchEditForm {
  return {
    ...zonedParts(match.date, timeZone),
    field: match.field,
    awayTeam: match.awayTeam,
    homeTeam: match.homeTeam,
    round: match.round == null ? '' : String(match.round),
    status: match.status ?? (match.result ? 'played' : 'scheduled'),
    away: match.result ? String(match.result.away) : '',
    home: match.result ? String(match.result.home) : '',
  };
}

/** An empty box is no score (NaN, which the score rules refuse), never 0. */
const scoreOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/**
 * The body of PUT /api/{schedule|series}/edit/{id}, or the French reason it cannot be sent. A played match has
 * two scores once it has started; the others have none. A series match keeps its sides: no teams, no round.
 */
export function editBodyOf(
  form: MatchEditForm,
  kind: ResultKind,
  timeZone: string,
  now: Date,
): { body: MatchEditBody | SeriesEditBody } | { problem: string } {
  if (kind === 'series' && [form.day, form.time, form.field].includes('')) return { problem: editLabels.missingPlace };
  const place = kind === 'series' ? null : placeProblem(form);
  if (place) return { problem: place };
  const round = form.round.trim();
  if (round !== '' && !(/^\d{1,3}$/.test(round) && Number(round) >= 1)) return { problem: editLabels.badRound };
  const date = zonedDateTime(form.day, form.time, timeZone);
  const score = { home: scoreOf(form.home), away: scoreOf(form.away) };
  if (form.status === 'played') {
    const refusal = proposalRefusal(score, new Date(date), now);
    if (refusal) return { problem: refusal };
  }
  const result = form.status === 'played' ? score : null;
  if (kind === 'series') return { body: { date, field: form.field, result } };
  return {
    body: {
      date,
      field: form.field,
      awayTeam: form.awayTeam,
      homeTeam: form.homeTeam,
      round: round === '' ? null : Number(round),
      status: form.status,
      result,
    },
  };
}

type Props = DialogProps['matchEdit'] & { onClose(): void };

/**
 * An administrator edits a match from its row: when, where, who, its round, its status and scores (a series
 * match: when, where and its score). The server's refusals show in French under the form; nothing typed is lost.
 */
export function MatchEditDialog({ kind = 'match', match, onClose }: Props) {
  const { timeZone } = useObservable(uiConfigStore);
  const { teams } = useObservable(leagueDataStore);
  const fields = useFieldNames();
  const [form, setForm] = useState<MatchEditForm>(() => editFormOf(match, timeZone));
  const [problem, setProblem] = useState<string | null>(null);
  const failed = formatMessage('matchEditFailed', { id: match._id });
  const warning = usePassableWarning();
  const write = useLeagueWrite(`${resultRoom(kind)}/edit`, {
    // a 400 (a team already playing) or a 409 (the field holding another match then) says why, once
    failure: (error) => failureText(failed, error),
    // the dialog says what failed; the toast what worked, once it closes
    toast: false,
  });

  const change = (part: Partial<MatchEditForm>) => {
    setForm((current) => ({ ...current, ...part }));
    setProblem(null);
    warning.clear();
    write.reset();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = editBodyOf(form, kind, timeZone, new Date());
    if ('problem' in outcome) return setProblem(outcome.problem);
    const body = { ...outcome.body, ...warning.passed() };
    const written = await write.run(() => resultsApi.edit(match._id, body, kind), { success: editLabels.saved });
    if (warning.caught(written, write) || !written.ok) return;
    onClose();
    emit({ type: 'toast', level: 'info', message: editLabels.saved });
  };

  const statuses: Status[] = kind === 'series' ? ['scheduled', 'played'] : ['scheduled', 'played', 'cancelled'];
  const scored = form.status === 'played';
  return (
    <Dialog title={editLabels.title} onClose={onClose}>
      <p className={styles.match}>
        {match.awayTeam} contre {match.homeTeam}
      </p>
      <form className="league-form" onSubmit={(event) => void submit(event)} noValidate>
        <MatchPlaceFields
          form={form}
          fields={fields}
          teams={kind === 'series' ? null : teams.map((team) => team.name)}
          onChange={change}
        />
        <div className={styles.scores}>
          {kind === 'match' && (
            <ScoreInput
              label={editLabels.round}
              value={form.round}
              min={1}
              max={999}
              onChange={(round) => change({ round })}
            />
          )}
          <Choice
            label={editLabels.status}
            value={form.status}
            options={statuses}
            labels={editLabels.statuses}
            onChange={(status) => change({ status: status as Status })}
          />
        </div>
        <div className={styles.scores}>
          <ScoreInput
            label={editLabels.awayScore(form.awayTeam || match.awayTeam)}
            value={form.away}
            disabled={!scored}
            onChange={(away) => change({ away })}
          />
          <ScoreInput
            label={editLabels.homeScore(form.homeTeam || match.homeTeam)}
            value={form.home}
            disabled={!scored}
            onChange={(home) => change({ home })}
          />
        </div>
        <FormAlert problem={problem} write={write} />
        <WarningToPass warning={warning.warning} />
        <BusyButton type="submit" className={styles.primary} busy={write.busy}>
          {warning.warning ? editLabels.submitAnyway : editLabels.submit}
        </BusyButton>
      </form>
    </Dialog>
  );
}
