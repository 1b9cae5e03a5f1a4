import { rankingResponseSchema, seasonQuerySchema, teamParamsSchema, teamStatsSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerForSeason } from '../league/season-scope';
import { replyFromCache, type RouteDeps } from '../league/route-deps';
import { getSeasonRead } from '../league/season-route';
import { seasonStandings, seriesStandings, teamRecord } from './ranking-service';

export const rankingRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, cache } = deps;
    const querystring = seasonQuerySchema;
    getSeasonRead(app, deps, {
      url: '/api/ranking/season',
      summary: 'Classement de la saison',
      response: rankingResponseSchema,
      load: (season) => seasonStandings(db, season),
    });
    getSeasonRead(app, deps, {
      url: '/api/ranking/series',
      summary: 'Classement des séries',
      response: rankingResponseSchema,
      load: (season) => seriesStandings(db, season),
    });
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
      (request, reply) =>
        answerForSeason(db, request.query.season, (season) => {
          const { team } = request.params;
          return replyFromCache(request, reply, cache, `stats|${season}|${team}`, () => teamRecord(db, season, team));
        }),
    );
  };
