import { ApiError } from './api/client';
import { NNBSP, withReason } from './french-text';
import { errorText } from './write/error-text';

/** The field an issue of the server is about: the last segment of its path ('body.homeTeam' → 'homeTeam'). */
const fieldOf = (path: string) => path.split('.').pop() ?? '';

/**
 * The server's problems with the fields a form shows, to put beside each field (field → French message):
 * 'Le nom a 100 caractères au plus' goes under « Nom », not after « L'équipe n'a pas pu être ajoutée ».
 */
export function fieldProblems<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError)) return problems;
  for (const issue of error.issues) {
    const field = fieldOf(issue.path) as Field;
    if (fields.includes(field) && problems[field] === undefined) problems[field] = issue.message;
  }
  return problems;
}

/**
 * The spec's message for a failed call, said once, then the server's reason: « Le match n'a pas pu être ajouté :
 * Ce match existe déjà ». Problems the form shows beside `besideFields` are not repeated; a bare 'Requête invalide'
 * whose every problem sits beside its field adds nothing. A failure with no answer says the server did not respond.
 */
export function failureText(message: string, error: unknown, besideFields: readonly string[] = []): string {
  if (!(error instanceof ApiError)) return withReason(message, errorText(error));
  const rest = error.issues
    .filter((issue) => !besideFields.includes(fieldOf(issue.path)))
    .map((issue) => issue.message)
    .filter((said) => said !== error.message);
  if (error.issues.length > 0 && rest.length === 0 && error.status === 400) return message;
  const reason = rest.length > 0 ? `${error.message}${NNBSP}: ${rest.join(`${NNBSP}; `)}` : error.message;
  return withReason(message, reason);
}
