import type { Endpoint } from './endpoint';

export const health = {
  method: 'GET',
  path: '/healthz',
  summary: 'État du serveur',
  access: 'public',
  answer: 'healthSchema',
} as const satisfies Endpoint;

export const siteConfig = {
  method: 'GET',
  path: '/config',
  summary: "Configuration de l'application",
  access: 'public',
  answer: 'appConfigSchema',
} as const satisfies Endpoint;
