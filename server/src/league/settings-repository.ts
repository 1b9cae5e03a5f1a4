import type { StoredSetting } from '@league/shared/schemas';
import type { Db } from '../db/database';

/** The `settings` table: application configuration rows, JSON values. */
export function readStoredSettings(db: Db): Promise<StoredSetting[]> {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}

/** Stores settings (JSON values), replacing the keys already set. */
export async function writeSettings(trx: Db, values: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await trx
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value) })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
  }
}
