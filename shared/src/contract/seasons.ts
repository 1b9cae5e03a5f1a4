import type { Endpoint } from './endpoint';
import { NNBSP } from '../french-text';

export const seasons = {
  method: 'GET',
  path: '/api/seasons',
  summary: 'Les saisons archivées',
  access: 'public',
  answer: 'seasonsResponseSchema',
} as const satisfies Endpoint;

export const archivePreview = {
  method: 'GET',
  path: '/api/seasons/preview',
  summary: `Avant d'archiver${NNBSP}: ce qui passerait dans l'archive et ce qui resterait pour ces dates (sans dates${NNBSP}: toute la saison courante, ses dates proposées), résultats en attente d'approbation et réservations ouvertes compris`,
  access: 'admin',
  query: 'archivePreviewQuerySchema',
  answer: 'archivePreviewSchema',
} as const satisfies Endpoint;

export const archiveSeason = {
  method: 'PUT',
  path: '/api/seasons/add',
  summary: `Archiver la saison courante${NNBSP}: ses matchs, séries et plages datés dans la période, avec une copie des équipes, joueurs et terrains (sauvegarde automatique avant)`,
  access: 'admin',
  body: 'archiveSeasonSchema',
  answer: 'archiveSeasonResponseSchema',
  errors: [409],
} as const satisfies Endpoint;

export const renameArchive = {
  method: 'POST',
  path: '/api/seasons/edit-name',
  summary: 'Renommer une archive (et changer ses dates)',
  access: 'admin',
  body: 'editArchiveSchema',
  answer: 'archivesResponseSchema',
  errors: [404, 409],
} as const satisfies Endpoint;

export const startSeason = {
  method: 'POST',
  path: '/api/seasons/start',
  summary: `Commencer la saison suivante en une écriture${NNBSP}: ses équipes avec leur division et leur poule. Une équipe nommée par son identifiant est gardée (capitaines et joueurs compris), renommée si son nom change${NNBSP}; un nom sans identifiant crée une équipe (ou garde l’équipe courante de ce nom)${NNBSP}; une équipe courante absente de la liste est retirée. Refusé (409) tant que la saison en cours a des matchs`,
  access: 'admin',
  body: 'startSeasonSchema',
  answer: 'startSeasonResponseSchema',
  errors: [409],
} as const satisfies Endpoint;
