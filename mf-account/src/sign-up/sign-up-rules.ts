import { ApiError, messages, type SignUpFields } from '@league/shared';
import { emailProblem, passwordProblem } from '@league/shared/validation';
import { errorText } from '../lib';

/** The spec gives no wording for a missing name; the server refuses an empty one. */
export const NAME_MISSING = 'Nom manquant';

/** The sign-up fields a problem can be shown beside. */
export const SIGN_UP_FIELDS = ['name', 'username', 'password', 'confirmation', 'info'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

/** A reason not to sign up, and the field it belongs beside (null: the form as a whole). */
export interface SignUpProblem {
  field: SignUpField | null;
  message: string;
}

type SignUpForm = SignUpFields & { name: string };

/** The first reason not to send a sign-up, in order (e-mail, password, confirmation), then the name. */
export function signUpFieldProblem(fields: SignUpForm): SignUpProblem | null {
  const email = emailProblem(fields.username);
  if (email) return { field: 'username', message: email };
  const password = passwordProblem(fields.password);
  if (password) return { field: 'password', message: password };
  if (fields.confirmation === '' || fields.confirmation !== fields.password)
    return { field: 'confirmation', message: messages.passwordMismatch };
  if (fields.name.trim() === '') return { field: 'name', message: NAME_MISSING };
  return null;
}

/** The message alone, for callers that show one line. */
export function signUpFormProblem(fields: SignUpForm): string | null {
  return signUpFieldProblem(fields)?.message ?? null;
}

/** A refused sign-up: a 400 naming one field ('body.info') is shown beside it, anything else under the form. */
export function serverSignUpProblem(error: unknown): SignUpProblem {
  const issue = error instanceof ApiError && error.issues.length === 1 ? error.issues[0] : undefined;
  const field = SIGN_UP_FIELDS.find((name) => issue?.path === `body.${name}`);
  return issue && field ? { field, message: issue.message } : { field: null, message: errorText(error) };
}
