import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { serve } from '../http/serve';
import { replyFromCache, type RouteDeps } from '../league/route-deps';
import { listArchives } from './archives-repository';
import { startSeason } from './new-season-service';
import { archiveSeason, editArchive, previewArchive } from './seasons-service';

export const seasonsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, 'seasons', (request, reply) =>
      replyFromCache(request, reply, deps.cache, 'seasons', async () => ({ archives: await listArchives(deps.db) })),
    );

    serve(app, 'archivePreview', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return previewArchive(deps.db, request.query);
    });

    serve(app, 'archiveSeason', async (request) => archiveSeason(deps, requireAccount(request), request.body));

    serve(app, 'renameArchive', async (request) => editArchive(deps, requireAccount(request), request.body));

    serve(app, 'startSeason', async (request) => startSeason(deps, requireAccount(request), request.body));
  };
