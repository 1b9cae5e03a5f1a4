import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_CACHE } from '../http/cache-headers';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { EXPORT_TYPES, rankingExport, scheduleExport, type ExportFile } from './exports-service';
import { attachmentHeader } from './file-names';

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('Content-Disposition', attachmentHeader(file.name))
    .header('Cache-Control', NO_CACHE)
    .type(EXPORT_TYPES[file.format])
    .send(file.bytes);
}

/**
 * GET /api/exports/schedule/{csv,xlsx} and /api/exports/ranking/{csv,xlsx}: public, `?season=` as the reads take
 * it (404 for an unknown archive), as an attachment named after the season (docs/product.md#exports).
 */
export const exportsRoutes =
  ({ db }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, 'exportSchedule', async (request, reply) =>
      sendFile(reply, await scheduleExport(db, request.query, request.params.format)),
    );
    serve(app, 'exportRanking', async (request, reply) =>
      sendFile(reply, await rankingExport(db, request.query.season, request.params.format)),
    );
  };
