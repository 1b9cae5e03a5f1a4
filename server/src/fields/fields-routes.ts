import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { serveSeasonRead } from '../league/season-route';
import { listFields } from './fields-repository';
import { addField, editField, removeField } from './fields-service';

const done = { success: true as const };

export const fieldsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serveSeasonRead(app, deps, 'fields', async (season) => ({ fields: await listFields(deps.db, season) }));

    serve(app, 'addField', async (request) => {
      await addField(deps, requireAccount(request), request.body);
      return done;
    });

    serve(app, 'editField', async (request) => {
      await editField(deps, requireAccount(request), request.params.id, request.body);
      return done;
    });

    serve(app, 'removeField', async (request) => {
      await removeField(deps, requireAccount(request), request.params.id);
      return done;
    });
  };
