import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { serveSeasonRead } from '../league/season-route';
import { decideResult, proposeResult } from '../results/result-workflow';
import { seriesResults } from './series-result-kind';
import { editSeriesMatch } from './series-edit';
import { listSeries } from './series-service';
import { teamOfSeriesMatch } from './series-teams';

const done = { success: true as const };

/** The season's series: the read, and the results' request / approve / edit. */
export const seriesRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serveSeasonRead(app, deps, 'series', async (season) => ({ series: await listSeries(deps.db, season) }));

    serve(
      app,
      'proposeSeriesResult',
      async (request) => {
        await proposeResult(seriesResults, deps, requireAccount(request), request.params.id, request.body);
        return done;
      },
      { team: teamOfSeriesMatch(deps.db) },
    );

    serve(app, 'decideSeriesResult', async (request) => {
      await decideResult(seriesResults, deps, requireAccount(request), request.params.id, request.body);
      return done;
    });

    serve(app, 'editSeriesMatch', async (request) => {
      await editSeriesMatch(deps, requireAccount(request), request.params.id, request.body);
      return done;
    });
  };
