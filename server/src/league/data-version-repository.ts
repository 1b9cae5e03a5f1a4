import { sql, type CompiledQuery } from 'kysely';
import type { Db } from '../db/database';

/**
 * The data version (settings row `dataVersion`): every committed write moves it by one, so each server
 * instance knows when its cached reads are stale (DESIGN.md §1 scale-out).
 */
const DATA_VERSION_KEY = 'dataVersion';

/** The read, built and compiled once per database: every cached API read makes it (read-cache.ts). */
const versionReads = new WeakMap<Db, CompiledQuery<{ value: string }>>();

export async function readDataVersion(db: Db): Promise<string> {
  let query = versionReads.get(db);
  if (!query) {
    query = db.selectFrom('settings').select('value').where('key', '=', DATA_VERSION_KEY).compile();
    versionReads.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  return rows[0]?.value ?? '0';
}

/**
 * One statement, so two concurrent transactions can never both store N+1: the second waits on the
 * row the first updated and adds one to the committed value.
 */
export async function bumpDataVersion(trx: Db): Promise<void> {
  await trx
    .insertInto('settings')
    .values({ key: DATA_VERSION_KEY, value: '1' })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ value: sql<string>`cast(cast(${sql.ref('settings.value')} as bigint) + 1 as text)` }),
    )
    .execute();
}
