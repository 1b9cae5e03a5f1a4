import { anyCause } from './error-causes';

/**
 * Whether a transaction failed only because another one touched the same rows at the same moment, so that running
 * it again may succeed: PostgreSQL's deadlock (40P01) and serialization failure (40001), SQLite's busy or locked
 * database, in the error or one of its causes.
 */
const CONFLICT_CODES = new Set(['40P01', '40001', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);

export function isWriteConflict(error: unknown): boolean {
  return anyCause(error, ({ code }) => CONFLICT_CODES.has(String(code)));
}
