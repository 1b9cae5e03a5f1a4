import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { ServerConfig } from '../env';
import type { Mailer } from '../mail/mailer';
import type { CachedBody, ReadCache } from './read-cache';

/** What every route module receives from the app. */
export interface RouteDeps {
  db: Db;
  cache: ReadCache;
  config: ServerConfig;
  mailer: Mailer;
  /** the app's logger, for what fails after a change has committed (a mail not delivered) */
  log: FastifyBaseLogger;
}

/**
 * Answers a read from the cache: at once when it holds `key`'s answer for the current data version (a synchronous
 * handler: no promise to wait for), otherwise once the cache has it (`compute` on a miss). A handler
 * returns what this returns: nothing, or a promise of nothing (never the reply itself, which Fastify would then
 * wait on until the answer is written out).
 */
export function replyFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache,
  key: string,
  compute: () => Promise<unknown>,
): Promise<void> | undefined {
  const computed = cache.peek(key);
  if (computed) {
    sendCached(request, reply, computed);
    return undefined;
  }
  return cache.get(key, compute).then((body) => void sendCached(request, reply, body));
}

/**
 * Sends a cached answer (serialised once, and checked against its schema by the tests): 304 when the
 * browser holds this version, gzip when it accepts it.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('ETag', body.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (body.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('Content-Encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.json);
}
