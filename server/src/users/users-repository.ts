import { hasAdminStatus, type Role } from '@league/shared';
import type { AccountRequest, User } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { parseNames } from '../league/json-text';
import { HttpError } from '../http/errors';

/** Team ids of the current season by name, in the given order; an unknown name is a 400. */
export async function teamIdsByName(db: Db, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('season', '=', '')
    .where('name', 'in', [...names])
    .execute();
  return names.map((name) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new HttpError(400, `Équipe inconnue : ${name}`);
    return row.id;
  });
}

/** Replaces a user's favourite or captained teams, keeping the given order (first = main). */
export async function setUserTeams(db: Db, userId: string, kind: 'favourite' | 'captain', teamIds: readonly string[]) {
  await db.deleteFrom('user_teams').where('user_id', '=', userId).where('kind', '=', kind).execute();
  const unique = [...new Set(teamIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('user_teams')
    .values(unique.map((teamId, position) => ({ user_id: userId, team_id: teamId, kind, position })))
    .execute();
}

/** An e-mail can belong to one user or one pending request only. */
export async function assertEmailFree(db: Db, email: string, exceptUserId?: string): Promise<void> {
  let users = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId) users = users.where('id', '<>', exceptUserId);
  const [user, request] = await Promise.all([
    users.executeTakeFirst(),
    db.selectFrom('account_requests').select('id').where('email', '=', email).executeTakeFirst(),
  ]);
  if (user || request) throw new HttpError(409, `Un compte ou une demande existe déjà pour ${email}`);
}

/** The last administrator (admin or dev) can be neither removed nor demoted. */
export async function assertNotLastAdmin(db: Db, userId: string, newRole?: Role): Promise<void> {
  if (newRole && hasAdminStatus(newRole)) return;
  const admins = await db.selectFrom('users').select('id').where('role', 'in', ['admin', 'dev']).execute();
  if (admins.length === 1 && admins[0]?.id === userId) {
    throw new HttpError(409, 'Le dernier administrateur ne peut être retiré ni rétrogradé');
  }
}

export async function listUsers(db: Db): Promise<User[]> {
  const [users, captained] = await Promise.all([
    db.selectFrom('users').selectAll().orderBy('name').execute(),
    db
      .selectFrom('user_teams as ut')
      .innerJoin('teams as t', 't.id', 'ut.team_id')
      .select(['ut.user_id', 't.name'])
      .where('ut.kind', '=', 'captain')
      .orderBy('ut.position')
      .execute(),
  ]);
  return users.map((user) => ({
    _id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    gender: user.gender,
    teams: captained.filter((row) => row.user_id === user.id).map((row) => row.name),
    mustResetPassword: user.must_reset_password === 1,
    createdAt: user.created_at,
  }));
}

export async function listAccountRequests(db: Db): Promise<AccountRequest[]> {
  const rows = await db.selectFrom('account_requests').selectAll().orderBy('created_at').execute();
  return rows.map((row) => ({
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.requested_role,
    teams: parseNames(row.requested_teams),
    info: row.info,
    createdAt: row.created_at,
  }));
}
