import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import type { ServerConfig } from '../env';
import type { ReadCache } from './read-cache';

/** What every route module receives from the app. */
export interface RouteDeps {
  db: Db;
  cache: ReadCache;
  config: ServerConfig;
}

/** Sends JSON text that was serialised (and validated by its tests) when it was cached. */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
