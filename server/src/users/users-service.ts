import type { RegisterBody, UserAddBody, UserEditBody } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../accounts/password';
import { issueLoginToken } from '../accounts/login-tokens';
import { closeAllSessions } from '../accounts/sessions';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { bumpDataVersion } from '../league/read-cache';
import { parseNames } from '../league/json-text';
import { assertEmailFree, assertNotLastAdmin, setUserTeams, teamIdsByName } from './users-repository';

const now = () => new Date().toISOString();
const DEV_ONLY = 'Seul un développeur peut donner ou retirer le rôle de développeur';

/** Sign-up creates an account request, never an account (DESIGN.md §6). */
export async function registerRequest(db: Db, body: RegisterBody): Promise<void> {
  await assertEmailFree(db, body.username);
  await teamIdsByName(db, body.teams);
  await db
    .insertInto('account_requests')
    .values({
      id: randomUUID(),
      email: body.username,
      name: body.name,
      password_hash: await hashPassword(body.password),
      requested_role: body.role,
      requested_teams: JSON.stringify(body.teams),
      info: body.info,
      created_at: now(),
    })
    .execute();
}

/** Approving creates the user with the requested role and captained teams; returns a login link token. */
export async function approveRequest(db: Db, requestId: string) {
  return db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom('account_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
    if (!request) throw new HttpError(404, 'Demande introuvable');
    await trx.deleteFrom('account_requests').where('id', '=', requestId).execute();
    await assertEmailFree(trx, request.email);
    const userId = randomUUID();
    await trx
      .insertInto('users')
      .values({
        id: userId,
        email: request.email,
        name: request.name,
        password_hash: request.password_hash,
        role: request.requested_role,
        gender: null,
        created_at: now(),
      })
      .execute();
    if (request.requested_role === 'captain') {
      await setUserTeams(trx, userId, 'captain', await teamIdsByName(trx, parseNames(request.requested_teams)));
    }
    await bumpDataVersion(trx);
    return { email: request.email, name: request.name, token: await issueLoginToken(trx, userId, 'approval') };
  });
}

export async function denyRequest(db: Db, requestId: string) {
  const request = await db
    .selectFrom('account_requests')
    .select(['email', 'name'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!request) throw new HttpError(404, 'Demande introuvable');
  await db.deleteFrom('account_requests').where('id', '=', requestId).execute();
  return request;
}

export async function addUser(db: Db, body: UserAddBody, byDev: boolean): Promise<string> {
  if (body.role === 'dev' && !byDev) throw new HttpError(403, DEV_ONLY);
  return db.transaction().execute(async (trx) => {
    await assertEmailFree(trx, body.email);
    const userId = randomUUID();
    await trx
      .insertInto('users')
      .values({
        id: userId,
        email: body.email,
        name: body.name,
        role: body.role,
        gender: body.gender,
        password_hash: body.password ? await hashPassword(body.password) : null,
        must_reset_password: body.password ? 0 : 1,
        created_at: now(),
      })
      .execute();
    await setUserTeams(trx, userId, 'captain', await teamIdsByName(trx, body.teams));
    await bumpDataVersion(trx);
    return userId;
  });
}

export async function editUser(db: Db, userId: string, body: UserEditBody, byDev: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new HttpError(404, 'Utilisateur introuvable');
    if ((body.role === 'dev' || user.role === 'dev') && body.role !== undefined && body.role !== user.role && !byDev) {
      throw new HttpError(403, DEV_ONLY);
    }
    if (body.role) await assertNotLastAdmin(trx, userId, body.role);
    if (body.email) await assertEmailFree(trx, body.email, userId);
    await trx
      .updateTable('users')
      .set({
        ...(body.email ? { email: body.email } : {}),
        ...(body.name ? { name: body.name } : {}),
        ...(body.role ? { role: body.role } : {}),
        ...(body.gender !== undefined ? { gender: body.gender } : {}),
        ...(body.password ? { password_hash: await hashPassword(body.password), must_reset_password: 0 } : {}),
      })
      .where('id', '=', userId)
      .execute();
    if (body.teams) await setUserTeams(trx, userId, 'captain', await teamIdsByName(trx, body.teams));
    if (body.password || body.role) await closeAllSessions(trx, userId);
    await bumpDataVersion(trx);
  });
}

export async function removeUser(db: Db, userId: string, byDev: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new HttpError(404, 'Utilisateur introuvable');
    if (user.role === 'dev' && !byDev) throw new HttpError(403, DEV_ONLY);
    await assertNotLastAdmin(trx, userId);
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    await bumpDataVersion(trx);
  });
}
