import { hasAdminStatus, messages } from '@league/shared';
import type { AccountEditBody } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { Forbidden, NotFound, Unauthenticated } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { currentTeamIds } from '../league/team-names';
import { runWrite } from '../league/write';
import type { Account } from './current-account';
import { assertEmailFree } from './email-free';
import { consumeLoginToken, issueLoginToken } from './login-tokens';
import { deleteNotification as deleteNotificationRow } from './notifications-repository';
import { hashPassword, verifyPassword } from './password';
import { sendLoginLink } from './send-login-link';
import { closeSession, openSession } from './sessions';
import { findUserByEmail, setUserTeams, updateUser } from './users-repository';

/** Login, logout, login links and one's own account, each change through the write path. */

type AccountDeps = Pick<RouteDeps, 'db' | 'config' | 'mailer' | 'log'>;

const WRONG_CREDENTIALS = 'Courriel ou mot de passe invalide';
const BAD_LINK = 'Ce lien de connexion est invalide, déjà utilisé ou expiré';
// compared against when the e-mail is unknown, so both failures take the same time
const DECOY_HASH = hashPassword('decoy password that never matches');

/**
 * Opens a session for the account with this e-mail and password; returns its token and the user id.
 * Logging in with the account's password proves the person knows it: a pending forced reset is lifted.
 */
export async function logIn(deps: AccountDeps, email: string, password: string, ttlMs: number) {
  const user = await findUserByEmail(deps.db, email);
  const valid = await verifyPassword(password, user?.password_hash ?? (await DECOY_HASH));
  if (!user || !valid) throw new Unauthenticated(WRONG_CREDENTIALS);
  const change = { action: 'login', entity: 'session', id: user.id, detail: 'Connexion par mot de passe' } as const;
  return runWrite(deps, user, change, async ({ trx }) => {
    if (user.must_reset_password === 1) await updateUser(trx, user.id, { must_reset_password: 0 });
    return { userId: user.id, token: await openSession(trx, user.id, ttlMs) };
  });
}

/** Logs in with a single-use link; after a reset link the account must choose a new password. */
export async function logInWithLink(deps: AccountDeps, linkToken: string, ttlMs: number) {
  const loggedIn = (session: { userId: string }) =>
    ({
      action: 'login',
      entity: 'session',
      id: session.userId,
      by: session.userId,
      detail: 'Connexion par lien',
    }) as const;
  return runWrite(deps, null, loggedIn, async ({ trx }) => {
    const used = await consumeLoginToken(trx, linkToken);
    if (!used) throw new Unauthenticated(BAD_LINK);
    if (used.purpose === 'reset') await updateUser(trx, used.userId, { must_reset_password: 1 });
    return { userId: used.userId, token: await openSession(trx, used.userId, ttlMs) };
  });
}

export async function logOut(deps: AccountDeps, account: Account | null, sessionToken: string | null): Promise<void> {
  if (!account || !sessionToken) return;
  const change = { action: 'logout', entity: 'session', id: account.id, detail: 'Déconnexion' } as const;
  await runWrite(deps, account, change, ({ trx }) => closeSession(trx, sessionToken));
}

/**
 * Mails a login link when the address has an account. The answer never says whether it has one, and the
 * mail is sent without being awaited, so the time taken does not tell either; a failure is only logged.
 */
export async function requestLoginLink(deps: AccountDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const change = { action: 'create', entity: 'loginLink', id: user.id, detail: 'Lien de connexion demandé' } as const;
  await runWrite(deps, null, change, async ({ trx, afterCommit }) => {
    const token = await issueLoginToken(trx, user.id, 'reset');
    afterCommit(async () => {
      sendLoginLink(deps, user, token, 'reset').catch((error: unknown) => deps.log.error({ err: error }, 'reset mail'));
    });
  });
}

/**
 * POST /api/myaccount/edit: one's own name, e-mail, password and the ordered favourite and captained teams
 * (first = main). A captain may reorder the teams they captain, not add one. While a new password is
 * required, nothing else changes until it is set (the catalogue's message, a 403: never silently).
 */
export async function editOwnAccount(deps: AccountDeps, account: Account, body: AccountEditBody): Promise<void> {
  if (account.mustResetPassword && !body.password) throw new Forbidden(messages.passwordResetRequired);
  const change = { action: 'update', entity: 'account', id: account.id, detail: 'Compte modifié' } as const;
  await runWrite(deps, account, change, async ({ trx }) => {
    if (body.username) await assertEmailFree(trx, body.username, account.id);
    await updateUser(trx, account.id, {
      ...(body.username ? { email: body.username } : {}),
      ...(body.name ? { name: body.name } : {}),
      ...(body.password ? { password_hash: await hashPassword(body.password), must_reset_password: 0 } : {}),
    });
    if (body.favoriteTeams)
      await setUserTeams(trx, account.id, 'favourite', await currentTeamIds(trx, body.favoriteTeams));
    if (body.captainTeams) await setCaptainTeams(trx, account, body.captainTeams);
  });
}

async function setCaptainTeams(trx: Db, account: Account, names: readonly string[]): Promise<void> {
  const ids = await currentTeamIds(trx, names);
  const added = ids.filter((id) => !account.captainTeamIds.includes(id));
  if (added.length > 0 && !hasAdminStatus(account.role)) {
    throw new Forbidden('Vous ne pouvez réordonner que les équipes dont vous êtes capitaine');
  }
  await setUserTeams(trx, account.id, 'captain', ids);
}

export async function deleteNotification(deps: AccountDeps, account: Account, id: string): Promise<void> {
  const change = { action: 'delete', entity: 'notification', id, detail: 'Notification effacée' } as const;
  await runWrite(deps, account, change, async ({ trx }) => {
    if (!(await deleteNotificationRow(trx, account.id, id))) throw new NotFound('Notification introuvable');
  });
}
