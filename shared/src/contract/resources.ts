import type { Endpoint } from './endpoint';

export const resources = {
  method: 'GET',
  path: '/api/resources/general',
  summary: "Les pages d'information",
  access: 'public',
  answer: 'resourceListResponseSchema',
} as const satisfies Endpoint;

export const resource = {
  method: 'GET',
  path: '/api/resources/general/:resourceName',
  summary: "Une page d'information",
  access: 'public',
  params: 'resourceNameParamsSchema',
  answer: 'resourceResponseSchema',
} as const satisfies Endpoint;

export const homeText = {
  method: 'GET',
  path: '/api/resources/home/:name',
  summary: "Textes de la page d'accueil",
  access: 'public',
  params: 'homeResourceParamsSchema',
  answer: 'resourceResponseSchema',
} as const satisfies Endpoint;

export const addResource = {
  method: 'PUT',
  path: '/api/resources/general/:resourceName',
  summary: "Créer une page d'information (son adresse est tirée de son titre)",
  access: 'admin',
  params: 'resourceNameParamsSchema',
  body: 'resourceCreateBodySchema',
  answer: 'resourceWriteResponseSchema',
  errors: [409],
} as const satisfies Endpoint;

export const editResource = {
  method: 'POST',
  path: '/api/resources/general/:resourceName',
  summary: "Modifier une page d'information, ou la renommer avec newName",
  access: 'admin',
  params: 'resourceNameParamsSchema',
  body: 'resourceEditBodySchema',
  answer: 'resourceWriteResponseSchema',
  errors: [404, 409],
} as const satisfies Endpoint;

export const removeResource = {
  method: 'DELETE',
  path: '/api/resources/general/:resourceName',
  summary: "Retirer une page d'information",
  access: 'admin',
  params: 'resourceNameParamsSchema',
  answer: 'resourceWriteResponseSchema',
  errors: [404],
} as const satisfies Endpoint;

export const editHomeText = {
  method: 'POST',
  path: '/api/resources/home/:name',
  summary: "Modifier un texte de la page d'accueil (descriptions de la ligue, message pour joindre une équipe)",
  access: 'admin',
  params: 'homeResourceParamsSchema',
  body: 'resourceEditBodySchema',
  answer: 'resourceWriteResponseSchema',
  errors: [404],
} as const satisfies Endpoint;
