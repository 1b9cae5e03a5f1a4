import { NNBSP } from '@league/shared';
import { ERROR_STATUSES, type ErrorStatus } from '@league/shared/contract';
import { errorResponseSchema } from '@league/shared/schemas';
import type { FastifySchema, RouteOptions } from 'fastify';
import { changesData } from './api-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Statuses the route's own rules answer that cannot be derived from its declaration: 404 of an id in a body,
     * 409 conflict, 429 rate limit, 401 of a failed login. Access, input and size statuses are added for it.
     */
    errors?: ErrorStatus[];
  }
}

/** What a person reads in the API description for each status (the answer itself carries the precise message). */
const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Requête invalide (le détail est dans issues)',
  401: 'Connexion requise, ou identifiants refusés',
  403: `Refusé${NNBSP}: rôle insuffisant, saison archivée, ou requête venue d'un autre site`,
  404: 'Introuvable (identifiant ou saison inconnus)',
  409: "En conflit avec l'état actuel",
  413: 'Corps de la requête trop volumineux',
  414: 'Adresse trop longue',
  415: 'Type de contenu non accepté (JSON attendu)',
  422: 'Fichier trop complexe ou trop long à traiter (imbrication, décompression, pixels ou temps de calcul)',
  429: `Trop de tentatives${NNBSP}: réessayer plus tard`,
  502: 'Un service dont dépend la requête (le courriel) a échoué',
  503: `Le serveur s'arrête, ou sa base de données est momentanément injoignable${NNBSP}: réessayer dans un instant (un répartiteur de charge réessaie ailleurs)`,
  507: `Le disque du serveur est plein${NNBSP}: rien n'a été enregistré`,
};

/** The session cookie, as the API description names it. */
export const SESSION_SECURITY = 'session';

function hasSeasonQuery(schema: FastifySchema): boolean {
  const shape = (schema.querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && 'season' in shape;
}

/**
 * Every status a route can answer, read from its declaration: access, input, body, season, and its own `errors`;
 * any route may answer 414 (address too long) and 503 (server closing; or its database out of reach, which any
 * route may need, if only for the session).
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): ErrorStatus[] {
  const schema = route.schema ?? {};
  const changes = changesData(route);
  const access = route.config?.access ?? 'public';
  const statuses = new Set<ErrorStatus>([414, 503, ...(route.config?.errors ?? [])]);
  if (schema.params || schema.querystring || schema.body || changes) statuses.add(400);
  if (access !== 'public') statuses.add(401);
  if ((access !== 'public' && access !== 'login') || changes) statuses.add(403); // role, or another site, or archive
  if (schema.params || hasSeasonQuery(schema)) statuses.add(404);
  // a full disk refuses any write; concurrent writes that still clash after their retries answer 409
  if (changes) statuses.add(409).add(413).add(415).add(507);
  return ERROR_STATUSES.filter((status) => statuses.has(status));
}

/** Adds each derived status to the route's response schemas, and the session cookie to those that need a login. */
export function describeErrors(route: RouteOptions): void {
  if (!route.schema || route.schema.hide) return;
  const response = { ...(route.schema.response as Record<number, unknown> | undefined) };
  for (const status of errorStatusesOf(route)) {
    response[status] ??= errorResponseSchema.describe(DESCRIPTIONS[status]);
  }
  route.schema = { ...route.schema, response };
  if ((route.config?.access ?? 'public') !== 'public') route.schema.security ??= [{ [SESSION_SECURITY]: [] }];
}
