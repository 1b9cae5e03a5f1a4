import type { LogAction, LogEntity } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

export interface NewLogEntry {
  userId: string | null;
  action: LogAction;
  entity: LogEntity;
  entityId: string | null;
  detail: string;
}

/** The audit log's row of a write, inserted by runWrite inside the write's transaction (docs/decisions/server-and-api.md). */
export async function insertLogEntry(trx: Db, entry: NewLogEntry, at = new Date()): Promise<void> {
  await trx
    .insertInto('logs')
    .values({
      id: randomUUID(),
      at: at.toISOString(),
      user_id: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      detail: entry.detail,
    })
    .execute();
}
