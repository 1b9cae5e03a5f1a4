import type { Endpoint } from './endpoint';

export const users = {
  method: 'GET',
  path: '/api/users',
  summary: 'Utilisateurs, ou demandes en attente avec ?type=pending',
  access: 'admin',
  query: 'usersQuerySchema',
  answer: 'usersListResponseSchema',
} as const satisfies Endpoint;

export const approveAccountRequest = {
  method: 'POST',
  path: '/api/users/approverequest/:id',
  summary: 'Approuver une demande',
  access: 'admin',
  params: 'idParamsSchema',
  answer: 'successSchema',
} as const satisfies Endpoint;

export const denyAccountRequest = {
  method: 'POST',
  path: '/api/users/denyrequest/:id',
  summary: 'Refuser une demande',
  access: 'admin',
  params: 'idParamsSchema',
  answer: 'successSchema',
} as const satisfies Endpoint;

export const addUser = {
  method: 'POST',
  path: '/api/users/add',
  summary: 'Ajouter un utilisateur',
  access: 'admin',
  body: 'userAddBodySchema',
  answer: 'successSchema',
  errors: [409],
} as const satisfies Endpoint;

export const editUser = {
  method: 'PUT',
  path: '/api/users/edit/:id',
  summary: 'Modifier un utilisateur',
  access: 'admin',
  params: 'idParamsSchema',
  body: 'userEditBodySchema',
  answer: 'successSchema',
  errors: [409],
} as const satisfies Endpoint;

export const removeUser = {
  method: 'DELETE',
  path: '/api/users/remove/:id',
  summary: 'Retirer un utilisateur',
  access: 'admin',
  params: 'idParamsSchema',
  answer: 'successSchema',
  errors: [409],
} as const satisfies Endpoint;
