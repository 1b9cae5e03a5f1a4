import { NNBSP } from '@league/shared';
import type { Db } from '../db/database';
import { HttpError } from './errors';
import { clearWindow, countHit, pruneExpiredWindows, uncountHit } from './rate-limit-repository';

/**
 * Fixed-window counters per key (an address, an e-mail), kept in the database so that every server process on it
 * counts together (docs/decisions/accounts-and-security.md: rate-limit counters are operational state, outside the write path).
 */
export interface RateLimiter {
  /** Counts a request; throws 429 with the wait in French when the key is over its limit. */
  hit(key: string): Promise<void>;
  /** Takes a counted request back: it turned out not to be one the limit is about. */
  uncount(key: string): Promise<void>;
  /** Forgets the key's count. */
  clear(key: string): Promise<void>;
}

export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
/** Expired windows are deleted at most this often per database handle: one indexed delete, off most requests. */
const PRUNE_EVERY_MS = MINUTE;
const prunedAt = new WeakMap<Db, number>();

/** The French refusal, the wait rounded up to whole minutes. */
export function tooManyAttempts(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return `Trop de tentatives${NNBSP}: réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}`;
}

async function pruneNowAndThen(db: Db, now: number): Promise<void> {
  if (now - (prunedAt.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  prunedAt.set(db, now);
  await pruneExpiredWindows(db, new Date(now));
}

export function createRateLimiter(db: Db, { max, windowMs }: Limit, clock = Date.now): RateLimiter {
  return {
    async hit(key) {
      const now = clock();
      await pruneNowAndThen(db, now);
      const window = await countHit(db, key, new Date(now), windowMs);
      if (window.hits > max) throw new HttpError(429, tooManyAttempts(window.expiresAt.getTime() - now));
    },
    uncount: (key) => uncountHit(db, key, new Date(clock())),
    clear: (key) => clearWindow(db, key),
  };
}

export interface Guard {
  limiter: RateLimiter;
  key: string;
}

/**
 * Runs an attempt that only its failures count against, such as a login (docs/decisions/accounts-and-security.md). Every key is counted
 * before the attempt, so concurrent guesses cannot all slip under the limit; a success then clears every key, and an
 * error that is not a failure (a fault of the server) takes its hit back.
 */
export async function countingFailures<T>(
  guards: Guard[],
  attempt: () => Promise<T>,
  isFailure: (error: unknown) => boolean,
): Promise<T> {
  for (const { limiter, key } of guards) await limiter.hit(key);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!isFailure(error)) await Promise.allSettled(guards.map(({ limiter, key }) => limiter.uncount(key)));
    throw error;
  }
  await Promise.all(guards.map(({ limiter, key }) => limiter.clear(key)));
  return result;
}
