import type { LogAction, LogEntity } from '@league/shared/schemas';
import { sql } from 'kysely';
import { sqliteConnectionOf, type Db } from '../db/database';

/**
 * Every committed change to the league's data, told to those who follow them: the live stream of the pages open in
 * browsers (server/src/live/, docs/architecture.md#live). On PostgreSQL a NOTIFY on one channel, sent inside the
 * write's transaction, so the database delivers it to every process's listener when, and only if, it commits; on
 * SQLite (one process) the listeners of this process, once the transaction has committed.
 */
export const CHANGES_CHANNEL = 'league_changes';

/** One committed change: the data version it made, and its audit entry's action and entity. */
export interface LeagueChange {
  version: string;
  action: LogAction;
  entity: LogEntity;
}

type Listener = (change: LeagueChange) => void;
const listeners = new WeakMap<Db, Set<Listener>>();

/** Inside the write's transaction: on PostgreSQL, the notification its commit delivers. */
export async function announceInTransaction(db: Db, trx: Db, change: LeagueChange): Promise<void> {
  if (sqliteConnectionOf(db)) return;
  await sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(change)})`.execute(trx);
}

/** Once the write has committed: on SQLite, this process's listeners (a failing one does not stop the others). */
export function announceCommitted(db: Db, change: LeagueChange): void {
  if (!sqliteConnectionOf(db)) return;
  for (const listener of listeners.get(db) ?? []) {
    try {
      listener(change);
    } catch {
      // a listener's failure is its own: the write has committed and the others are still told
    }
  }
}

/** On SQLite: follows the committed changes of `db` in this process; returns the way to stop. */
export function followCommittedChanges(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}
