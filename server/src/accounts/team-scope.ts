import { canManageTeam } from '@league/shared';
import type { FastifyInstance } from 'fastify';
import { addRouteHook } from '../http/api-hooks';
import type { TeamOf } from '../http/team-of';
import { Forbidden } from '../league/domain-errors';
import { DENIED, requireAccount } from './guards';

/**
 * Team-scoped access, declared on the route beside `access`: `config: { access: 'captain', team: (request)
 * => request.params.id }` names the team the call changes; a captain passes only for a team they captain,
 * an administrator for any. Checked once the input is validated, since the team may be in the body.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    team?: TeamOf;
  }
}

export function registerTeamScope(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.team && route.config.access !== 'captain') {
      throw new Error(`Route ${route.method} ${route.url} is team-scoped: declare access 'captain'`);
    }
  });
  addRouteHook(
    app,
    'preHandler',
    async (request) => {
      const teamOf = request.routeOptions.config.team;
      if (!teamOf) return;
      const account = requireAccount(request);
      const teamId = await teamOf(request);
      if (teamId === undefined || !canManageTeam(account.role, account.captainTeamIds, teamId)) {
        throw new Forbidden(DENIED.team);
      }
    },
    (route) => route.config?.team !== undefined, // a route without a team to check skips the hook
  );
}
