import { messages } from '@league/shared';
import { emailProblem, passwordProblem } from '@league/shared/validation';
import type { AccountEditBody } from '@league/shared/schemas';

export interface PreferenceFields {
  name: string;
  username: string;
  password: string;
  confirmation: string;
}

export type AccountChanges = Pick<AccountEditBody, 'name' | 'username' | 'password'>;

/** The server's own wording for an edit that names no field. */
export const NOTHING_TO_SAVE = 'Aucune modification à enregistrer';

/** Only non-empty fields are sent (names and e-mails trimmed, passwords as typed). */
export function accountChanges({ name, username, password }: PreferenceFields): AccountChanges {
  return {
    ...(name.trim() ? { name: name.trim() } : {}),
    ...(username.trim() ? { username: username.trim() } : {}),
    ...(password ? { password } : {}),
  };
}

/**
 * Saving preferences, in order: a required reset needs a password; a new password must be acceptable
 * and equal its confirmation; a new e-mail must be valid; something must be sent.
 */
export function preferencesProblem(fields: PreferenceFields, mustResetPassword: boolean): string | null {
  if (mustResetPassword && fields.password === '') return messages.passwordResetRequired;
  if (fields.password !== '') {
    const refused = passwordProblem(fields.password);
    if (refused) return refused;
  }
  if (fields.confirmation !== fields.password) return messages.passwordMismatch;
  if (fields.username.trim() !== '') {
    const refused = emailProblem(fields.username);
    if (refused) return refused;
  }
  return Object.keys(accountChanges(fields)).length === 0 ? NOTHING_TO_SAVE : null;
}
