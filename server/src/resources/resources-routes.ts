import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { Db } from '../db/database';
import { NotFound } from '../league/domain-errors';
import { replyFromCache, type RouteDeps } from '../league/route-deps';
import { NO_CACHE } from '../http/cache-headers';
import { serve } from '../http/serve';
import { findResource, listGeneralResources } from './resources-repository';
import { createResource, editHomeText, editResource, removeResource } from './resources-service';

const written = (name: string) => ({ success: true as const, error: '' as const, name });

async function readResource(db: Db, kind: 'general' | 'home', key: string) {
  const resource = await findResource(db, kind, key);
  if (!resource) throw new NotFound(`Aucun document nommé ${key}`);
  return resource;
}

/** Information pages and home texts; sent with no-cache since administrators edit them. */
export const resourcesRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, cache } = deps;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
    });
    // answered from the read cache, so an unchanged page answers 304 after every write (docs/architecture.md)
    serve(app, 'resources', (request, reply) =>
      replyFromCache(request, reply, cache, 'resources', async () => ({ resources: await listGeneralResources(db) })),
    );
    serve(app, 'resource', (request, reply) => {
      const name = request.params.resourceName;
      return replyFromCache(request, reply, cache, `resource|general|${name}`, () => readResource(db, 'general', name));
    });
    serve(app, 'homeText', (request, reply) => {
      const name = request.params.name;
      return replyFromCache(request, reply, cache, `resource|home|${name}`, () => readResource(db, 'home', name));
    });

    serve(app, 'addResource', async (request) =>
      written(await createResource(deps, requireAccount(request), request.params.resourceName, request.body)),
    );
    serve(app, 'editResource', async (request) =>
      written(await editResource(deps, requireAccount(request), request.params.resourceName, request.body)),
    );
    serve(app, 'removeResource', async (request) => {
      await removeResource(deps, requireAccount(request), request.params.resourceName);
      return written(request.params.resourceName);
    });
    serve(app, 'editHomeText', async (request) =>
      written(await editHomeText(deps, requireAccount(request), request.params.name, request.body)),
    );
  };
