import {
  approveEditBodySchema,
  idParamsSchema,
  matchAddBodySchema,
  matchEditBodySchema,
  matchIdAnswerSchema,
  resultProposalSchema,
  scheduleResponseSchema,
  successSchema,
} from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { RouteDeps } from '../league/route-deps';
import { getSeasonRead } from '../league/season-route';
import { readSettings } from '../league/settings';
import { importRoute, importSampleRoute } from './import-route';
import { addMatch, editMatch, removeMatch } from './match-service';
import { teamOfMatch } from './match-scope';
import { decideResult, requestResult } from './result-service';
import { matchRows, toMatch } from './schedule-repository';

const done = { success: true as const };

/** The season's schedule (spec §7 Schedule): the read, the results and the administrators' changes. */
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

    app.post(
      '/api/schedule/requestedit/:id',
      {
        config: { access: 'captain', team: teamOfMatch(deps.db), errors: [400, 401, 403, 404, 409] },
        schema: {
          summary: "Proposer un résultat (scores, ou { cancelled: true }) en attente d'approbation",
          params: idParamsSchema,
          body: resultProposalSchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        await requestResult(deps, requireAccount(request), request.params.id, request.body);
        return done;
      },
    );

    app.post(
      '/api/schedule/approveedit/:id',
      {
        config: { access: 'admin', errors: [400, 401, 403, 404, 409] },
        schema: {
          summary: 'Approuver (ou refuser, decision: refuse) le résultat proposé que l’administrateur a vu',
          params: idParamsSchema,
          body: approveEditBodySchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        await decideResult(deps, requireAccount(request), request.params.id, request.body);
        return done;
      },
    );

    app.put(
      '/api/schedule/edit/:id',
      {
        config: { access: 'admin', errors: [400, 401, 403, 404] },
        schema: {
          summary: 'Modifier un match',
          params: idParamsSchema,
          body: matchEditBodySchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        await editMatch(deps, requireAccount(request), request.params.id, request.body);
        return done;
      },
    );

    app.post(
      '/api/schedule/add',
      {
        config: { access: 'admin', errors: [400, 401, 403] },
        schema: { summary: 'Ajouter un match', body: matchAddBodySchema, response: { 200: matchIdAnswerSchema } },
      },
      async (request) => ({ success: true as const, _id: await addMatch(deps, requireAccount(request), request.body) }),
    );

    app.delete(
      '/api/schedule/remove/:id',
      {
        config: { access: 'admin', errors: [400, 401, 403, 404] },
        schema: { summary: 'Retirer un match', params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        await removeMatch(deps, requireAccount(request), request.params.id);
        return done;
      },
    );

    await importRoute(app, deps);
    importSampleRoute(app);
  };
