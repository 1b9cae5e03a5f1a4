import type { AccountRequest } from '@league/shared/schemas';

export type Decision = 'approve' | 'deny';

/** What the confirmation asks and what the page says once done, per decision (French). */
export const DECISION_WORDS = {
  approve: {
    title: 'Approuver la demande\u202f?',
    consequence: (request: AccountRequest) =>
      `${request.name} (${request.email}) recevra par courriel un lien de connexion.`,
    confirm: 'Approuver',
    done: (request: AccountRequest) =>
      `Demande de ${request.name} approuvée\u202f: un lien de connexion lui a été envoyé.`,
  },
  deny: {
    title: 'Refuser la demande\u202f?',
    consequence: (request: AccountRequest) =>
      `La demande de ${request.name} (${request.email}) sera refusée et retirée de la liste.`,
    confirm: 'Refuser',
    done: (request: AccountRequest) => `Demande de ${request.name} refusée.`,
  },
} as const;
