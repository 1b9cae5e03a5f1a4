import { canManageTeam, hasAdminStatus, hasDevStatus } from '@league/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { Account } from './current-account';

/** The checks every state-changing route makes; the server is the gate (spec §6, DESIGN.md §4). */
export const DENIED = {
  login: 'Connexion requise',
  admin: 'Réservé aux administrateurs',
  dev: 'Réservé aux développeurs',
  team: "Vous n'êtes ni capitaine de cette équipe ni administrateur",
  archive: 'Une saison archivée ne peut être modifiée',
} as const;

export function requireAccount(request: FastifyRequest): Account {
  if (!request.account) throw new HttpError(401, DENIED.login);
  return request.account;
}

export function requireAdmin(request: FastifyRequest): Account {
  const account = requireAccount(request);
  if (!hasAdminStatus(account.role)) throw new HttpError(403, DENIED.admin);
  return account;
}

export function requireDev(request: FastifyRequest): Account {
  const account = requireAccount(request);
  if (!hasDevStatus(account.role)) throw new HttpError(403, DENIED.dev);
  return account;
}

export function requireTeamManager(request: FastifyRequest, teamId: string): Account {
  const account = requireAccount(request);
  if (!canManageTeam(account.role, account.captainTeamIds, teamId)) throw new HttpError(403, DENIED.team);
  return account;
}

/** In an archived season nothing changes, for anyone. */
export function refuseArchivedSeason(season: string | undefined): void {
  if (season !== undefined && season !== '' && season !== 'current') throw new HttpError(403, DENIED.archive);
}
