import { NNBSP } from '@league/shared';
import type { LogAction, LogEntity } from '@league/shared/schemas';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database';
import { isWriteConflict } from '../db/write-conflict';
import { bumpDataVersion } from './data-version-repository';
import { Conflict } from './domain-errors';
import { announceCommitted, announceInTransaction, type LeagueChange } from './league-changes';
import { insertLogEntry } from './log-entries-repository';

/**
 * The one path every change to data takes (docs/decisions/server-and-api.md): one transaction holding the repository calls,
 * one audit-log row and the data version's bump; then, once committed, the open pages are told (league-changes.ts)
 * and the effects (mail) it queued run.
 * Nothing else in the server opens a transaction. A transaction the database aborts because a concurrent one
 * touched the same rows (a deadlock, a serialization failure, a busy SQLite file) is run again a few times after a
 * short random pause, then refused with 409 (docs/decisions/server-and-api.md « Clashing writes are retried, then 409 »).
 */

/** Attempts of one write, and the pause before each retry (doubled each time, with jitter). */
export const WRITE_ATTEMPTS = 5;
const FIRST_PAUSE_MS = 5;

export const WRITE_CLASH = `D'autres modifications touchaient les mêmes données au même moment${NNBSP}: la vôtre n'a pas été enregistrée, réessayez`;

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
  /** undoes, when this attempt rolls back, what the work did outside the database (a file it wrote) */
  afterRollback(effect: () => Promise<void>): void;
}

export async function runWrite<T>(
  { db }: { db: Db },
  actor: Actor,
  change: Change | ((result: T) => Change),
  work: (scope: WriteScope) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const effects: (() => Promise<void>)[] = [];
    const undo: (() => Promise<void>)[] = [];
    const scope = {
      afterCommit: (effect: () => Promise<void>) => effects.push(effect),
      afterRollback: undo.push.bind(undo),
    };
    let result: T;
    let committed: LeagueChange;
    try {
      [result, committed] = await db.transaction().execute(async (trx) => {
        const value = await work({ trx, ...scope });
        const { action, entity, id = null, detail, by } = typeof change === 'function' ? change(value) : change;
        await insertLogEntry(trx, { userId: by ?? actor?.id ?? null, action, entity, entityId: id, detail });
        const made = { version: await bumpDataVersion(trx), action, entity };
        await announceInTransaction(db, trx, made);
        return [value, made] as const;
      });
    } catch (error) {
      await runEffects(undo).catch(() => undefined);
      if (!isWriteConflict(error)) throw error;
      if (attempt === WRITE_ATTEMPTS) throw new Conflict(WRITE_CLASH, { cause: error });
      await sleep(FIRST_PAUSE_MS * 2 ** (attempt - 1) * (0.5 + Math.random()));
      continue;
    }
    announceCommitted(db, committed); // before the mail: open pages learn of it at once
    await runEffects(effects);
    return result;
  }
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
