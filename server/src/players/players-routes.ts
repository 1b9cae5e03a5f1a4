import { formatMessage } from '@league/shared';
import {
  freeAgentAddBodySchema,
  freeAgentsResponseSchema,
  idParamsSchema,
  playerAddBodySchema,
  playersResponseSchema,
  successSchema,
} from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { getSeasonRead } from '../league/season-route';
import { replyFromCache, type RouteDeps } from '../league/route-deps';
import { listFreeAgents, listPlayers } from './players-repository';
import { addFreeAgent, addPlayer, removeFreeAgent, removePlayer } from './players-service';

const answers = { 200: successSchema };

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
      (request, reply) =>
        replyFromCache(request, reply, cache, 'freeagents', async () => ({ players: await listFreeAgents(db) })),
    );

    app.post(
      '/api/players/add',
      {
        config: { access: 'admin', errors: [409] },
        schema: {
          summary: "Ajouter un joueur à l'alignement d'une équipe",
          body: playerAddBodySchema,
          response: answers,
        },
      },
      async (request) => {
        await addPlayer(deps, requireAccount(request), request.body);
        return { success: true as const };
      },
    );

    app.delete(
      '/api/players/remove/:id',
      {
        config: { access: 'admin', errors: [404] },
        schema: { summary: 'Retirer un joueur', params: idParamsSchema, response: answers },
      },
      async (request) => {
        await removePlayer(deps, requireAccount(request), request.params.id);
        return { success: true as const };
      },
    );

    app.put(
      '/api/freeagents/add',
      {
        config: { access: 'admin' },
        schema: { summary: 'Ajouter un joueur autonome', body: freeAgentAddBodySchema, response: answers },
      },
      async (request) => {
        await addFreeAgent(deps, requireAccount(request), request.body);
        return { success: true as const, message: formatMessage('freeAgentAdded') };
      },
    );

    app.delete(
      '/api/freeagents/remove/:id',
      {
        config: { access: 'admin', errors: [404] },
        schema: { summary: 'Retirer un joueur autonome', params: idParamsSchema, response: answers },
      },
      async (request) => {
        await removeFreeAgent(deps, requireAccount(request), request.params.id);
        return { success: true as const, message: formatMessage('freeAgentRemoved') };
      },
    );
  };
