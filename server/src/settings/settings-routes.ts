import { settingsResponseSchema, settingsUpdateBodySchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { RouteDeps } from '../league/route-deps';
import { readSettings } from '../league/settings';
import { NO_CACHE } from '../web/cache-policy';
import { updateSettings } from './settings-service';

/** The application configuration as administrators read and change it; visitors read it in /config. */
export const settingsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/settings',
      {
        config: { access: 'admin' },
        schema: { summary: "Les paramètres de l'application", response: { 200: settingsResponseSchema } },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', NO_CACHE);
        return readSettings(deps.db);
      },
    );
    app.put(
      '/api/settings',
      {
        config: { access: 'admin' },
        schema: {
          summary: "Modifier des paramètres de l'application (seules les clés envoyées changent)",
          body: settingsUpdateBodySchema,
          response: { 200: settingsResponseSchema },
        },
      },
      async (request) => updateSettings(deps, requireAccount(request), request.body),
    );
  };
