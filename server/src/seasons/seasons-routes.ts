import { seasonsResponseSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../league/route-deps';
import { listArchives } from './archives-repository';

export const seasonsRoutes =
  ({ db }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/seasons',
      { schema: { summary: 'Les saisons archivées', response: { 200: seasonsResponseSchema } } },
      async () => ({ archives: await listArchives(db) }),
    );
  };
