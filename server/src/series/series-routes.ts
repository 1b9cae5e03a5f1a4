import { seriesResponseSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../league/route-deps';
import { getSeasonRead } from '../league/season-route';
import { listSeries } from './series-service';

export const seriesRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    getSeasonRead(app, deps, {
      url: '/api/series',
      summary: "Les matchs de séries d'une saison",
      response: seriesResponseSchema,
      load: async (season) => ({ series: await listSeries(deps.db, season) }),
    });
  };
