import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { RouteDeps } from '../league/route-deps';
import { parseEarlier } from '../results/pending-result';
import { NO_CACHE } from '../http/cache-headers';
import { serve } from '../http/serve';
import { inboxCounts, pendingResultRows } from './inbox-repository';
import { RESULT_KINDS } from './result-kinds';
import { reopenResult } from '../results/result-workflow';

/** The admin's inbox of decisions: what the schedule's and series' reads do not carry, and an approval undone. */
export const inboxRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, 'inboxCount', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return inboxCounts(deps.db);
    });

    serve(app, 'disagreements', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      const { matches, series } = await pendingResultRows(deps.db);
      const earlierOf = (kind: 'match' | 'series') => (row: { id: string; pending_result: string | null }) => {
        const earlier = parseEarlier(row.pending_result);
        return earlier ? [{ kind, _id: row.id, earlier }] : [];
      };
      return { disagreements: [...matches.flatMap(earlierOf('match')), ...series.flatMap(earlierOf('series'))] };
    });

    serve(app, 'reopenResult', async (request) => {
      const { kind, approved } = request.body;
      await reopenResult(RESULT_KINDS[kind], deps, requireAccount(request), request.params.id, approved);
      return { success: true as const };
    });
  };
