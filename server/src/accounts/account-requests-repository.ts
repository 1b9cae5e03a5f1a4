import type { AccountRequest } from '@league/shared/schemas';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { AccountRequestsTable } from '../db/schema';
import { parseNames } from '../league/json-text';

/** The `account_requests` table: sign-ups waiting for an administrator. */

export async function insertAccountRequest(trx: Db, request: Insertable<AccountRequestsTable>): Promise<void> {
  await trx.insertInto('account_requests').values(request).execute();
}

export function findAccountRequest(db: Db, id: string) {
  return db.selectFrom('account_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAccountRequestByEmail(db: Db, email: string) {
  return db.selectFrom('account_requests').select(['id', 'name']).where('email', '=', email).executeTakeFirst();
}

/** Deletes a request; false when it is already gone (another administrator answered it first). */
export async function deleteAccountRequest(trx: Db, id: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('account_requests').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
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
