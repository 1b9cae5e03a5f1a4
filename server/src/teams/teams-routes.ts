import { seasonQuerySchema, teamsResponseSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveSeason } from '../league/season-scope';
import { sendCached, type RouteDeps } from '../league/route-deps';
import { listTeams } from './teams-repository';

export const teamsRoutes =
  ({ db, cache }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/teams',
      {
        schema: {
          summary: "Les équipes d'une saison",
          querystring: seasonQuerySchema,
          response: { 200: teamsResponseSchema },
        },
      },
      async (request, reply) => {
        const season = await resolveSeason(db, request.query.season);
        return sendCached(
          request,
          reply,
          await cache.get(`teams|${season}`, async () => ({ teams: await listTeams(db, season) })),
        );
      },
    );
  };
