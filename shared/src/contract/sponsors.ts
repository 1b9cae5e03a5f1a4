import type { Endpoint } from './endpoint';

export const sponsors = {
  method: 'GET',
  path: '/api/sponsors',
  summary: 'Les commanditaires, par catégorie',
  access: 'public',
  answer: 'sponsorsResponseSchema',
} as const satisfies Endpoint;

export const addSponsor = {
  method: 'PUT',
  path: '/api/sponsors/add',
  summary: 'Ajouter un commanditaire',
  access: 'admin',
  form: true,
  answer: 'sponsorAnswerSchema',
  errors: [400, 409, 413, 415, 422],
} as const satisfies Endpoint;

export const editSponsor = {
  method: 'POST',
  path: '/api/sponsors/edit/:id',
  summary: 'Modifier un commanditaire (seuls les champs envoyés changent)',
  access: 'admin',
  params: 'idParamsSchema',
  form: true,
  answer: 'sponsorAnswerSchema',
  errors: [400, 404, 409, 413, 415, 422],
} as const satisfies Endpoint;

export const removeSponsor = {
  method: 'DELETE',
  path: '/api/sponsors/remove/:id',
  summary: 'Retirer un commanditaire',
  access: 'admin',
  params: 'idParamsSchema',
  answer: 'successSchema',
  errors: [404],
} as const satisfies Endpoint;
