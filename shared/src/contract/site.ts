import { NNBSP } from '../french-text';
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

export const robots = {
  method: 'GET',
  path: '/robots.txt',
  summary: 'Consignes aux robots d’indexation (les pages privées et l’API exclues) et adresse du plan du site',
  access: 'public',
  file: { description: 'Le fichier robots.txt', types: ['text/plain'] },
} as const satisfies Endpoint;

export const sitemap = {
  method: 'GET',
  path: '/sitemap.xml',
  summary: `Plan du site (sitemaps.org 0.9)${NNBSP}: pages publiques, équipes, matchs de série, pages d’information`,
  access: 'public',
  file: { description: 'Le plan du site, en XML', types: ['application/xml'] },
} as const satisfies Endpoint;
