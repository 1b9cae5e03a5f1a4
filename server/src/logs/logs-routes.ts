import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endOfDayMs, startOfDayMs } from '@league/shared/schedule';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { readSettings } from '../league/settings';
import { listLogEntries } from './logs-repository';

/** GET /api/logs: the audit log for administrators, newest first, paged and filtered. */
export const logsRoutes =
  ({ db }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, 'logs', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { page, pageSize, from, to } = request.query;
      const { timeZone } = await readSettings(db);
      const span = {
        from: from && new Date(startOfDayMs(from, timeZone)).toISOString(),
        to: to && new Date(endOfDayMs(to, timeZone)).toISOString(),
      };
      return { ...(await listLogEntries(db, request.query, span)), page, pageSize };
    });
  };
