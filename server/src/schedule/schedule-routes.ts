import { scheduleResponseSchema, seasonQuerySchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveSeason } from '../league/season-scope';
import { leagueTimeZone } from '../league/settings';
import { sendCached, type RouteDeps } from '../league/route-deps';
import { matchRows, toMatch } from './schedule-repository';

export const scheduleRoutes =
  ({ db, cache }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/schedule',
      {
        schema: {
          summary: "Le calendrier d'une saison",
          querystring: seasonQuerySchema,
          response: { 200: scheduleResponseSchema },
        },
      },
      async (request, reply) => {
        const season = await resolveSeason(db, request.query.season);
        const body = await cache.get(`schedule|${season}`, async () => {
          const timeZone = await leagueTimeZone(db);
          return { schedule: (await matchRows(db, season)).map((row) => toMatch(row, timeZone)) };
        });
        return sendCached(request, reply, body);
      },
    );
  };
