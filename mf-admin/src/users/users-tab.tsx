import { ConfirmDialog, messages, ROLE_LABELS, useLeagueWrite } from '@league/shared';
import type { AccountRequest, User } from '@league/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { AccountRequestCard } from './account-request-card';
import { DECISION_WORDS, type Decision } from './decision';
import { usersApi } from './users-api';
import styles from './users-tab.module.css';

interface Pending {
  decision: Decision;
  request: AccountRequest;
}

/** Account requests to approve or deny (after a confirmation), and the league's users (admin tab « users »). */
export function UsersTab() {
  const [pending, setPending] = useState<AccountRequest[]>([]);
  const [users, setUsers] = useState<User[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<Pending | null>(null);
  // the tab shows a decision's outcome itself, above the lists
  const write = useLeagueWrite('users/decide', { touches: ['users', 'pendingUsers'], toast: false });

  const reload = useCallback(async () => {
    const [requests, accounts] = await Promise.allSettled([usersApi.pending(), usersApi.users()]);
    if (requests.status === 'fulfilled') setPending(requests.value.pendingUsers);
    if (accounts.status === 'fulfilled') setUsers(accounts.value.users);
    if (requests.status === 'rejected') setError(messages.accountRequestsFailed);
    else if (accounts.status === 'rejected') setError(messages.usersFailed);
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const decide = async ({ decision, request }: Pending) => {
    setAsking(null);
    setError(null);
    setDone(null);
    const outcome = await write.run(() => usersApi[decision](request._id), { answer: 'successSchema' });
    if (outcome.ok) setDone(DECISION_WORDS[decision].done(request));
    else if (outcome.message) setError(outcome.message);
    await reload();
  };

  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p role="status" className={styles.done}>
        {done}
      </p>
      <section className={styles.section} aria-labelledby="pending-title">
        <h2 id="pending-title">Demandes en attente ({pending.length})</h2>
        <ul className={styles.list}>
          {pending.map((request) => (
            <li key={request._id}>
              <AccountRequestCard request={request} onDecide={(decision) => setAsking({ decision, request })} />
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="users-title">
        <h2 id="users-title">Utilisateurs ({users.length})</h2>
        <ul className={styles.list}>
          {users.map((user) => (
            <li key={user._id} className={styles.item}>
              <span>
                {user.name} · {user.email}
              </span>
              <span>{ROLE_LABELS[user.role]}</span>
            </li>
          ))}
        </ul>
      </section>
      {asking && (
        <DecisionConfirm asking={asking} onConfirm={() => void decide(asking)} onCancel={() => setAsking(null)} />
      )}
    </>
  );
}

/** In the body, not in the page: the shell blurs the page's main content while a dialog is open. */
function DecisionConfirm({ asking, onConfirm, onCancel }: { asking: Pending; onConfirm(): void; onCancel(): void }) {
  const words = DECISION_WORDS[asking.decision];
  return createPortal(
    <ConfirmDialog title={words.title} confirmLabel={words.confirm} onConfirm={onConfirm} onCancel={onCancel}>
      <p>{words.consequence(asking.request)}</p>
    </ConfirmDialog>,
    document.body,
  );
}
