import { anyCause } from './error-causes';

/** SQLite's SQLITE_FULL, the file system's ENOSPC, PostgreSQL's disk_full (53100): the disk, not the request. */
const DISK_FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', '53100']);

/** Whether an error, or one of its causes, says the disk is full. */
export function isDiskFull(error: unknown): boolean {
  return anyCause(error, ({ code }) => DISK_FULL_CODES.has(String(code)));
}
