import { messages } from '@league/shared';
import type { FastifyInstance } from 'fastify';
import { addRouteHook, changesData, isStateChanging } from '../http/api-hooks';
import { Forbidden } from '../league/domain-errors';

/**
 * While an account must choose a new password (after a reset link), every change it asks for is refused
 * with the catalogue's message, never silently, except on routes that say `whilePasswordReset`
 * (setting the password itself). Visitor routes (login, logout, contact) are not account changes.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    whilePasswordReset?: boolean;
  }
}

export function registerPasswordResetGate(app: FastifyInstance): void {
  addRouteHook(
    app,
    'preValidation',
    async (request) => {
      if (!isStateChanging(request.method)) return;
      if (request.account?.mustResetPassword) throw new Forbidden(messages.passwordResetRequired);
    },
    // on the routes that change data for an account, except the password's own
    ({ config = {}, method }) =>
      changesData({ method }) && (config.access ?? 'public') !== 'public' && !config.whilePasswordReset,
  );
}
