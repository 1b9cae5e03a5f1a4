import { messages, useLeagueWrite, ROLE_LABELS } from '@league/shared';
import type { AccountRequest, User } from '@league/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { usersApi } from './users-api';
import styles from './users-tab.module.css';

/** Account requests to approve or deny, and the league's users (admin area, tab « users »). */
export function UsersTab() {
  const [pending, setPending] = useState<AccountRequest[]>([]);
  const [users, setUsers] = useState<User[]>([]);
  const [error, setError] = useState<string | null>(null);
  // the tab shows a failed decision itself, above the lists
  const decision = useLeagueWrite('users/decide', { touches: ['users', 'pendingUsers'], toast: false });

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

  const decide = async (action: 'approve' | 'deny', request: AccountRequest) => {
    setError(null);
    const outcome = await decision.run(() => usersApi[action](request._id), { answer: 'successSchema' });
    if (!outcome.ok && outcome.message) setError(outcome.message);
    await reload();
  };

  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <section className={styles.section} aria-labelledby="pending-title">
        <h2 id="pending-title">Demandes en attente ({pending.length})</h2>
        <ul className={styles.list}>
          {pending.map((request) => (
            <li key={request._id} className={styles.item}>
              <span>
                {request.name} · {request.email} · {ROLE_LABELS[request.role]}
                {request.teams.length > 0 && ` · ${request.teams.join(', ')}`}
              </span>
              <span className={styles.actions}>
                <button
                  type="button"
                  onClick={() => void decide('approve', request)}
                  aria-label={`Approuver ${request.email}`}
                >
                  Approuver
                </button>
                <button
                  type="button"
                  onClick={() => void decide('deny', request)}
                  aria-label={`Refuser ${request.email}`}
                >
                  Refuser
                </button>
              </span>
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
    </>
  );
}
