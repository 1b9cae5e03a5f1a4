import { endpoints, type EndpointName } from '@league/shared/contract/all';
import type { FastifyInstance } from 'fastify';
import { serve, type Handler } from '../http/serve';
import { replyFromCache, type RouteDeps } from './route-deps';
import { answerForSeason } from './season-scope';

/**
 * A read of the contract that takes `?season=`, answered from the read cache (validated, 404 on an unknown season).
 * `load` computes the answer for a stored season key ('' = current); it is sent as cached bytes, which the
 * entry's schema documents (and the tests parse answers with it).
 */
export function serveSeasonRead<N extends EndpointName>(
  app: FastifyInstance,
  { db, cache }: RouteDeps,
  name: N,
  load: (season: string) => Promise<unknown>,
): void {
  const handler: Handler<N> = (request, reply) => {
    const { season: asked } = (request.query ?? {}) as { season?: string };
    return answerForSeason(db, asked, (season) =>
      replyFromCache(request, reply, cache, `${endpoints[name].path}|${season}`, () => load(season)),
    );
  };
  serve(app, name, handler);
}
