import type { FreeAgent, Player } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { parseNames } from '../league/json-text';

export async function listPlayers(db: Db, season: string): Promise<Player[]> {
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
export async function listFreeAgents(db: Db): Promise<FreeAgent[]> {
  const rows = await db.selectFrom('free_agents').select(['id', 'name']).orderBy('name').execute();
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}
