import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { Account } from './current-account';

/** The refusals of declared access (access.ts, team-scope.ts); the server is the gate. */
export const DENIED = {
  login: 'Connexion requise',
  admin: 'Réservé aux administrateurs',
  dev: 'Réservé aux développeurs',
  team: "Vous n'êtes ni capitaine de cette équipe ni administrateur",
  archive: 'Une saison archivée ne peut être modifiée',
} as const;

/** The caller's account in a route whose declared access already requires one. */
export function requireAccount(request: FastifyRequest): Account {
  if (!request.account) throw new HttpError(401, DENIED.login);
  return request.account;
}
