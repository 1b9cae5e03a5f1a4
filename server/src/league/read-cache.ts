import type { Db } from '../db/database';

/**
 * Answers of the read API are cached as JSON text per key, and thrown away when the data version moves.
 * Every write bumps the version in the database, so each server instance sees it (DESIGN.md §1 scale-out).
 */
export const DATA_VERSION_KEY = 'dataVersion';

export async function dataVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', DATA_VERSION_KEY).executeTakeFirst();
  return row?.value ?? '0';
}

/** Call inside every write transaction. */
export async function bumpDataVersion(db: Db): Promise<void> {
  const next = String(Number(await dataVersion(db)) + 1);
  await db
    .insertInto('settings')
    .values({ key: DATA_VERSION_KEY, value: next })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: next }))
    .execute();
}

export interface ReadCache {
  json(key: string, compute: () => Promise<unknown>): Promise<string>;
}

export function createReadCache(db: Db, maxEntries = 200): ReadCache {
  const entries = new Map<string, { version: string; json: Promise<string> }>();
  return {
    async json(key, compute) {
      const version = await dataVersion(db);
      const hit = entries.get(key);
      if (hit?.version === version) return hit.json;
      const json = compute().then((value) => JSON.stringify(value));
      entries.set(key, { version, json });
      json.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return json;
    },
  };
}
