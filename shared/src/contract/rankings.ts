import type { Endpoint } from './endpoint';

export const seasonRanking = {
  method: 'GET',
  path: '/api/ranking/season',
  summary: 'Classement de la saison',
  access: 'public',
  query: 'seasonQuerySchema',
  answer: 'rankingResponseSchema',
} as const satisfies Endpoint;

export const seriesRanking = {
  method: 'GET',
  path: '/api/ranking/series',
  summary: 'Classement des séries',
  access: 'public',
  query: 'seasonQuerySchema',
  answer: 'rankingResponseSchema',
} as const satisfies Endpoint;

export const teamStats = {
  method: 'GET',
  path: '/api/stats/:team',
  summary: "Fiche d'une équipe (par nom ou identifiant)",
  access: 'public',
  params: 'teamParamsSchema',
  query: 'seasonQuerySchema',
  answer: 'teamStatsSchema',
} as const satisfies Endpoint;
