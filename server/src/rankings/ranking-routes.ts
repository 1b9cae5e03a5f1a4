import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../http/serve';
import { answerForSeason } from '../league/season-scope';
import { replyFromCache, type RouteDeps } from '../league/route-deps';
import { serveSeasonRead } from '../league/season-route';
import { seasonStandings, seriesStandings, teamRecord } from './ranking-service';

export const rankingRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, cache } = deps;
    serveSeasonRead(app, deps, 'seasonRanking', (season) => seasonStandings(db, season));
    serveSeasonRead(app, deps, 'seriesRanking', (season) => seriesStandings(db, season));
    serve(app, 'teamStats', (request, reply) =>
      answerForSeason(db, request.query.season, (season) => {
        const { team } = request.params;
        return replyFromCache(request, reply, cache, `stats|${season}|${team}`, () => teamRecord(db, season, team));
      }),
    );
  };
