import { hasAdminStatus, hasCaptainStatus, hasDevStatus } from '@league/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changesData, isStateChanging, onApiRequest } from '../http/api-hooks';
import { HttpError } from '../http/errors';
import { DENIED } from './guards';

/**
 * Who may call a route, declared on the route (`config: { access }`) and checked before its input is even
 * validated, so a refused caller learns nothing about the expected body. Team-scoped checks (a captain
 * and their own team) follow in the handler, once the team is known.
 */
export type Access = 'public' | 'login' | 'captain' | 'admin' | 'dev';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

function check(access: Access, request: FastifyRequest): void {
  if (access === 'public') return;
  const account = request.account;
  if (!account) throw new HttpError(401, DENIED.login);
  if (access === 'captain' && !hasCaptainStatus(account.role)) throw new HttpError(403, DENIED.team);
  if (access === 'admin' && !hasAdminStatus(account.role)) throw new HttpError(403, DENIED.admin);
  if (access === 'dev' && !hasDevStatus(account.role)) throw new HttpError(403, DENIED.dev);
}

function seasonOf(request: FastifyRequest): string | undefined {
  const query = request.query as { season?: unknown } | undefined;
  return typeof query?.season === 'string' ? query.season : undefined;
}

export function registerAccessControl(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (changesData(route) && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} changes data but declares no access`);
    }
  });
  // onRequest: before the body is read, so a refused caller gets 401/403 whatever (and however much) it sends
  onApiRequest(
    app,
    async (request) => {
      const access = request.routeOptions.config.access ?? 'public';
      check(access, request);
      // In an archived season nothing changes, for anyone.
      const season = seasonOf(request);
      if (isStateChanging(request.method) && season !== undefined && season !== 'current') {
        throw new HttpError(403, DENIED.archive);
      }
    },
    // a public read has nothing to check: its routes skip the hook
    (route) => (route.config?.access ?? 'public') !== 'public' || changesData(route),
  );
}
