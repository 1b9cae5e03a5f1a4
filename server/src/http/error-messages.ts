/**
 * What a person reads when the request itself is wrong, in French, by the framework's (or Node's) error code and,
 * for any code not listed, by status: no framework code or English message ever reaches a client.
 */
import { NNBSP } from '@league/shared';

export const INTERNAL_ERROR = 'Erreur interne du serveur';
/** PostgreSQL cannot be reached (restart, failover, network): the request was not served, retrying soon may work. */
export const DATABASE_UNREACHABLE = `La base de données est momentanément injoignable${NNBSP}: réessayez dans un instant`;
export const DISK_FULL = `Le disque du serveur est plein${NNBSP}: la modification n'a pas été enregistrée. Réessayez plus tard ou prévenez l'administrateur du site`;

const BY_CODE: Record<string, string> = {
  FST_ERR_BAD_URL: "L'adresse contient un encodage invalide",
  FST_ERR_MAX_PARAM_LENGTH: "Un élément de l'adresse est trop long",
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas du JSON valide",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Le corps de la requête est trop volumineux',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Ce type de contenu n'est pas accepté",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Longueur de contenu invalide',
  HPE_HEADER_OVERFLOW: 'Les en-têtes de la requête sont trop volumineux',
  HPE_INVALID_CONTENT_LENGTH: 'Longueur de contenu invalide',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'Longueur de contenu et encodage de transfert incompatibles',
  HPE_INVALID_TRANSFER_ENCODING: 'Encodage de transfert invalide',
  ERR_HTTP_REQUEST_TIMEOUT: 'La requête a mis trop de temps à arriver',
};

const BY_STATUS: Record<number, string> = {
  400: 'Requête invalide',
  401: 'Connexion requise',
  403: 'Accès refusé',
  404: 'Ressource introuvable',
  405: 'Méthode non acceptée',
  408: 'La requête a mis trop de temps à arriver',
  413: 'Le corps de la requête est trop volumineux',
  414: "L'adresse est trop longue",
  415: "Ce type de contenu n'est pas accepté",
  429: `Trop de requêtes${NNBSP}: réessayez plus tard`,
  431: 'Les en-têtes de la requête sont trop volumineux',
  503: `Le serveur redémarre${NNBSP}: réessayez dans un instant`,
};

export function messageForCode(code: string | undefined): string | undefined {
  return code ? BY_CODE[code] : undefined;
}

export function messageForStatus(status: number): string {
  return BY_STATUS[status] ?? (status >= 500 ? INTERNAL_ERROR : 'Requête refusée');
}
