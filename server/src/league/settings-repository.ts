import type { StoredSetting } from '@league/shared/schemas';
import type { Db } from '../db/database';

/** The `settings` table: application configuration rows, JSON values (spec §3). */
export function readStoredSettings(db: Db): Promise<StoredSetting[]> {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}
