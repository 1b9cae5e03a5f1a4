/**
 * Whether a transaction failed only because another one touched the same rows at the same moment, so that running
 * it again may succeed: PostgreSQL's deadlock (40P01) and serialization failure (40001), SQLite's busy or locked
 * database. Duck-typed and followed through causes, like isDiskFull.
 */
const CONFLICT_CODES = new Set(['40P01', '40001', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);

export function isWriteConflict(error: unknown): boolean {
  let cause = error as { code?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; typeof cause === 'object' && cause !== null && depth < 5; depth += 1) {
    if (CONFLICT_CODES.has(String(cause.code))) return true;
    cause = cause.cause as typeof cause;
  }
  return false;
}
