import {
  ConfirmDialog,
  formatFrenchDate,
  uiConfigStore,
  useLeagueWrite,
  useObservable,
  type DialogProps,
} from '@league/shared';
import { matchName } from './pending-result-card';
import { proposalText } from './pending-results';
import { decisionFailure, RESULT_TOUCHES, resultRoom, resultsApi } from './results-api';
import styles from './results.module.css';

export const decisionLabels = {
  approveTitle: 'Approuver le résultat ?',
  refuseTitle: 'Refuser le résultat ?',
  approve: 'Approuver',
  refuse: 'Refuser',
  proposed: 'Résultat proposé',
  approveConsequence: 'Le résultat comptera au classement ; les capitaines des deux équipes seront prévenus.',
  refuseConsequence: 'Le résultat proposé sera effacé et son auteur prévenu.',
  approved: 'Résultat approuvé.',
  refused: 'Résultat refusé.',
} as const;

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
    touches: RESULT_TOUCHES[kind],
    toast: false,
  });
  const decide = async () => {
    if (write.busy) return;
    const outcome = await write.run(() => resultsApi.decide(match._id, decision, proposal, kind), {
      success: approve ? decisionLabels.approved : decisionLabels.refused,
      toast: true,
    });
    if (outcome.ok) onClose();
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
        {decisionLabels.proposed} : <span className={styles.proposed}>{proposalText(proposal)}</span>
      </p>
      <p>{approve ? decisionLabels.approveConsequence : decisionLabels.refuseConsequence}</p>
      {write.state.status === 'error' && (
        <p role="alert" className={styles.error}>
          {write.state.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
