import type { Endpoint } from './endpoint';
import { NNBSP } from '../french-text';

export const inboxCount = {
  method: 'GET',
  path: '/api/inbox/count',
  summary: `Combien de décisions attendent un administrateur${NNBSP}: résultats, réservations, demandes de compte`,
  access: 'admin',
  answer: 'inboxCountSchema',
} as const satisfies Endpoint;

export const disagreements = {
  method: 'GET',
  path: '/api/inbox/disagreements',
  summary: 'Les résultats en attente dont les deux capitaines ont proposé des versions différentes',
  access: 'admin',
  answer: 'disagreementsResponseSchema',
} as const satisfies Endpoint;

export const reopenResult = {
  method: 'POST',
  path: '/api/inbox/reopen/:id',
  summary: `Annuler une approbation${NNBSP}: le résultat redevient la proposition en attente`,
  access: 'admin',
  params: 'idParamsSchema',
  body: 'reopenBodySchema',
  answer: 'successSchema',
  errors: [400, 401, 403, 404, 409],
} as const satisfies Endpoint;
