import { ApiError, messages, NNBSP } from '@league/shared';
import { emailProblem } from '@league/shared/validation';

/** What a visitor writes to the league (contact page, free-agent request); the server's schema has the same limits. */
export interface MailRequest {
  name: string;
  email: string;
  message: string;
}

export type MailField = keyof MailRequest;
export type MailProblems = Partial<Record<MailField, string>>;

export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 5000;

export const formLabels = {
  name: 'Nom',
  email: 'Courriel',
  message: 'Message',
  optional: '(facultatif)',
  send: 'Envoyer',
  sending: 'Envoi en cours…',
  nameMissing: 'Nom manquant',
  nameTooLong: `Le nom doit contenir au plus ${NAME_MAX_LENGTH} caractères`,
  messageMissing: 'Message manquant',
  messageTooLong: `Message trop long (${MESSAGE_MAX_LENGTH} caractères au plus)`,
  needsScript:
    'L’envoi de ce formulaire a besoin de JavaScript\u202f: il vérifie ce que vous écrivez avant de l’envoyer. Activez-le dans votre navigateur pour nous écrire.',
} as const;

export const EMPTY_MAIL_REQUEST: MailRequest = { name: '', email: '', message: '' };

/**
 * Comfort checks before sending, so a person learns at once what to fix; the server checks again.
 * Only e-mail addresses have rules of their own; the rest mirror the server's limits.
 */
export function mailRequestProblems(values: MailRequest, { messageRequired }: { messageRequired: boolean }) {
  const problems: MailProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = formLabels.nameMissing;
  else if (name.length > NAME_MAX_LENGTH) problems.name = formLabels.nameTooLong;
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  const message = values.message.trim();
  if (messageRequired && message === '') problems.message = formLabels.messageMissing;
  else if (message.length > MESSAGE_MAX_LENGTH) problems.message = formLabels.messageTooLong;
  return problems;
}

/** The body the server expects: trimmed text, the message left out when there is none. */
export function mailRequestBody(values: MailRequest): MailRequest | Omit<MailRequest, 'message'> {
  const body = { name: values.name.trim(), email: values.email.trim() };
  const message = values.message.trim();
  return message === '' ? body : { ...body, message };
}

/**
 * The server's own French reason for a refusal (rate limit, a field it refused), when it gave one.
 * A network failure or an answer without a reason adds nothing to the spec's message.
 */
export function serverReason(error: unknown, shown: string): string | null {
  if (!(error instanceof ApiError)) return null;
  const reason =
    error.issues.length > 0 ? error.issues.map((issue) => issue.message).join(`${NNBSP}; `) : error.message;
  if (reason === shown || reason.startsWith(messages.unknownError)) return null;
  return reason;
}
