import { NNBSP } from '@league/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serve } from '../http/serve';
import { NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { IMMUTABLE } from '../http/cache-headers';
import { findMedia } from './media-repository';

/** An uploaded SVG may carry script: it is served as an image that can run nothing. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const HOME_IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

export const mediaRoutes =
  ({ db, config }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, 'media', async (request, reply) => {
      const media = await findMedia(db, request.params.id);
      if (!media) throw new NotFound('Image introuvable');
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('Content-Security-Policy', MEDIA_CSP)
        .header('X-Content-Type-Options', 'nosniff')
        .type(media.mime)
        .send(Buffer.from(media.bytes));
    });

    serve(app, 'homeImage', async (request, reply) => {
      const { file } = request.params;
      const bytes = await readFile(join(config.homeImagesDir, file)).catch(() => {
        throw new NotFound(`Image introuvable${NNBSP}: ${file}`);
      });
      const type = HOME_IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      return reply.header('Cache-Control', 'public, max-age=3600').type(type).send(bytes);
    });

    serve(app, 'mapsKey', async () => {
      if (!config.googleMapsKey) throw new NotFound("Aucune clé Google Maps n'est configurée sur ce serveur");
      return { key: config.googleMapsKey };
    });
  };
