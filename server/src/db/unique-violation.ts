/**
 * Whether a write failed on a unique index: better-sqlite3's `SQLITE_CONSTRAINT_UNIQUE` (or the primary key's) and
 * PostgreSQL's `23505`. A concurrent twin of a write that checked first lands here; the caller answers as if it
 * had seen the twin.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
