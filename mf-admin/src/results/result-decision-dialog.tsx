import {
  call,
  ConfirmDialog,
  emit,
  formatFrenchDate,
  runLeagueWrite,
  uiConfigStore,
  useLeagueWrite,
  useObservable,
  type DialogProps,
  type ResultKind,
  type ResultProposal,
} from '@league/shared';
import { isCancellation } from '@league/shared/results';
import { reopenResult } from '@league/shared/contract';
import { inboxWords } from './inbox-words';
import { matchName } from './pending-result-card';
import { proposalText } from './pending-results';
import { decisionFailure, resultRoom, resultsApi } from './results-api';
import styles from './results.module.css';

export const decisionLabels = {
  approveTitle: 'Approuver le résultat\u202f?',
  refuseTitle: 'Refuser le résultat\u202f?',
  approve: 'Approuver',
  refuse: 'Refuser',
  proposed: 'Résultat proposé',
  approveConsequence: (proposal: ResultProposal) =>
    isCancellation(proposal)
      ? 'Le match sera annulé\u202f; les capitaines des deux équipes seront prévenus.'
      : 'Le résultat comptera au classement\u202f; les capitaines des deux équipes seront prévenus.',
  refuseConsequence: 'Le résultat proposé sera effacé et son auteur prévenu.',
  approved: (proposal: ResultProposal) => (isCancellation(proposal) ? 'Annulation approuvée.' : 'Résultat approuvé.'),
  refused: 'Résultat refusé.',
  reopened: 'Approbation annulée\u202f: le résultat attend de nouveau votre décision.',
} as const;

/**
 * The approval's toast offers to undo it for a few seconds: the result goes back to the proposal the admin
 * approved (the server refuses if it changed since).
 */
function offerUndo(kind: ResultKind, match: { _id: string }, proposal: ResultProposal) {
  const reopen = () =>
    runLeagueWrite(
      `${resultRoom(kind)}/reopen`,
      () => call(reopenResult, { params: { id: match._id }, body: { kind, approved: proposal } }),
      { success: decisionLabels.reopened },
    );
  emit({
    type: 'toast',
    level: 'info',
    message: decisionLabels.approved(proposal),
    action: { label: inboxWords.undo, run: () => void reopen() },
  });
}

type Props = DialogProps['resultDecision'] & { onClose(): void };

/**
 * An administrator's decision on a pending result, from the match's row (the 'À approuver' tab decides in one
 * click): the match, the proposal as read (sent back as `expected`), and the question. A 409 says why in French.
 */
export function ResultDecisionDialog({ kind = 'match', match, proposal, decision, onClose }: Props) {
  const { timeZone } = useObservable(uiConfigStore);
  const approve = decision === 'approve';
  const write = useLeagueWrite(`${resultRoom(kind)}/approveedit`, {
    failure: decisionFailure(match._id),
    toast: false,
  });
  const decide = async () => {
    if (write.busy) return;
    const outcome = await write.run(() => resultsApi.decide(match._id, decision, proposal, kind), {
      success: approve ? decisionLabels.approved(proposal) : decisionLabels.refused,
      // an approval's toast offers its undo
      toast: !approve,
    });
    if (!outcome.ok) return;
    if (approve) offerUndo(kind, match, proposal);
    onClose();
  };
  return (
    <ConfirmDialog
      title={approve ? decisionLabels.approveTitle : decisionLabels.refuseTitle}
      confirmLabel={approve ? decisionLabels.approve : decisionLabels.refuse}
      onConfirm={() => void decide()}
      onCancel={onClose}
    >
      <p>
        <strong>{matchName(match)}</strong>, {formatFrenchDate(match.date, 'shortDay', timeZone)},{' '}
        {formatFrenchDate(match.date, 'time', timeZone)}
      </p>
      <p>
        {decisionLabels.proposed}
        {'\u202f: '}
        <span className={styles.proposed}>{proposalText(proposal)}</span>
      </p>
      <p>{approve ? decisionLabels.approveConsequence(proposal) : decisionLabels.refuseConsequence}</p>
      {write.state.status === 'error' && (
        <p role="alert" className={styles.error}>
          {write.state.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
