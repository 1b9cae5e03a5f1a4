import type { Endpoint } from './endpoint';

export const media = {
  method: 'GET',
  path: '/media/:id',
  summary: 'Un logo ou une photo (adressé par son contenu)',
  access: 'public',
  params: 'mediaParamsSchema',
  // what the media table holds: uploads are stored as WebP or SVG (the league's logo as PNG); a restored backup keeps its own types
  file: {
    description: "L'image, qui ne change jamais à cette adresse",
    types: ['image/webp', 'image/svg+xml', 'image/png', 'image/jpeg'],
  },
} as const satisfies Endpoint;

export const homeImage = {
  method: 'GET',
  path: '/images/home/:file',
  summary: "Images de la page d'accueil",
  access: 'public',
  params: 'homeImageParamsSchema',
  file: { description: "L'image", types: ['image/jpeg', 'image/png'] },
} as const satisfies Endpoint;

export const mapsKey = {
  method: 'GET',
  path: '/api/keys/google',
  summary: 'Clé du service de cartes',
  access: 'public',
  answer: 'mapsKeyResponseSchema',
  errors: [404],
} as const satisfies Endpoint;
