/** An error as the database drivers give it: a code, a message, and maybe the errors behind it. */
export type DriverError = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/**
 * Whether `test` holds for the error or one of its causes (five deep at most). Duck-typed, not `instanceof Error`: a
 * native module's errors (better-sqlite3's, pg's) may come from another realm, as under jest.
 */
export function anyCause(error: unknown, test: (cause: DriverError) => boolean): boolean {
  let cause = error as DriverError | null | undefined;
  for (let depth = 0; typeof cause === 'object' && cause !== null && depth < 5; depth += 1) {
    if (test(cause)) return true;
    cause = cause.cause as DriverError | null | undefined;
  }
  return false;
}
