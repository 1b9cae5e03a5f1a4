import {
  approveEditBodySchema,
  idParamsSchema,
  matchAddBodySchema,
  matchEditBodySchema,
  matchIdAnswerSchema,
  resultProposalSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
  successSchema,
} from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { replyFromCache, type RouteDeps } from '../league/route-deps';
import { answerForSeason } from '../league/season-scope';
import { readSettings } from '../league/settings';
import { importRoute, importSampleRoute } from './import-route';
import { addMatch, editMatch, removeMatch } from './match-service';
import { teamOfMatch } from './match-scope';
import { decideResult, requestResult } from './result-service';
import { readSchedule } from './schedule-window';

const done = { success: true as const };

/** The season's schedule: the read, the results and the administrators' changes. */
export const scheduleRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/schedule',
      {
        schema: {
          summary: "Le calendrier d'une saison, entier ou par fenêtre de dates (around/weeks, from/to), d'une équipe",
          querystring: scheduleQuerySchema,
          response: { 200: scheduleResponseSchema },
        },
      },
      (request, reply) =>
        answerForSeason(deps.db, request.query.season, (season) => {
          const { around, weeks, from, to, team } = request.query;
          const key = ['/api/schedule', season, around, weeks, from, to, team].join('|');
          return replyFromCache(request, reply, deps.cache, key, async () => {
            const { timeZone } = await readSettings(deps.db);
            return readSchedule(deps.db, season, request.query, timeZone);
          });
        }),
    );

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
        config: { access: 'admin', errors: [400, 401, 403, 404, 409] },
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
        config: { access: 'admin', errors: [400, 401, 403, 409] },
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
