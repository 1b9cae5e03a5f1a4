import { messages } from '@league/shared';
import type { FastifyInstance } from 'fastify';
import { Forbidden } from '../league/domain-errors';

/**
 * While an account must choose a new password (after a reset link), every change it asks for is refused
 * with the spec §8 message, never silently (issue 11), except on routes that say `whilePasswordReset`
 * (setting the password itself). Visitor routes (login, logout, contact) are not account changes.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    whilePasswordReset?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerPasswordResetGate(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const { access = 'public', whilePasswordReset = false } = request.routeOptions.config;
    if (!STATE_CHANGING.has(request.method) || access === 'public' || whilePasswordReset) return;
    if (request.account?.mustResetPassword) throw new Forbidden(messages.passwordResetRequired);
  });
}
