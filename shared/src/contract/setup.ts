import type { Endpoint } from './endpoint';

export const setupChecklist = {
  method: 'GET',
  path: '/api/setup/checklist',
  summary: 'Ce qui reste à faire avant le début de la saison (nom et logo, accueil, terrains, équipes, calendrier)',
  access: 'admin',
  answer: 'setupChecklistSchema',
} as const satisfies Endpoint;
