import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { RouteDeps } from '../league/route-deps';
import { readSettings } from '../league/settings';
import { NO_CACHE } from '../http/cache-headers';
import { serve } from '../http/serve';
import { updateSettings } from './settings-service';

/** The application configuration as administrators read and change it; visitors read it in /config. */
export const settingsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, 'settings', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return readSettings(deps.db);
    });
    serve(app, 'editSettings', async (request) => updateSettings(deps, requireAccount(request), request.body));
  };
