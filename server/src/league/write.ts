import type { LogAction, LogEntity } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { insertLogEntry } from '../logs/logs-repository';
import { bumpDataVersion } from './data-version-repository';

/**
 * The one path every change to data takes (DESIGN.md §10): one transaction holding the repository calls,
 * one audit-log row and the data version's bump; then, once committed, the effects (mail) it queued.
 * Nothing else in the server opens a transaction.
 */

/** Who makes the change: an account, or null for a visitor. */
export type Actor = { id: string } | null;

/** The audit-log line of a change: what was done, to what, and a short French sentence. */
export interface Change {
  action: LogAction;
  entity: LogEntity;
  id?: string | null;
  detail: string;
  /** who made it, when only the work can tell (a login by link): replaces the actor */
  by?: string;
}

export interface WriteScope {
  /**
   * the transaction: pass it, and only it, to repositories. Reading through `db` inside the work deadlocks
   * on SQLite (one connection, held by the transaction); such reads belong before the write or after commit.
   */
  trx: Db;
  /** runs once the transaction has committed, in order; never when it rolls back */
  afterCommit(effect: () => Promise<void>): void;
}

export async function runWrite<T>(
  { db }: { db: Db },
  actor: Actor,
  change: Change | ((result: T) => Change),
  work: (scope: WriteScope) => Promise<T>,
): Promise<T> {
  const effects: (() => Promise<void>)[] = [];
  const result = await db.transaction().execute(async (trx) => {
    const value = await work({ trx, afterCommit: (effect) => effects.push(effect) });
    const { action, entity, id = null, detail, by } = typeof change === 'function' ? change(value) : change;
    await insertLogEntry(trx, { userId: by ?? actor?.id ?? null, action, entity, entityId: id, detail });
    await bumpDataVersion(trx);
    return value;
  });
  await runEffects(effects);
  return result;
}

/** Every effect runs even when one fails; the first failure is then thrown (the data stays committed). */
async function runEffects(effects: (() => Promise<void>)[]): Promise<void> {
  let failure: unknown = null;
  for (const effect of effects) {
    await effect().catch((error: unknown) => {
      failure ??= error;
    });
  }
  if (failure !== null) throw failure;
}
