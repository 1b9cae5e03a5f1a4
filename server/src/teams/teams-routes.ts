import { teamsResponseSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../league/route-deps';
import { getSeasonRead } from '../league/season-route';
import { listTeams } from './teams-repository';

export const teamsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    getSeasonRead(app, deps, {
      url: '/api/teams',
      summary: "Les équipes d'une saison",
      response: teamsResponseSchema,
      load: async (season) => ({ teams: await listTeams(deps.db, season) }),
    });
  };
