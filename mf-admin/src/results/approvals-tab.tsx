import { api, ConfirmDialog, useLeagueWrite } from '@league/shared';
import type { Match } from '@league/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { matchName, PendingResultCard } from './pending-result-card';
import { pendingResults, proposalText, type PendingResult } from './pending-results';
import { decisionFailure, RESULT_TOUCHES, resultsApi } from './results-api';
import styles from './results.module.css';

export const approvalsLabels = {
  title: 'Résultats à approuver',
  none: 'Aucun résultat en attente.',
  loadFailed: 'Les résultats en attente n’ont pas pu être chargés.',
  refuseTitle: 'Refuser le résultat ?',
  approved: (pending: PendingResult) =>
    `Résultat approuvé : ${matchName(pending.match)}, ${proposalText(pending.proposal)}.`,
  refused: (pending: PendingResult) => `Résultat refusé : ${matchName(pending.match)}.`,
  refuseConsequence: (pending: PendingResult) =>
    `${matchName(pending.match)} : le résultat proposé (${proposalText(pending.proposal)}) sera effacé et son auteur prévenu.`,
} as const;

/**
 * The admin tab « À approuver »: every proposed result of the season in one place, approved in one click or
 * refused after a confirmation. The proposal as read goes back as `expected`; the list is read again after each.
 */
export function ApprovalsTab() {
  const [pending, setPending] = useState<PendingResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusing, setRefusing] = useState<PendingResult | null>(null);
  const write = useLeagueWrite('schedule/approveedit', { touches: RESULT_TOUCHES.match, toast: false });

  const reload = useCallback(async () => {
    try {
      const { schedule } = await api.get<{ schedule: Match[] }>('/api/schedule', { noCache: true });
      setPending(pendingResults(schedule));
    } catch {
      setError(approvalsLabels.loadFailed);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const decide = async (decision: 'approve' | 'refuse', item: PendingResult) => {
    setRefusing(null);
    setError(null);
    setDone(null);
    const outcome = await write.run(() => resultsApi.decide(item.match._id, decision, item.proposal), {
      failure: decisionFailure(item.match._id),
    });
    if (outcome.ok) setDone((decision === 'approve' ? approvalsLabels.approved : approvalsLabels.refused)(item));
    else if (outcome.message) setError(outcome.message);
    await reload();
  };

  return (
    <section aria-labelledby="approvals-title">
      <h2 id="approvals-title">
        {approvalsLabels.title}
        {pending && ` (${pending.length})`}
      </h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p role="status" className={styles.done}>
        {done}
      </p>
      {pending?.length === 0 && <p>{approvalsLabels.none}</p>}
      <ul className={styles.list}>
        {pending?.map((item) => (
          <li key={item.match._id}>
            <PendingResultCard
              pending={item}
              disabled={write.busy}
              onApprove={() => void decide('approve', item)}
              onRefuse={() => setRefusing(item)}
            />
          </li>
        ))}
      </ul>
      {refusing &&
        // in the body, not in the page: the shell blurs the page's main content while a dialog is open
        createPortal(
          <ConfirmDialog
            title={approvalsLabels.refuseTitle}
            confirmLabel="Refuser"
            onConfirm={() => void decide('refuse', refusing)}
            onCancel={() => setRefusing(null)}
          >
            <p>{approvalsLabels.refuseConsequence(refusing)}</p>
          </ConfirmDialog>,
          document.body,
        )}
    </section>
  );
}
