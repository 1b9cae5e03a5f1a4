import { z } from 'zod';
import { fr } from 'zod/locales';

const zodFrench = fr().localeError;

/** Text lengths said the way a person reads them; every other issue in zod's own French. */
export const frenchErrors: z.core.$ZodErrorMap = (issue) => {
  if (issue.origin === 'string' && issue.code === 'too_big') return `${issue.maximum} caractères au plus`;
  if (issue.origin === 'string' && issue.code === 'too_small')
    return Number(issue.minimum) <= 1 ? 'Ce champ ne peut être vide' : `${issue.minimum} caractères au moins`;
  return zodFrench(issue);
};
