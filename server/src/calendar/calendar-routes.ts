import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { NO_CACHE } from '../http/cache-headers';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { leagueFeed, teamFeed } from './calendar-service';

/**
 * GET /api/calendar/league.ics and /api/calendar/teams/{id}.ics: public, no cookie (a calendar program asks alone).
 * The read cache holds JSON only, so a feed's ETag is made from the data version, the feed and the site's address:
 * a calendar asking again with it gets 304 and nothing is read but the version.
 */

/** Raised when the feed's text changes for the same data (a new property, other words), so calendars read it again. */
const FEED_FORMAT = '1';
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const GZIP_FROM_BYTES = 1024;

/** Whether If-None-Match names this tag (a list, weak tags compared weakly, as RFC 9110 says for GET). */
function holds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function sendFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  { cache, config }: RouteDeps,
  feed: string,
  write: () => Promise<string>,
) {
  // the version is read before the data, so a feed is never older than the tag it is sent with
  const version = await cache.dataVersion();
  const digest = createHash('sha1')
    .update([FEED_FORMAT, version, feed, config.publicUrl].join('\n'))
    .digest('base64url');
  const etag = `"${digest}"`;
  const tagged = () => reply.header('ETag', etag).header('Cache-Control', NO_CACHE).header('Vary', 'Accept-Encoding');
  if (holds(request, etag)) return tagged().status(304).send();
  // written before the headers: a feed that fails (an unknown team) answers its error untagged
  const text = Buffer.from(await write());
  tagged().type(CALENDAR_TYPE);
  if (text.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('Content-Encoding', 'gzip').send(gzipSync(text));
  }
  return reply.send(text);
}

export const calendarRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serve(app, 'leagueCalendar', (request, reply) => sendFeed(request, reply, deps, 'league', () => leagueFeed(deps)));
    serve(app, 'teamCalendar', (request, reply) =>
      sendFeed(request, reply, deps, `team ${request.params.id}`, () => teamFeed(deps, request.params.id)),
    );
  };
