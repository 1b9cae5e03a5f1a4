import { rankingResponseSchema, seasonQuerySchema, teamParamsSchema, teamStatsSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveSeason } from '../league/season-scope';
import { sendCached, type RouteDeps } from '../league/route-deps';
import { seasonStandings, seriesStandings, teamRecord } from './ranking-service';

export const rankingRoutes =
  ({ db, cache }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const querystring = seasonQuerySchema;
    app.get(
      '/api/ranking/season',
      { schema: { summary: 'Classement de la saison', querystring, response: { 200: rankingResponseSchema } } },
      async (request, reply) => {
        const season = await resolveSeason(db, request.query.season);
        return sendCached(
          request,
          reply,
          await cache.get(`ranking-season|${season}`, () => seasonStandings(db, season)),
        );
      },
    );
    app.get(
      '/api/ranking/series',
      { schema: { summary: 'Classement des séries', querystring, response: { 200: rankingResponseSchema } } },
      async (request, reply) => {
        const season = await resolveSeason(db, request.query.season);
        return sendCached(
          request,
          reply,
          await cache.get(`ranking-series|${season}`, () => seriesStandings(db, season)),
        );
      },
    );
    app.get(
      '/api/stats/:team',
      {
        schema: {
          summary: "Fiche d'une équipe (par nom ou identifiant)",
          params: teamParamsSchema,
          querystring,
          response: { 200: teamStatsSchema },
        },
      },
      async (request, reply) => {
        const season = await resolveSeason(db, request.query.season);
        const { team } = request.params;
        return sendCached(
          request,
          reply,
          await cache.get(`stats|${season}|${team}`, () => teamRecord(db, season, team)),
        );
      },
    );
  };
