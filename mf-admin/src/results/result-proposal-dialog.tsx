import {
  BusyButton,
  Dialog,
  type DialogProps,
  formatFrenchDate,
  formatMessage,
  uiConfigStore,
  useLeagueWrite,
  useObservable,
} from '@league/shared';
import { proposalRefusal } from '@league/shared/results';
import { useState, type FormEvent } from 'react';
import { FormAlert, ScoreInput } from './match-form';
import { resultRoom, resultsApi } from './results-api';
import { EMPTY_SCORE_FORM, proposalOf, type ScoreForm } from './score-form';
import styles from './results.module.css';

export const proposalLabels = {
  title: 'Proposer un résultat',
  cancelled: 'Annulé (match non joué)',
  away: 'Visiteur',
  home: 'Receveur',
  submit: 'Proposer',
  sent: 'Résultat proposé\u202f: il attend l’approbation d’un administrateur.',
} as const;

type Props = DialogProps['resultProposal'] & { onClose(): void };

/**
 * A captain's result for one of their matches (or an admin's on their behalf): two scores, or 'Annulé' (a season
 * match only: a series match is played or still to play). Checked with the shared score rules before it is sent;
 * on failure the catalogue's message shows and what was typed stays.
 */
export function ResultProposalDialog({ kind = 'match', match, onClose }: Props) {
  const { timeZone } = useObservable(uiConfigStore);
  const [form, setForm] = useState<ScoreForm>(EMPTY_SCORE_FORM);
  const [problem, setProblem] = useState<string | null>(null);
  const write = useLeagueWrite(`${resultRoom(kind)}/requestedit`, {
    failure: formatMessage('matchEditFailed', { id: match._id }),
    toast: false,
  });
  const change = (part: Partial<ScoreForm>) => {
    setForm((current) => ({ ...current, ...part }));
    setProblem(null);
    write.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const proposal = proposalOf(form);
    const refusal = proposalRefusal(proposal, new Date(match.date), new Date());
    if (refusal) return setProblem(refusal);
    const outcome = await write.run(() => resultsApi.propose(match._id, proposal, kind), {
      success: proposalLabels.sent,
      toast: true,
    });
    if (outcome.ok) onClose();
  };

  return (
    <Dialog title={proposalLabels.title} onClose={onClose}>
      <p className={styles.match}>
        {match.awayTeam} contre {match.homeTeam}, {formatFrenchDate(match.date, 'shortDay', timeZone)}
      </p>
      <form className="league-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.scores}>
          <ScoreInput
            label={`${match.awayTeam} (${proposalLabels.away})`}
            value={form.away}
            disabled={form.cancelled}
            onChange={(away) => change({ away })}
          />
          <ScoreInput
            label={`${match.homeTeam} (${proposalLabels.home})`}
            value={form.home}
            disabled={form.cancelled}
            onChange={(home) => change({ home })}
          />
        </div>
        {kind === 'match' && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.cancelled}
              onChange={(event) => change({ cancelled: event.target.checked })}
            />
            {proposalLabels.cancelled}
          </label>
        )}
        <FormAlert problem={problem} write={write} />
        <BusyButton type="submit" className={styles.primary} busy={write.busy}>
          {proposalLabels.submit}
        </BusyButton>
      </form>
    </Dialog>
  );
}
