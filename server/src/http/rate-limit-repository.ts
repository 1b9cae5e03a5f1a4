/** The rate-limit counters' queries: one fixed window per key, in the `rate_limits` table. */
import type { Db } from '../db/database';

export interface RateWindow {
  hits: number;
  expiresAt: Date;
}

/**
 * Counts one hit for `key` in a single upsert, atomic on both engines, so concurrent requests (from any process)
 * each get their own number: a new or expired window starts at 1, otherwise its count goes up by one.
 */
export async function countHit(db: Db, key: string, now: Date, windowMs: number): Promise<RateWindow> {
  const nowIso = now.toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, expires_at: new Date(now.getTime() + windowMs).toISOString() })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const expired = eb('rate_limits.expires_at', '<=', nowIso);
        return {
          hits: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('rate_limits.hits', '+', 1))
            .end(),
          expires_at: eb
            .case()
            .when(expired)
            .then(eb.ref('excluded.expires_at'))
            .else(eb.ref('rate_limits.expires_at'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), expiresAt: new Date(row.expires_at) };
}

/** Takes one hit back from `key`'s live window (a request that turned out not to count). */
export async function uncountHit(db: Db, key: string, now: Date): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .where('expires_at', '>', now.toISOString())
    .execute();
}

/** Forgets `key`'s window. */
export async function clearWindow(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Deletes every expired window (by the index on `expires_at`). */
export async function pruneExpiredWindows(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<=', now.toISOString()).execute();
}
