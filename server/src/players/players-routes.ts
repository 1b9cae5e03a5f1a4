import { formatMessage } from '@league/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { serveSeasonRead } from '../league/season-route';
import { replyFromCache, type RouteDeps } from '../league/route-deps';
import { NO_CACHE } from '../http/cache-headers';
import { serve } from '../http/serve';
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

const done = { success: true as const };

export const playersRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, cache } = deps;
    serveSeasonRead(app, deps, 'players', async (season) => ({ players: await listPlayers(db, season) }));
    serve(app, 'freeAgents', (request, reply) =>
      replyFromCache(request, reply, cache, 'freeagents', async () => ({ players: await listFreeAgents(db) })),
    );

    serve(app, 'freeAgent', async (request, reply) => {
      const agent = await freeAgentForEdit(deps, request.params.id);
      reply.header('Cache-Control', NO_CACHE);
      return agent;
    });

    serve(app, 'addPlayer', async (request) => {
      await addPlayer(deps, requireAccount(request), request.body);
      return done;
    });

    serve(app, 'editPlayer', async (request) => {
      await editPlayer(deps, requireAccount(request), request.params.id, request.body);
      return done;
    });

    serve(app, 'removePlayer', async (request) => {
      await removePlayer(deps, requireAccount(request), request.params.id);
      return done;
    });

    serve(app, 'addFreeAgent', async (request) => {
      await addFreeAgent(deps, requireAccount(request), request.body);
      return { success: true as const, message: formatMessage('freeAgentAdded') };
    });

    serve(app, 'editFreeAgent', async (request) => {
      await editFreeAgent(deps, requireAccount(request), request.params.id, request.body);
      return done;
    });

    serve(app, 'removeFreeAgent', async (request) => {
      await removeFreeAgent(deps, requireAccount(request), request.params.id);
      return { success: true as const, message: formatMessage('freeAgentRemoved') };
    });
  };
