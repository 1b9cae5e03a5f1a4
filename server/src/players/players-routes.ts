import { formatMessage } from '@league/shared';
import {
  freeAgentAddBodySchema,
  freeAgentDetailSchema,
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
import { NO_CACHE } from '../web/cache-policy';
import { listFreeAgents, listPlayers } from './players-repository';
import {
  addFreeAgent,
  addPlayer,
  editFreeAgent,
  editPlayer,
  freeAgentForEdit,
  removeFreeAgent,
  removePlayer,
} from './players-service';

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

    app.get(
      '/api/freeagents/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Un joueur autonome avec son courriel (administrateurs)',
          params: idParamsSchema,
          response: { 200: freeAgentDetailSchema },
        },
      },
      async (request, reply) => {
        const agent = await freeAgentForEdit(deps, request.params.id);
        reply.header('Cache-Control', NO_CACHE);
        return agent;
      },
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

    app.put(
      '/api/players/edit/:id',
      {
        config: { access: 'admin', errors: [404] },
        schema: {
          summary: 'Modifier un joueur (nom, équipe, équipes pour lesquelles il a joué)',
          params: idParamsSchema,
          body: playerAddBodySchema,
          response: answers,
        },
      },
      async (request) => {
        await editPlayer(deps, requireAccount(request), request.params.id, request.body);
        return { success: true as const };
      },
    );

    app.delete(
      '/api/players/remove/:id',
      {
        config: { access: 'admin', errors: [404] },
        schema: { summary: 'Supprimer un joueur', params: idParamsSchema, response: answers },
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

    app.put(
      '/api/freeagents/edit/:id',
      {
        config: { access: 'admin', errors: [404] },
        schema: {
          summary: 'Modifier un joueur autonome (nom, courriel)',
          params: idParamsSchema,
          body: freeAgentAddBodySchema,
          response: answers,
        },
      },
      async (request) => {
        await editFreeAgent(deps, requireAccount(request), request.params.id, request.body);
        return { success: true as const };
      },
    );

    app.delete(
      '/api/freeagents/remove/:id',
      {
        config: { access: 'admin', errors: [404] },
        schema: { summary: 'Supprimer un joueur autonome', params: idParamsSchema, response: answers },
      },
      async (request) => {
        await removeFreeAgent(deps, requireAccount(request), request.params.id);
        return { success: true as const, message: formatMessage('freeAgentRemoved') };
      },
    );
  };
