import type { Role } from '@league/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { onApiRequest } from '../http/api-hooks';
import { clearCookie, readCookie, setCookie } from '../http/cookies';
import { sessionUser } from './sessions';

/** Who is calling: the account behind the session cookie, with the teams it captains (current season). */
export interface Account {
  id: string;
  email: string;
  name: string;
  role: Role;
  mustResetPassword: boolean;
  captainTeamIds: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null;
    sessionToken: string | null;
  }
}

export const SESSION_COOKIE = 'league_session';

export async function loadAccount(db: Db, userId: string): Promise<Account | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const captained = await db
    .selectFrom('user_teams')
    .select('team_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'captain')
    .orderBy('position')
    .execute();
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    mustResetPassword: user.must_reset_password === 1,
    captainTeamIds: captained.map((row) => row.team_id),
  };
}

/** Reads the session cookie on every API call (not for static files); an unknown or expired cookie is cleared. */
export function registerCurrentAccount(app: FastifyInstance, db: Db, sessionTtlMs: number): void {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);
  onApiRequest(app, async (request: FastifyRequest, reply: FastifyReply) => {
    const token = readCookie(request, SESSION_COOKIE);
    if (!token) return;
    const userId = await sessionUser(db, token, sessionTtlMs);
    request.account = userId ? await loadAccount(db, userId) : null;
    if (request.account) request.sessionToken = token;
    else clearCookie(reply, SESSION_COOKIE);
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlMs: number): void {
  setCookie(reply, SESSION_COOKIE, token, {
    maxAgeSeconds: Math.floor(ttlMs / 1000),
    secure: request.protocol === 'https',
  });
}
