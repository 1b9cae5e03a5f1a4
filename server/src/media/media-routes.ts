import { NNBSP } from '@league/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serve } from '../http/serve';
import { NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { IMMUTABLE, NO_CACHE } from '../http/cache-headers';
import { leagueLogoShapeOf, readLeagueLogoImage } from './home-images';
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
      const type = HOME_IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      const shape = leagueLogoShapeOf(file);
      if (!shape) {
        const bytes = await readFile(join(config.homeImagesDir, file)).catch(() => null);
        if (!bytes) throw new NotFound(`Image introuvable${NNBSP}: ${file}`);
        return reply.header('Cache-Control', 'public, max-age=3600').type(type).send(bytes);
      }
      const logo = await readLeagueLogoImage({ db, config }, shape);
      if (!logo) throw new NotFound(`Image introuvable${NNBSP}: ${file}`);
      // an administrator replaces the league's logo under the same address (settings/league-logo-service.ts): the
      // browser asks again on each page load and gets a 304 while it holds the same bytes
      const etag = `"${logo.version}"`;
      reply.header('Cache-Control', NO_CACHE).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(type).send(logo.bytes);
    });

    serve(app, 'mapsKey', async () => {
      if (!config.googleMapsKey) throw new NotFound("Aucune clé Google Maps n'est configurée sur ce serveur");
      return { key: config.googleMapsKey };
    });
  };
