import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { onApiRequest } from '../http/api-hooks';
import { clearCookie, readCookie, SESSION_COOKIE, setCookie } from '../http/cookies';
import { loadAccount, type Account } from './account-repository';
import { sessionUser } from './sessions';

export type { Account };

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null;
    sessionToken: string | null;
  }
}

async function lookUpSession(request: FastifyRequest, reply: FastifyReply, db: Db, token: string, ttlMs: number) {
  const userId = await sessionUser(db, token, ttlMs);
  request.account = userId ? await loadAccount(db, userId) : null;
  if (request.account) request.sessionToken = token;
  else clearCookie(reply, SESSION_COOKIE);
}

/**
 * Reads the session cookie on every API call (not for static files); an unknown or expired cookie is cleared. A
 * visitor without the cookie goes straight on (a callback hook, no promise to wait for: most reads).
 */
export function registerCurrentAccount(app: FastifyInstance, db: Db, sessionTtlMs: number): void {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);
  const readSession: onRequestHookHandler = (request, reply, done) => {
    const token = readCookie(request, SESSION_COOKIE);
    if (!token) return done();
    lookUpSession(request, reply, db, token, sessionTtlMs).then(() => done(), done);
  };
  onApiRequest(app, readSession);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlMs: number): void {
  setCookie(reply, SESSION_COOKIE, token, {
    maxAgeSeconds: Math.floor(ttlMs / 1000),
    secure: request.protocol === 'https',
  });
}
