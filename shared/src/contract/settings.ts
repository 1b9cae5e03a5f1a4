import { NNBSP } from '../french-text';
import type { Endpoint } from './endpoint';

export const settings = {
  method: 'GET',
  path: '/api/settings',
  summary: "Les paramètres de l'application",
  access: 'admin',
  answer: 'settingsResponseSchema',
} as const satisfies Endpoint;

export const editSettings = {
  method: 'PUT',
  path: '/api/settings',
  summary: "Modifier des paramètres de l'application (seules les clés envoyées changent)",
  access: 'admin',
  body: 'settingsUpdateBodySchema',
  answer: 'settingsResponseSchema',
} as const satisfies Endpoint;

export const leagueLogo = {
  method: 'GET',
  path: '/api/settings/logo',
  summary: 'Le logo de la ligue tel que le site le montre, et s’il peut revenir au logo d’origine',
  access: 'admin',
  answer: 'leagueLogoSchema',
} as const satisfies Endpoint;

export const uploadLeagueLogo = {
  method: 'POST',
  path: '/api/settings/logo',
  summary: `Changer le logo de la ligue (fichier logo${NNBSP}: PNG, JPG ou SVG${NNBSP}; le site en tire le logo large et l’étroit)`,
  access: 'admin',
  form: true,
  answer: 'leagueLogoSchema',
  errors: [400, 413, 415, 422],
} as const satisfies Endpoint;

export const restoreLeagueLogo = {
  method: 'DELETE',
  path: '/api/settings/logo',
  summary:
    'Rétablir le logo d’origine de la ligue, celui livré avec le site. Refusé (409) tant qu’aucun logo n’a été envoyé',
  access: 'admin',
  answer: 'leagueLogoSchema',
  errors: [409],
} as const satisfies Endpoint;
