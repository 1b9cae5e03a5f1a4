import { homeImageParamsSchema, mapsKeyResponseSchema, mediaParamsSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileAnswer } from '../http/file-answer';
import { NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { IMMUTABLE } from '../web/cache-policy';
import { findMedia } from './media-repository';

/** An uploaded SVG may carry script: it is served as an image that can run nothing. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const HOME_IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };
/** What the media table holds: uploads are stored as WebP or SVG (image-upload.ts); a restored backup keeps its own. */
const MEDIA_TYPES = ['image/webp', 'image/svg+xml', 'image/png', 'image/jpeg'];

export const mediaRoutes =
  ({ db, config }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/media/:id',
      {
        schema: {
          summary: 'Un logo ou une photo (adressé par son contenu)',
          params: mediaParamsSchema,
          response: { 200: fileAnswer("L'image, qui ne change jamais à cette adresse", MEDIA_TYPES) },
        },
      },
      async (request, reply) => {
        const media = await findMedia(db, request.params.id);
        if (!media) throw new NotFound('Image introuvable');
        return reply
          .header('Cache-Control', IMMUTABLE)
          .header('Content-Security-Policy', MEDIA_CSP)
          .header('X-Content-Type-Options', 'nosniff')
          .type(media.mime)
          .send(Buffer.from(media.bytes));
      },
    );

    app.get(
      '/images/home/:file',
      {
        schema: {
          summary: "Images de la page d'accueil",
          params: homeImageParamsSchema,
          response: { 200: fileAnswer("L'image", Object.values(HOME_IMAGE_TYPES)) },
        },
      },
      async (request, reply) => {
        const { file } = request.params;
        const bytes = await readFile(join(config.homeImagesDir, file)).catch(() => {
          throw new NotFound(`Image introuvable : ${file}`);
        });
        const type = HOME_IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
        return reply.header('Cache-Control', 'public, max-age=3600').type(type).send(bytes);
      },
    );

    app.get(
      '/api/keys/google',
      {
        config: { errors: [404] },
        schema: { summary: 'Clé du service de cartes', response: { 200: mapsKeyResponseSchema } },
      },
      async () => {
        if (!config.googleMapsKey) throw new NotFound("Aucune clé Google Maps n'est configurée sur ce serveur");
        return { key: config.googleMapsKey };
      },
    );
  };
