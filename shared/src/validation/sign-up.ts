import { messages } from '../messages';
import { EMAIL_DOMAIN_MAX_LENGTH, EMAIL_LOCAL_MAX_LENGTH, emailProblem } from './email';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** The longest text each sign-up field takes (characters): the form's maxLength and the server's check. */
export const SIGN_UP_LIMITS = {
  name: 100,
  email: EMAIL_LOCAL_MAX_LENGTH + 1 + EMAIL_DOMAIN_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  info: 2000,
} as const;

export const passwordMessages = {
  missing: messages.passwordMissing,
  tooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  tooLong: `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères`,
  mismatch: messages.passwordMismatch,
} as const;

/** Why a new password is refused, or null. Counted in characters (code points); never trimmed. */
export function passwordProblem(password: string): string | null {
  if (password === '') return passwordMessages.missing;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  return null;
}

export interface SignUpFields {
  username: string;
  password: string;
  confirmation: string;
}

/**
 * The first reason the sign-up dialog refuses to send, in this order: username (an e-mail) required and valid,
 * password required (and long enough, as the server demands), confirmation equal and non-empty.
 */
export function signUpProblem({ username, password, confirmation }: SignUpFields): string | null {
  return (
    emailProblem(username) ??
    passwordProblem(password) ??
    // the password is not empty here, so an equal confirmation is not empty either
    (confirmation !== password ? passwordMessages.mismatch : null)
  );
}
