import { hasAdminStatus, hasDevStatus } from '@league/shared';
import type { UserAddBody, UserEditBody } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import { deleteAccountRequest, findAccountRequest } from '../accounts/account-requests-repository';
import type { Account } from '../accounts/current-account';
import { assertEmailFree } from '../accounts/email-free';
import { issueLoginToken } from '../accounts/login-tokens';
import { hashPassword } from '../accounts/password';
import { sendLoginLink } from '../accounts/send-login-link';
import { closeAllSessions } from '../accounts/sessions';
import {
  administrators,
  deleteUser,
  findUserById,
  insertUser,
  setUserTeams,
  updateUser,
} from '../accounts/users-repository';
import type { Db } from '../db/database';
import { Conflict, Forbidden, NotFound } from '../league/domain-errors';
import { parseNames } from '../league/json-text';
import type { RouteDeps } from '../league/route-deps';
import { runWrite } from '../league/write';
import { leagueNameOf } from '../mail/league-mail';
import { requestDeniedMail } from '../mail/templates';
import { currentTeamIds } from '../league/team-names';

export type UsersDeps = Pick<RouteDeps, 'db' | 'config' | 'mailer' | 'log'>;

const now = () => new Date().toISOString();
const DEV_ROLE_ONLY = 'Seul un développeur peut donner ou retirer le rôle de développeur';
const DEV_CREDENTIALS_ONLY = "Seul un développeur peut changer le courriel ou le mot de passe d'un développeur";
const USER_NOT_FOUND = 'Utilisateur introuvable';
const REQUEST_NOT_FOUND = 'Demande introuvable';

/** The last administrator (admin or dev) can be neither removed nor demoted. */
async function assertNotLastAdmin(db: Db, userId: string, newRole?: Account['role']): Promise<void> {
  if (newRole && hasAdminStatus(newRole)) return;
  const admins = await administrators(db);
  if (admins.length === 1 && admins[0]?.id === userId) {
    throw new Conflict('Le dernier administrateur ne peut être retiré ni rétrogradé');
  }
}

/** Approving creates the user with the requested role and captained teams, and mails a login link. */
export async function approveRequest(deps: UsersDeps, actor: Account, requestId: string): Promise<void> {
  const request = await findAccountRequest(deps.db, requestId);
  if (!request) throw new NotFound(REQUEST_NOT_FOUND);
  const change = {
    action: 'approve',
    entity: 'accountRequest',
    id: requestId,
    detail: `Demande de ${request.name} approuvée`,
  } as const;
  await runWrite(deps, actor, change, async ({ trx, afterCommit }) => {
    if (!(await deleteAccountRequest(trx, requestId))) throw new NotFound(REQUEST_NOT_FOUND);
    await assertEmailFree(trx, request.email);
    const userId = randomUUID();
    await insertUser(trx, {
      id: userId,
      email: request.email,
      name: request.name,
      password_hash: request.password_hash,
      role: request.requested_role,
      gender: null,
      created_at: now(),
    });
    if (request.requested_role === 'captain') {
      await setUserTeams(trx, userId, 'captain', await currentTeamIds(trx, parseNames(request.requested_teams)));
    }
    const token = await issueLoginToken(trx, userId, 'approval');
    afterCommit(() => sendLoginLink(deps, request, token, 'approval'));
  });
}

export async function denyRequest(deps: UsersDeps, actor: Account, requestId: string): Promise<void> {
  const request = await findAccountRequest(deps.db, requestId);
  if (!request) throw new NotFound(REQUEST_NOT_FOUND);
  const change = {
    action: 'deny',
    entity: 'accountRequest',
    id: requestId,
    detail: `Demande de ${request.name} refusée`,
  } as const;
  await runWrite(deps, actor, change, async ({ trx, afterCommit }) => {
    if (!(await deleteAccountRequest(trx, requestId))) throw new NotFound(REQUEST_NOT_FOUND);
    afterCommit(async () => {
      const mail = requestDeniedMail({ leagueName: await leagueNameOf(deps), name: request.name });
      await deps.mailer.send({ to: request.email, ...mail });
    });
  });
}

export async function addUser(deps: UsersDeps, actor: Account, body: UserAddBody): Promise<string> {
  if (body.role === 'dev' && !hasDevStatus(actor.role)) throw new Forbidden(DEV_ROLE_ONLY);
  const userId = randomUUID();
  const change = { action: 'create', entity: 'user', id: userId, detail: `Utilisateur ${body.name} ajouté` } as const;
  return runWrite(deps, actor, change, async ({ trx }) => {
    await assertEmailFree(trx, body.email);
    await insertUser(trx, {
      id: userId,
      email: body.email,
      name: body.name,
      role: body.role,
      gender: body.gender,
      password_hash: body.password ? await hashPassword(body.password) : null,
      must_reset_password: body.password ? 0 : 1,
      created_at: now(),
    });
    await setUserTeams(trx, userId, 'captain', await currentTeamIds(trx, body.teams));
    await setUserTeams(trx, userId, 'favourite', await currentTeamIds(trx, body.favourites));
    return userId;
  });
}

/** Only a developer may change a developer's role, e-mail or password (an admin could take the account over). */
function assertMayEdit(actor: Account, target: { role: Account['role'] }, body: UserEditBody): void {
  if (hasDevStatus(actor.role)) return;
  const roleChange = body.role !== undefined && body.role !== target.role;
  if (roleChange && (body.role === 'dev' || target.role === 'dev')) throw new Forbidden(DEV_ROLE_ONLY);
  if (target.role === 'dev' && (body.email !== undefined || body.password !== undefined)) {
    throw new Forbidden(DEV_CREDENTIALS_ONLY);
  }
}

export async function editUser(deps: UsersDeps, actor: Account, userId: string, body: UserEditBody): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new NotFound(USER_NOT_FOUND);
  assertMayEdit(actor, user, body);
  const change = { action: 'update', entity: 'user', id: userId, detail: `Utilisateur ${user.name} modifié` } as const;
  await runWrite(deps, actor, change, async ({ trx }) => {
    if (body.role) await assertNotLastAdmin(trx, userId, body.role);
    if (body.email) await assertEmailFree(trx, body.email, userId);
    await updateUser(trx, userId, {
      ...(body.email ? { email: body.email } : {}),
      ...(body.name ? { name: body.name } : {}),
      ...(body.role ? { role: body.role } : {}),
      ...(body.gender !== undefined ? { gender: body.gender } : {}),
      ...(body.password ? { password_hash: await hashPassword(body.password), must_reset_password: 0 } : {}),
    });
    if (body.teams) await setUserTeams(trx, userId, 'captain', await currentTeamIds(trx, body.teams));
    if (body.favourites) await setUserTeams(trx, userId, 'favourite', await currentTeamIds(trx, body.favourites));
    if (body.password || body.role) await closeAllSessions(trx, userId);
  });
}

export async function removeUser(deps: UsersDeps, actor: Account, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new NotFound(USER_NOT_FOUND);
  if (user.role === 'dev' && !hasDevStatus(actor.role)) throw new Forbidden(DEV_ROLE_ONLY);
  const change = { action: 'delete', entity: 'user', id: userId, detail: `Utilisateur ${user.name} retiré` } as const;
  await runWrite(deps, actor, change, async ({ trx }) => {
    await assertNotLastAdmin(trx, userId);
    if (!(await deleteUser(trx, userId))) throw new NotFound(USER_NOT_FOUND);
  });
}
