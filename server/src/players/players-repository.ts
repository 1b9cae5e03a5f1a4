import type { FreeAgent, FreeAgentDetail, Player } from '@league/shared/schemas';
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

export async function insertPlayer(
  trx: Db,
  player: { id: string; name: string; team_id: string; known_teams: string },
): Promise<void> {
  await trx.insertInto('players').values(player).execute();
}

export async function updatePlayer(
  trx: Db,
  id: string,
  player: { name: string; team_id: string; known_teams: string },
): Promise<boolean> {
  const updated = await trx
    .updateTable('players')
    .set(player)
    .where('id', '=', id)
    .where('season', '=', '')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export function findCurrentPlayer(db: Db, id: string) {
  return db
    .selectFrom('players')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('season', '=', '')
    .executeTakeFirst();
}

export async function deletePlayer(trx: Db, id: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('players').where('id', '=', id).where('season', '=', '').executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export async function insertFreeAgent(trx: Db, agent: { id: string; name: string; email: string; created_at: string }) {
  await trx.insertInto('free_agents').values(agent).execute();
}

/** One free agent with their e-mail, for the administrators' edit form. */
export async function readFreeAgent(db: Db, id: string): Promise<FreeAgentDetail | null> {
  const row = await db
    .selectFrom('free_agents')
    .select(['id', 'name', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { _id: row.id, name: row.name, email: row.email } : null;
}

export function findFreeAgent(db: Db, id: string) {
  return db.selectFrom('free_agents').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function updateFreeAgent(trx: Db, id: string, agent: { name: string; email: string }) {
  const updated = await trx.updateTable('free_agents').set(agent).where('id', '=', id).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export async function deleteFreeAgent(trx: Db, id: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('free_agents').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
