import { DEFAULT_TIME_ZONE } from '@league/shared';
import type { Db } from '../db/database';

/** Application settings (spec §3 "Application configuration"), stored as JSON in `settings`. */
export async function readSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return fallback;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return fallback;
  }
}

export function leagueTimeZone(db: Db): Promise<string> {
  return readSetting(db, 'timeZone', DEFAULT_TIME_ZONE);
}
