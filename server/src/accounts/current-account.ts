import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { onApiRequest } from '../http/api-hooks';
import { clearCookie, readCookie, setCookie } from '../http/cookies';
import { loadAccount, type Account } from './account-repository';
import { sessionUser } from './sessions';

export type { Account };

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null;
    sessionToken: string | null;
  }
}

export const SESSION_COOKIE = 'league_session';

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
