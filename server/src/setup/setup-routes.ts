import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_CACHE } from '../http/cache-headers';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { setupChecklist } from './setup-service';

/** GET /api/setup/checklist: what a new league's administrators still have to do, for Home and the admin area. */
export const setupRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, 'setupChecklist', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return setupChecklist(deps);
    });
  };
