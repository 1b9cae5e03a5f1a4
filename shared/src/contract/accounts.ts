import type { Endpoint } from './endpoint';

export const login = {
  method: 'POST',
  path: '/api/myaccount/login',
  summary: 'Connexion',
  access: 'public',
  body: 'loginBodySchema',
  answer: 'sessionResponseSchema',
  errors: [401, 429],
} as const satisfies Endpoint;

export const loginWithLink = {
  method: 'POST',
  path: '/api/myaccount/auth',
  summary: 'Connexion par lien reçu par courriel',
  access: 'public',
  body: 'authTokenBodySchema',
  answer: 'sessionResponseSchema',
  errors: [401, 429],
} as const satisfies Endpoint;

export const logout = {
  method: 'POST',
  path: '/api/myaccount/logout',
  summary: 'Déconnexion',
  access: 'public',
  answer: 'successSchema',
} as const satisfies Endpoint;

export const session = {
  method: 'GET',
  path: '/api/myaccount/info',
  summary: 'La session en cours',
  access: 'public',
  answer: 'sessionResponseSchema',
} as const satisfies Endpoint;

export const resetPassword = {
  method: 'POST',
  path: '/api/myaccount/resetpassword',
  summary: 'Envoyer un lien de connexion',
  access: 'public',
  body: 'resetPasswordBodySchema',
  answer: 'successSchema',
  errors: [429],
} as const satisfies Endpoint;

export const editAccount = {
  method: 'POST',
  path: '/api/myaccount/edit',
  summary: 'Modifier son compte et ses équipes',
  access: 'login',
  whilePasswordReset: true,
  body: 'accountEditBodySchema',
  answer: 'sessionResponseSchema',
} as const satisfies Endpoint;

export const dismissNotification = {
  method: 'DELETE',
  path: '/api/myaccount/notification/:id',
  summary: 'Effacer une notification',
  access: 'login',
  params: 'idParamsSchema',
  answer: 'successSchema',
} as const satisfies Endpoint;

export const register = {
  method: 'POST',
  path: '/api/users/register',
  summary: 'Demande de compte',
  access: 'public',
  body: 'registerBodySchema',
  answer: 'successSchema',
  errors: [409, 429],
} as const satisfies Endpoint;
