import {
  homeResourceParamsSchema,
  resourceCreateBodySchema,
  resourceEditBodySchema,
  resourceListResponseSchema,
  resourceNameParamsSchema,
  resourceResponseSchema,
  resourceWriteResponseSchema,
} from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { Db } from '../db/database';
import { NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { NO_CACHE } from '../web/cache-policy';
import { findResource, listGeneralResources } from './resources-repository';
import { createResource, editResource, removeResource } from './resources-service';

const written = (name: string) => ({ success: true as const, error: '' as const, name });
const writeAnswers = { 200: resourceWriteResponseSchema };

async function readResource(db: Db, kind: 'general' | 'home', key: string) {
  const resource = await findResource(db, kind, key);
  if (!resource) throw new NotFound(`Aucun document nommé ${key}`);
  return resource;
}

/** Information pages and home texts; sent with no-cache since administrators edit them. */
export const resourcesRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
    });
    app.get(
      '/api/resources/general',
      { schema: { summary: "Les pages d'information", response: { 200: resourceListResponseSchema } } },
      async () => ({ resources: await listGeneralResources(db) }),
    );
    app.get(
      '/api/resources/general/:resourceName',
      {
        schema: {
          summary: "Une page d'information",
          params: resourceNameParamsSchema,
          response: { 200: resourceResponseSchema },
        },
      },
      async (request) => readResource(db, 'general', request.params.resourceName),
    );
    app.get(
      '/api/resources/home/:name',
      {
        schema: {
          summary: "Textes de la page d'accueil",
          params: homeResourceParamsSchema,
          response: { 200: resourceResponseSchema },
        },
      },
      async (request) => readResource(db, 'home', request.params.name),
    );

    app.put(
      '/api/resources/general/:resourceName',
      {
        config: { access: 'admin', errors: [409] },
        schema: {
          summary: "Créer une page d'information (son adresse est tirée de son titre)",
          params: resourceNameParamsSchema,
          body: resourceCreateBodySchema,
          response: writeAnswers,
        },
      },
      async (request) =>
        written(await createResource(deps, requireAccount(request), request.params.resourceName, request.body)),
    );
    app.post(
      '/api/resources/general/:resourceName',
      {
        config: { access: 'admin', errors: [404, 409] },
        schema: {
          summary: "Modifier une page d'information, ou la renommer avec newName",
          params: resourceNameParamsSchema,
          body: resourceEditBodySchema,
          response: writeAnswers,
        },
      },
      async (request) =>
        written(
          await editResource(deps, requireAccount(request), 'general', request.params.resourceName, request.body),
        ),
    );
    app.delete(
      '/api/resources/general/:resourceName',
      {
        config: { access: 'admin', errors: [404] },
        schema: { summary: "Retirer une page d'information", params: resourceNameParamsSchema, response: writeAnswers },
      },
      async (request) => {
        await removeResource(deps, requireAccount(request), request.params.resourceName);
        return written(request.params.resourceName);
      },
    );
    app.post(
      '/api/resources/home/:name',
      {
        config: { access: 'admin', errors: [404] },
        schema: {
          summary: "Modifier un texte de la page d'accueil (descriptions de la ligue, message pour joindre une équipe)",
          params: homeResourceParamsSchema,
          body: resourceEditBodySchema,
          response: writeAnswers,
        },
      },
      async (request) =>
        written(await editResource(deps, requireAccount(request), 'home', request.params.name, request.body)),
    );
  };
