import { freeAgentsResponseSchema, playersResponseSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSeasonRead } from '../league/season-route';
import { sendCached, type RouteDeps } from '../league/route-deps';
import { listFreeAgents, listPlayers } from './players-repository';

export const playersRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, cache } = deps;
    getSeasonRead(app, deps, {
      url: '/api/players',
      summary: "Les joueurs d'une saison",
      response: playersResponseSchema,
      load: async (season) => ({ players: await listPlayers(db, season) }),
    });
    app.get(
      '/api/freeagents',
      { schema: { summary: 'Les joueurs autonomes', response: { 200: freeAgentsResponseSchema } } },
      async (request, reply) =>
        sendCached(request, reply, await cache.get('freeagents', async () => ({ players: await listFreeAgents(db) }))),
    );
  };
