import { ADMIN_ROLES } from '@league/shared';
import type { User } from '@league/shared/schemas';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/schema';
import type { Insertable, Updateable } from 'kysely';

/** The `users` and `user_teams` tables: accounts and their favourite or captained teams. */

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'password_hash', 'must_reset_password'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('id', '=', id).executeTakeFirst();
}

/** Whether another account than `exceptUserId` uses this e-mail. */
export async function emailTakenByUser(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  let users = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId) users = users.where('id', '<>', exceptUserId);
  return (await users.executeTakeFirst()) !== undefined;
}

export async function insertUser(trx: Db, user: Insertable<UsersTable>): Promise<void> {
  await trx.insertInto('users').values(user).execute();
}

export async function updateUser(trx: Db, id: string, changes: Updateable<UsersTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Deletes an account; false when it is already gone. */
export async function deleteUser(trx: Db, id: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** The accounts with administrator status (admin or dev). */
export function administrators(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('role', 'in', [...ADMIN_ROLES])
    .execute();
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

/** A user's favourite and captained team names, in their order. */
export async function teamNamesOfUser(db: Db, userId: string) {
  const rows = await db
    .selectFrom('user_teams as ut')
    .innerJoin('teams as t', 't.id', 'ut.team_id')
    .select(['ut.kind', 't.name'])
    .where('ut.user_id', '=', userId)
    .orderBy('ut.position')
    .execute();
  const named = (kind: 'favourite' | 'captain') => rows.filter((row) => row.kind === kind).map((row) => row.name);
  return { favourite: named('favourite'), captain: named('captain') };
}

export async function listUsers(db: Db): Promise<User[]> {
  const [users, userTeams] = await Promise.all([
    db.selectFrom('users').selectAll().orderBy('name').execute(),
    db
      .selectFrom('user_teams as ut')
      .innerJoin('teams as t', 't.id', 'ut.team_id')
      .select(['ut.user_id', 'ut.kind', 't.name'])
      .orderBy('ut.position')
      .execute(),
  ]);
  const namesOf = (userId: string, kind: 'favourite' | 'captain') =>
    userTeams.filter((row) => row.user_id === userId && row.kind === kind).map((row) => row.name);
  return users.map((user) => ({
    _id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    gender: user.gender,
    teams: namesOf(user.id, 'captain'),
    favourites: namesOf(user.id, 'favourite'),
    mustResetPassword: user.must_reset_password === 1,
    createdAt: user.created_at,
  }));
}
