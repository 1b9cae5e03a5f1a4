import type { Endpoint } from './endpoint';

export const series = {
  method: 'GET',
  path: '/api/series',
  summary: "Les matchs de séries d'une saison",
  access: 'public',
  query: 'seasonQuerySchema',
  answer: 'seriesResponseSchema',
} as const satisfies Endpoint;

export const proposeSeriesResult = {
  method: 'POST',
  path: '/api/series/requestedit/:id',
  summary: "Proposer le score d'un match de séries, en attente d'approbation",
  access: 'captain',
  team: true,
  params: 'idParamsSchema',
  body: 'proposedScoreSchema',
  answer: 'successSchema',
  errors: [400, 401, 403, 404, 409],
} as const satisfies Endpoint;

export const decideSeriesResult = {
  method: 'POST',
  path: '/api/series/approveedit/:id',
  summary: 'Approuver (ou refuser, decision: refuse) le score proposé que l’administrateur a vu',
  access: 'admin',
  params: 'idParamsSchema',
  body: 'seriesApproveEditBodySchema',
  answer: 'successSchema',
  errors: [400, 401, 403, 404, 409],
} as const satisfies Endpoint;

export const editSeriesMatch = {
  method: 'PUT',
  path: '/api/series/edit/:id',
  summary: 'Modifier un match de séries (date, terrain, score)',
  access: 'admin',
  params: 'idParamsSchema',
  body: 'seriesEditBodySchema',
  answer: 'successSchema',
  errors: [400, 401, 403, 404, 409],
} as const satisfies Endpoint;
