import {
  disagreementsResponseSchema,
  idParamsSchema,
  inboxCountSchema,
  reopenBodySchema,
  successSchema,
} from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { RouteDeps } from '../league/route-deps';
import { parseEarlier } from '../schedule/pending-result';
import { NO_CACHE } from '../web/cache-policy';
import { inboxCounts, pendingResultRows } from './inbox-repository';
import { reopenResult } from './reopen-service';

/** The admin's inbox of decisions: what the schedule's and series' reads do not carry, and an approval undone. */
export const inboxRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/inbox/count',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Combien de décisions attendent un administrateur : résultats, réservations, demandes de compte',
          response: { 200: inboxCountSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', NO_CACHE);
        return inboxCounts(deps.db);
      },
    );

    app.get(
      '/api/inbox/disagreements',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Les résultats en attente dont les deux capitaines ont proposé des versions différentes',
          response: { 200: disagreementsResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', NO_CACHE);
        const { matches, series } = await pendingResultRows(deps.db);
        const earlierOf = (kind: 'match' | 'series') => (row: { id: string; pending_result: string | null }) => {
          const earlier = parseEarlier(row.pending_result);
          return earlier ? [{ kind, _id: row.id, earlier }] : [];
        };
        return { disagreements: [...matches.flatMap(earlierOf('match')), ...series.flatMap(earlierOf('series'))] };
      },
    );

    app.post(
      '/api/inbox/reopen/:id',
      {
        config: { access: 'admin', errors: [400, 401, 403, 404, 409] },
        schema: {
          summary: 'Annuler une approbation : le résultat redevient la proposition en attente',
          params: idParamsSchema,
          body: reopenBodySchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        await reopenResult(deps, requireAccount(request), request.params.id, request.body);
        return { success: true as const };
      },
    );
  };
