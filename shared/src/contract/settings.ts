import type { Endpoint } from './endpoint';

export const settings = {
  method: 'GET',
  path: '/api/settings',
  summary: "Les paramètres de l'application",
  access: 'admin',
  answer: 'settingsResponseSchema',
} as const satisfies Endpoint;

export const editSettings = {
  method: 'PUT',
  path: '/api/settings',
  summary: "Modifier des paramètres de l'application (seules les clés envoyées changent)",
  access: 'admin',
  body: 'settingsUpdateBodySchema',
  answer: 'settingsResponseSchema',
} as const satisfies Endpoint;
