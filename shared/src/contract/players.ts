import type { Endpoint } from './endpoint';

export const players = {
  method: 'GET',
  path: '/api/players',
  summary: "Les joueurs d'une saison",
  access: 'public',
  query: 'seasonQuerySchema',
  answer: 'playersResponseSchema',
} as const satisfies Endpoint;

export const freeAgents = {
  method: 'GET',
  path: '/api/freeagents',
  summary: 'Les joueurs autonomes',
  access: 'public',
  answer: 'freeAgentsResponseSchema',
} as const satisfies Endpoint;

export const freeAgent = {
  method: 'GET',
  path: '/api/freeagents/:id',
  summary: 'Un joueur autonome avec son courriel (administrateurs)',
  access: 'admin',
  params: 'idParamsSchema',
  answer: 'freeAgentDetailSchema',
} as const satisfies Endpoint;

export const addPlayer = {
  method: 'POST',
  path: '/api/players/add',
  summary: "Ajouter un joueur à l'alignement d'une équipe",
  access: 'admin',
  body: 'playerAddBodySchema',
  answer: 'successSchema',
  errors: [409],
} as const satisfies Endpoint;

export const editPlayer = {
  method: 'PUT',
  path: '/api/players/edit/:id',
  summary: 'Modifier un joueur (nom, équipe, équipes pour lesquelles il a joué)',
  access: 'admin',
  params: 'idParamsSchema',
  body: 'playerAddBodySchema',
  answer: 'successSchema',
  errors: [404],
} as const satisfies Endpoint;

export const removePlayer = {
  method: 'DELETE',
  path: '/api/players/remove/:id',
  summary: 'Supprimer un joueur',
  access: 'admin',
  params: 'idParamsSchema',
  answer: 'successSchema',
  errors: [404],
} as const satisfies Endpoint;

export const addFreeAgent = {
  method: 'PUT',
  path: '/api/freeagents/add',
  summary: 'Ajouter un joueur autonome',
  access: 'admin',
  body: 'freeAgentAddBodySchema',
  answer: 'successSchema',
} as const satisfies Endpoint;

export const editFreeAgent = {
  method: 'PUT',
  path: '/api/freeagents/edit/:id',
  summary: 'Modifier un joueur autonome (nom, courriel)',
  access: 'admin',
  params: 'idParamsSchema',
  body: 'freeAgentAddBodySchema',
  answer: 'successSchema',
  errors: [404],
} as const satisfies Endpoint;

export const removeFreeAgent = {
  method: 'DELETE',
  path: '/api/freeagents/remove/:id',
  summary: 'Supprimer un joueur autonome',
  access: 'admin',
  params: 'idParamsSchema',
  answer: 'successSchema',
  errors: [404],
} as const satisfies Endpoint;

export const requestFreeAgent = {
  method: 'POST',
  path: '/api/freeagents/requestadd',
  summary: 'Demander à figurer parmi les joueurs autonomes',
  access: 'public',
  body: 'freeAgentRequestBodySchema',
  answer: 'successSchema',
  errors: [429],
} as const satisfies Endpoint;
