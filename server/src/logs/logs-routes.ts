import { logsQuerySchema, logsResponseSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../league/route-deps';
import { listLogEntries } from './logs-repository';

/** GET /api/logs: the audit log for administrators (spec §7), newest first, paged and filtered. */
export const logsRoutes =
  ({ db }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/logs',
      {
        config: { access: 'admin' },
        schema: {
          summary: "Le journal des modifications (par page, filtrable par utilisateur, action et type d'objet)",
          querystring: logsQuerySchema,
          response: { 200: logsResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { page, pageSize } = request.query;
        return { ...(await listLogEntries(db, request.query)), page, pageSize };
      },
    );
  };
