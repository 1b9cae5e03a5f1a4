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
