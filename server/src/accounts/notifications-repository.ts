import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/** The `notifications` table: messages an account reads in the notification centre. */

export async function insertNotifications(trx: Db, userIds: readonly string[], description: string): Promise<void> {
  if (userIds.length === 0) return;
  const createdAt = new Date().toISOString();
  await trx
    .insertInto('notifications')
    .values(userIds.map((userId) => ({ id: randomUUID(), user_id: userId, description, created_at: createdAt })))
    .execute();
}

export async function listNotifications(db: Db, userId: string) {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'description'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ _id: row.id, description: row.description }));
}

/** Deletes one of the account's notifications; false when it has none by that id. */
export async function deleteNotification(trx: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
