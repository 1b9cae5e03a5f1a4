import { leagueLogoFormSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { RouteDeps } from '../league/route-deps';
import { readSettings } from '../league/settings';
import { NO_CACHE } from '../http/cache-headers';
import { serve } from '../http/serve';
import { readImageForm, registerImageForms } from '../media/image-form';
import { leagueLogoParts } from './league-logo-parts';
import { leagueLogo, restoreLeagueLogo, uploadLeagueLogo } from './league-logo-service';
import { updateSettings } from './settings-service';

/**
 * The application configuration as administrators read and change it (visitors read it in /config), and the
 * league's logo.
 */
export const settingsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, 'settings', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return readSettings(deps.db);
    });
    serve(app, 'editSettings', async (request) => updateSettings(deps, requireAccount(request), request.body));

    await registerImageForms(app);
    serve(app, 'leagueLogo', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return leagueLogo(deps);
    });
    serve(
      app,
      'uploadLeagueLogo',
      async (request) =>
        uploadLeagueLogo(deps, requireAccount(request), await readImageForm(request, leagueLogoFormSchema)),
      { multipart: leagueLogoParts },
    );
    serve(app, 'restoreLeagueLogo', async (request) => restoreLeagueLogo(deps, requireAccount(request)));
  };
