import { signUpProblem, type SignUpFields } from '@league/shared';

/** The spec gives no wording for a missing name; the server refuses an empty one. */
export const NAME_MISSING = 'Nom manquant';

/** The first reason not to send a sign-up: the rules of spec §5 (shared with the server), then the name. */
export function signUpFormProblem(fields: SignUpFields & { name: string }): string | null {
  return signUpProblem(fields) ?? (fields.name.trim() === '' ? NAME_MISSING : null);
}
