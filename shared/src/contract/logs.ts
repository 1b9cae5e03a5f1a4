import type { Endpoint } from './endpoint';

export const logs = {
  method: 'GET',
  path: '/api/logs',
  summary: "Le journal des modifications (par page, filtrable par utilisateur, action, type d'objet et dates)",
  access: 'admin',
  query: 'logsQuerySchema',
  answer: 'logsResponseSchema',
} as const satisfies Endpoint;
