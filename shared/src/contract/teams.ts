import type { Endpoint } from './endpoint';
import { NNBSP } from '../french-text';

export const teams = {
  method: 'GET',
  path: '/api/teams',
  summary: "Les équipes d'une saison",
  access: 'public',
  query: 'seasonQuerySchema',
  answer: 'teamsResponseSchema',
} as const satisfies Endpoint;

export const addTeam = {
  method: 'PUT',
  path: '/api/teams/add',
  summary: 'Ajouter une équipe',
  access: 'admin',
  form: true,
  answer: 'teamAddAnswerSchema',
  errors: [400, 409, 413, 415, 422],
} as const satisfies Endpoint;

export const editTeam = {
  method: 'POST',
  path: '/api/teams/edit/:id',
  summary: 'Modifier une équipe (seuls les champs envoyés changent)',
  access: 'captain',
  team: true,
  params: 'idParamsSchema',
  form: true,
  answer: 'teamChangeAnswerSchema',
  errors: [400, 404, 409, 413, 415, 422],
} as const satisfies Endpoint;

export const removeTeam = {
  method: 'DELETE',
  path: '/api/teams/remove/:id',
  summary: `Retirer une équipe sans résultat (unplayedMatches=remove${NNBSP}: avec ses matchs à jouer)`,
  access: 'admin',
  params: 'idParamsSchema',
  query: 'teamRemoveQuerySchema',
  answer: 'teamChangeAnswerSchema',
  errors: [404, 409],
} as const satisfies Endpoint;
