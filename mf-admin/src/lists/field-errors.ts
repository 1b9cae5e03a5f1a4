import { ApiError } from '@league/shared';

/** The server's reasons by the form field they concern (the draft's key): shown beside that field. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Reads a refused call's reasons by field: a 400's issues on `body.<field>` (the first one of each field), or a
 * 409's message for `conflictField` (a name already taken). Anything else concerns no one field: empty.
 */
export function fieldErrorsOf(error: unknown, conflictField?: string): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const [where, field] = issue.path.split('.');
    if (where === 'body' && field && errors[field] === undefined) errors[field] = issue.message;
  }
  if (error.status === 409 && conflictField && error.message) errors[conflictField] = error.message;
  return errors;
}
