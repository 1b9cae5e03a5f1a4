import {
  archivePreviewQuerySchema,
  archivePreviewSchema,
  archiveSeasonResponseSchema,
  archiveSeasonSchema,
  archivesResponseSchema,
  editArchiveSchema,
  seasonsResponseSchema,
} from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { RouteDeps } from '../league/route-deps';
import { listArchives } from './archives-repository';
import { archiveSeason, editArchive, previewArchive } from './seasons-service';

export const seasonsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/seasons',
      { schema: { summary: 'Les saisons archivées', response: { 200: seasonsResponseSchema } } },
      async () => ({ archives: await listArchives(deps.db) }),
    );

    app.get(
      '/api/seasons/preview',
      {
        config: { access: 'admin' },
        schema: {
          summary:
            "Avant d'archiver : ce qui passerait dans l'archive et ce qui resterait pour ces dates (sans dates : toute la saison courante, ses dates proposées), résultats en attente d'approbation et réservations ouvertes compris",
          querystring: archivePreviewQuerySchema,
          response: { 200: archivePreviewSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return previewArchive(deps.db, request.query);
      },
    );

    app.put(
      '/api/seasons/add',
      {
        config: { access: 'admin', errors: [409] },
        schema: {
          summary:
            'Archiver la saison courante : ses matchs, séries et plages datés dans la période, avec une copie des équipes, joueurs et terrains (sauvegarde automatique avant)',
          body: archiveSeasonSchema,
          response: { 200: archiveSeasonResponseSchema },
        },
      },
      async (request) => archiveSeason(deps, requireAccount(request), request.body),
    );

    app.post(
      '/api/seasons/edit-name',
      {
        config: { access: 'admin', errors: [404, 409] },
        schema: {
          summary: 'Renommer une archive (et changer ses dates)',
          body: editArchiveSchema,
          response: { 200: archivesResponseSchema },
        },
      },
      async (request) => editArchive(deps, requireAccount(request), request.body),
    );
  };
