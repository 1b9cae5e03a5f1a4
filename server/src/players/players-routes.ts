import { freeAgentsResponseSchema, playersResponseSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { parseNames } from '../league/json-text';
import { getSeasonRead } from '../league/season-route';
import { sendCached, type RouteDeps } from '../league/route-deps';

export async function listPlayers(db: Db, season: string) {
  const rows = await db
    .selectFrom('players as p')
    .leftJoin('teams as t', 't.id', 'p.team_id')
    .select(['p.id', 'p.name', 'p.known_teams', 't.name as team'])
    .where('p.season', '=', season)
    .orderBy('p.name')
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, team: row.team, knownteams: parseNames(row.known_teams) }));
}

/** Free agents are public by name only: their e-mail stays with the administrators. */
export async function listFreeAgents(db: Db) {
  const rows = await db.selectFrom('free_agents').select(['id', 'name']).orderBy('name').execute();
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}

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
