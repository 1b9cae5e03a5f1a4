import type { Endpoint } from './endpoint';

export const contact = {
  method: 'POST',
  path: '/api/contactus',
  summary: 'Écrire à la ligue',
  access: 'public',
  body: 'contactBodySchema',
  answer: 'successSchema',
  errors: [429],
} as const satisfies Endpoint;
