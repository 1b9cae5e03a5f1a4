import { scheduleResponseSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../league/route-deps';
import { getSeasonRead } from '../league/season-route';
import { readSettings } from '../league/settings';
import { matchRows, toMatch } from './schedule-repository';

export const scheduleRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    getSeasonRead(app, deps, {
      url: '/api/schedule',
      summary: "Le calendrier d'une saison",
      response: scheduleResponseSchema,
      load: async (season) => {
        const { timeZone } = await readSettings(deps.db);
        return { schedule: (await matchRows(deps.db, season)).map((row) => toMatch(row, timeZone)) };
      },
    });
  };
