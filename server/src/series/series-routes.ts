import {
  idParamsSchema,
  proposedScoreSchema,
  seriesApproveEditBodySchema,
  seriesEditBodySchema,
  seriesResponseSchema,
  successSchema,
} from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { RouteDeps } from '../league/route-deps';
import { getSeasonRead } from '../league/season-route';
import { decideSeriesResult, editSeriesMatch, requestSeriesResult } from './series-result-service';
import { listSeries } from './series-service';
import { teamOfSeriesMatch } from './series-teams';

const done = { success: true as const };

/** The season's series: the read, and the results' request / approve / edit. */
export const seriesRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    getSeasonRead(app, deps, {
      url: '/api/series',
      summary: "Les matchs de séries d'une saison",
      response: seriesResponseSchema,
      load: async (season) => ({ series: await listSeries(deps.db, season) }),
    });

    app.post(
      '/api/series/requestedit/:id',
      {
        config: { access: 'captain', team: teamOfSeriesMatch(deps.db), errors: [400, 401, 403, 404, 409] },
        schema: {
          summary: "Proposer le score d'un match de séries, en attente d'approbation",
          params: idParamsSchema,
          body: proposedScoreSchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        await requestSeriesResult(deps, requireAccount(request), request.params.id, request.body);
        return done;
      },
    );

    app.post(
      '/api/series/approveedit/:id',
      {
        config: { access: 'admin', errors: [400, 401, 403, 404, 409] },
        schema: {
          summary: 'Approuver (ou refuser, decision: refuse) le score proposé que l’administrateur a vu',
          params: idParamsSchema,
          body: seriesApproveEditBodySchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        await decideSeriesResult(deps, requireAccount(request), request.params.id, request.body);
        return done;
      },
    );

    app.put(
      '/api/series/edit/:id',
      {
        config: { access: 'admin', errors: [400, 401, 403, 404, 409] },
        schema: {
          summary: 'Modifier un match de séries (date, terrain, score)',
          params: idParamsSchema,
          body: seriesEditBodySchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        await editSeriesMatch(deps, requireAccount(request), request.params.id, request.body);
        return done;
      },
    );
  };
