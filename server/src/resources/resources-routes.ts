import {
  homeResourceParamsSchema,
  resourceListResponseSchema,
  resourceNameParamsSchema,
  resourceResponseSchema,
} from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { NO_CACHE } from '../web/cache-policy';
import { findResource, listGeneralResources } from './resources-repository';

async function readResource(db: Db, kind: 'general' | 'home', key: string) {
  const resource = await findResource(db, kind, key);
  if (!resource) throw new NotFound(`Aucun document nommé ${key}`);
  return resource;
}

/** Information pages and home texts; sent with no-cache (spec §7) since administrators edit them. */
export const resourcesRoutes =
  ({ db }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
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
  };
