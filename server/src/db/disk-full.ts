/** SQLite's SQLITE_FULL, the file system's ENOSPC, PostgreSQL's disk_full (53100): the disk, not the request. */
const DISK_FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', '53100']);

/**
 * Whether an error, or one of its causes, says the disk is full. Duck-typed, not `instanceof Error`: a native
 * module's errors (better-sqlite3's SqliteError) may come from another realm, as under jest.
 */
export function isDiskFull(error: unknown): boolean {
  let cause = error as { code?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; typeof cause === 'object' && cause !== null && depth < 5; depth += 1) {
    if (DISK_FULL_CODES.has(String(cause.code))) return true;
    cause = cause.cause as typeof cause;
  }
  return false;
}
