import { seasonQuerySchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { replyFromCache, type RouteDeps } from './route-deps';
import { answerForSeason } from './season-scope';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface SeasonRead<T extends z.ZodType> {
  url: string;
  summary: string;
  response: T;
  /** computes the answer for a stored season key ('' = current) */
  load: (season: string) => Promise<z.infer<T>>;
}

/** A read call that takes `?season=`, answered from the read cache (validated, 404 on an unknown season). */
export function getSeasonRead<T extends z.ZodType>(app: ZodApp, { db, cache }: RouteDeps, read: SeasonRead<T>): void {
  app.get(
    read.url,
    // the answer is sent as cached bytes; the schema documents it (and the tests parse answers with it)
    {
      schema: { summary: read.summary, querystring: seasonQuerySchema, response: { 200: read.response as z.ZodType } },
    },
    (request, reply) =>
      answerForSeason(db, request.query.season, (season) =>
        replyFromCache(request, reply, cache, `${read.url}|${season}`, () => read.load(season)),
      ),
  );
}
