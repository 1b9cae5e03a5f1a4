import { sponsorsResponseSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached, type RouteDeps } from '../league/route-deps';
import { listSponsors } from './sponsors-repository';

export const sponsorsRoutes =
  ({ db, cache }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sponsors',
      { schema: { summary: 'Les commanditaires, par catégorie', response: { 200: sponsorsResponseSchema } } },
      async (request, reply) =>
        sendCached(request, reply, await cache.get('sponsors', async () => ({ sponsors: await listSponsors(db) }))),
    );
  };
