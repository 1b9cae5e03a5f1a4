import { call, messages, ROLE_LABELS, useLeagueWrite } from '@league/shared';
import { addUser, editUser, removeUser } from '@league/shared/contract';
import { AdminList, specFailure } from '../lists/admin-list';
import type { AccountRequest, User } from '@league/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { AccountRequestCard } from './account-request-card';
import { DECISION_WORDS } from './decision';
import { DecisionConfirm, type RequestDecision } from './decision-confirm';
import {
  blankUser,
  GENDER_LABELS,
  userAddBody,
  userDraftOf,
  userEditBody,
  UserFields,
  userProblem,
  type UserDraft,
} from './user-form';
import { decideAccountRequest, readAccountRequests, readUsers } from './users-api';
import styles from './users-tab.module.css';

/** Account requests to approve or deny (after a confirmation), and the league's users (admin tab « users »). */
export function UsersTab() {
  const [pending, setPending] = useState<AccountRequest[]>([]);
  const [users, setUsers] = useState<User[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<RequestDecision | null>(null);
  // the tab shows a decision's outcome itself, above the lists
  const write = useLeagueWrite('users/decide', { toast: false });

  const reload = useCallback(async () => {
    const [requests, accounts] = await Promise.allSettled([readAccountRequests(), readUsers()]);
    if (requests.status === 'fulfilled') setPending(requests.value);
    if (accounts.status === 'fulfilled') setUsers(accounts.value);
    if (requests.status === 'rejected') setError(messages.accountRequestsFailed);
    else if (accounts.status === 'rejected') setError(messages.usersFailed);
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const decide = async ({ decision, request }: RequestDecision) => {
    setAsking(null);
    setError(null);
    setDone(null);
    const outcome = await write.run(() => decideAccountRequest(decision, request._id));
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
      <UsersList users={users} onChanged={() => void reload()} />
      {asking && (
        <DecisionConfirm asking={asking} onConfirm={() => void decide(asking)} onCancel={() => setAsking(null)} />
      )}
    </>
  );
}

const NO_CHANGE = 'Aucune modification à enregistrer';

/**
 * The league's users: add, edit (only what changed is sent) and remove after a confirmation; the server's
 * refusals (the last administrator, a developer's account) are shown in French in the open dialog.
 */
function UsersList({ users, onChanged }: { users: User[] | null; onChanged(): void }) {
  return (
    <AdminList<User, UserDraft>
      title="Utilisateurs"
      items={users}
      keyOf={(user) => user._id}
      searchText={(user) => `${user.name} ${user.email}`}
      columns={[
        { label: 'Nom', value: (user) => user.name, sort: (user) => user.name },
        { label: 'Courriel', value: (user) => user.email, sort: (user) => user.email },
        { label: 'Rôle', value: (user) => ROLE_LABELS[user.role], sort: (user) => ROLE_LABELS[user.role] },
        { label: 'Genre', value: (user) => (user.gender ? GENDER_LABELS[user.gender] : '—') },
        { label: 'Capitaine de', value: (user) => user.teams.join(', ') || '—' },
      ]}
      writeKey="users"
      onChanged={onChanged}
      form={{ blank: blankUser, fromItem: userDraftOf, problem: userProblem, Fields: UserFields }}
      add={{
        call: (draft) => call(addUser, { body: userAddBody(draft) }),
        failure: () => specFailure("L'utilisateur n'a pas pu être ajouté"),
        success: (draft) => `Utilisateur ${draft.name.trim()} ajouté`,
      }}
      edit={{
        call: (user, draft) => {
          const body = userEditBody(user, draft);
          return Object.keys(body).length === 0
            ? Promise.resolve()
            : call(editUser, { params: { id: user._id }, body });
        },
        failure: () => specFailure("L'utilisateur n'a pas pu être modifié"),
        success: (user, draft) =>
          Object.keys(userEditBody(user, draft)).length === 0 ? NO_CHANGE : `Utilisateur ${draft.name.trim()} modifié`,
      }}
      remove={{
        call: (user) => call(removeUser, { params: { id: user._id } }),
        failure: () => specFailure("L'utilisateur n'a pas pu être supprimé"),
        success: (user) => `Utilisateur ${user.name} supprimé`,
        question: (user) => ({
          title: 'Supprimer cet utilisateur\u202f?',
          text: `Le compte de ${user.name} (${user.email}) sera supprimé et ses sessions fermées.`,
          confirm: "Supprimer l'utilisateur",
        }),
      }}
      labels={{ add: 'Ajouter un utilisateur', edit: (user) => `Modifier ${user.name}`, empty: 'Aucun utilisateur.' }}
    />
  );
}
