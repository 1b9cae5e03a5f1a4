import { seasonsResponseSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../league/route-deps';

export const seasonsRoutes =
  ({ db }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/seasons',
      { schema: { summary: 'Les saisons archivées', response: { 200: seasonsResponseSchema } } },
      async () => {
        const rows = await db.selectFrom('archives').selectAll().orderBy('start_date', 'desc').execute();
        return {
          archives: rows.map((row) => ({ name: row.name, startDate: row.start_date, stopDate: row.stop_date })),
        };
      },
    );
  };
