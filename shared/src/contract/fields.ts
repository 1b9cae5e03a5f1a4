import type { Endpoint } from './endpoint';

export const fields = {
  method: 'GET',
  path: '/api/fields',
  summary: "Les terrains d'une saison",
  access: 'public',
  query: 'seasonQuerySchema',
  answer: 'fieldsResponseSchema',
} as const satisfies Endpoint;

export const addField = {
  method: 'POST',
  path: '/api/fields/add',
  summary: 'Ajouter un terrain',
  access: 'admin',
  body: 'fieldAddBodySchema',
  answer: 'successSchema',
  errors: [409],
} as const satisfies Endpoint;

export const editField = {
  method: 'PUT',
  path: '/api/fields/edit/:id',
  summary: 'Modifier un terrain (nom, type, adresse)',
  access: 'admin',
  params: 'idParamsSchema',
  body: 'fieldAddBodySchema',
  answer: 'successSchema',
  errors: [404, 409],
} as const satisfies Endpoint;

export const removeField = {
  method: 'DELETE',
  path: '/api/fields/remove/:id',
  summary: 'Supprimer un terrain sans match',
  access: 'admin',
  params: 'idParamsSchema',
  answer: 'successSchema',
  errors: [404, 409],
} as const satisfies Endpoint;
