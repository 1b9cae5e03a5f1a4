import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { NO_CACHE } from '../http/cache-headers';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';
import { readSitemapRows } from './sitemap-repository';

/** robots.txt changes only with a release: kept an hour. */
const ROBOTS_CACHE = 'public, max-age=3600';

/** What crawlers read first: /robots.txt, and /sitemap.xml built once per data version (ETag, 304 when unchanged). */
export const crawlerRoutes =
  ({ db, cache, config }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const robots = robotsTxt(config.publicUrl);
    serve(app, 'robots', async (_request, reply) => {
      // answered once the request's bytes are read: one Node refuses (a bad Transfer-Encoding) gets its 400 instead
      await nextTurn();
      return reply.header('Cache-Control', ROBOTS_CACHE).type('text/plain; charset=utf-8').send(robots);
    });

    let built: { version: string; body: Buffer; etag: string } | undefined;
    serve(app, 'sitemap', async (request, reply) => {
      const version = await cache.dataVersion();
      if (built?.version !== version) {
        const body = Buffer.from(sitemapXml(await readSitemapRows(db), config.publicUrl));
        built = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      }
      reply.header('Cache-Control', NO_CACHE).header('ETag', built.etag);
      if (request.headers['if-none-match'] === built.etag) return reply.status(304).send();
      return reply.type('application/xml; charset=utf-8').send(built.body);
    });
  };
