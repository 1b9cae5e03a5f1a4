import { messages } from '../messages';
import { NNBSP } from '../french-text';

/** E-mail address limits. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_MAX_LENGTH = 255;
export const EMAIL_LABEL_MAX_LENGTH = 63;

/** What a person reads when an address is refused (the spec gives only the first). */
export const emailMessages = {
  missing: messages.emailMissing,
  oneAt: `Le courriel doit contenir exactement un «${NNBSP}@${NNBSP}»`,
  localTooLong: `La partie du courriel avant «${NNBSP}@${NNBSP}» doit contenir au plus ${EMAIL_LOCAL_MAX_LENGTH} caractères`,
  domainTooLong: `Le domaine du courriel doit contenir au plus ${EMAIL_DOMAIN_MAX_LENGTH} caractères`,
  labelTooLong: `Chaque partie du domaine du courriel doit contenir au plus ${EMAIL_LABEL_MAX_LENGTH} caractères`,
  invalid: 'Courriel invalide',
} as const;

/** One dot-separated piece of the local part: RFC 5322 "atext". */
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
/** A domain label: letters, digits and hyphens, not starting or ending with a hyphen. */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
/** The last label: letters only, at least two. */
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;

/**
 * Why an address is refused (the first problem found), or null when it is valid. Surrounding white space is ignored
 * (the server trims before checking), white space inside is not.
 * The pattern is checked piece by piece, after the length limits, so no regular expression can backtrack badly.
 */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return emailMessages.missing;
  const parts = email.split('@');
  if (parts.length !== 2) return emailMessages.oneAt;
  const [local, domain] = parts as [string, string];
  if (local.length > EMAIL_LOCAL_MAX_LENGTH) return emailMessages.localTooLong;
  if (domain.length > EMAIL_DOMAIN_MAX_LENGTH) return emailMessages.domainTooLong;
  const labels = domain.split('.');
  if (labels.some((label) => label.length > EMAIL_LABEL_MAX_LENGTH)) return emailMessages.labelTooLong;
  const localOk = local.split('.').every((atom) => LOCAL_ATOM.test(atom));
  const domainOk =
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels[labels.length - 1] as string);
  return localOk && domainOk ? null : emailMessages.invalid;
}

export function isValidEmail(value: string): boolean {
  return emailProblem(value) === null;
}

/** The form an address is stored and compared in. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
