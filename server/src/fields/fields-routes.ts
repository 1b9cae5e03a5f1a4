import { fieldAddBodySchema, fieldsResponseSchema, idParamsSchema, successSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { RouteDeps } from '../league/route-deps';
import { getSeasonRead } from '../league/season-route';
import { listFields } from './fields-repository';
import { addField, editField, removeField } from './fields-service';

export const fieldsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    getSeasonRead(app, deps, {
      url: '/api/fields',
      summary: "Les terrains d'une saison",
      response: fieldsResponseSchema,
      load: async (season) => ({ fields: await listFields(deps.db, season) }),
    });

    app.post(
      '/api/fields/add',
      {
        config: { access: 'admin', errors: [409] },
        schema: { summary: 'Ajouter un terrain', body: fieldAddBodySchema, response: { 200: successSchema } },
      },
      async (request) => {
        await addField(deps, requireAccount(request), request.body);
        return { success: true as const };
      },
    );

    app.put(
      '/api/fields/edit/:id',
      {
        config: { access: 'admin', errors: [404, 409] },
        schema: {
          summary: 'Modifier un terrain (nom, type, adresse)',
          params: idParamsSchema,
          body: fieldAddBodySchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        await editField(deps, requireAccount(request), request.params.id, request.body);
        return { success: true as const };
      },
    );

    app.delete(
      '/api/fields/remove/:id',
      {
        config: { access: 'admin', errors: [404, 409] },
        schema: {
          summary: 'Supprimer un terrain sans match',
          params: idParamsSchema,
          response: { 200: successSchema },
        },
      },
      async (request) => {
        await removeField(deps, requireAccount(request), request.params.id);
        return { success: true as const };
      },
    );
  };
