import { fieldsResponseSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../league/route-deps';
import { getSeasonRead } from '../league/season-route';
import { listFields } from './fields-repository';

export const fieldsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    getSeasonRead(app, deps, {
      url: '/api/fields',
      summary: "Les terrains d'une saison",
      response: fieldsResponseSchema,
      load: async (season) => ({ fields: await listFields(deps.db, season) }),
    });
  };
