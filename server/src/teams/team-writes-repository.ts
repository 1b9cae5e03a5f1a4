import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY, type TeamRow, type TeamsTable } from '../db/schema';
import { parseNames } from '../league/json-text';

/** The teams table's writes and what a rename or a removal reaches in other tables. */

export function findCurrentTeam(db: Db, id: string): Promise<TeamRow | undefined> {
  return db
    .selectFrom('teams')
    .selectAll()
    .where('id', '=', id)
    .where('season', '=', CURRENT_SEASON_KEY)
    .executeTakeFirst();
}

/** Whether another current team already has this name. */
export async function teamNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('teams')
    .select('id')
    .where('season', '=', CURRENT_SEASON_KEY)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertTeam(trx: Db, team: Insertable<TeamsTable>): Promise<void> {
  await trx.insertInto('teams').values(team).execute();
}

export async function updateTeam(trx: Db, id: string, changes: Updateable<TeamsTable>): Promise<void> {
  await trx.updateTable('teams').set(changes).where('id', '=', id).execute();
}

/** The team's matches, in every season: those with a result (or one awaiting approval), and the others. */
export async function matchesOfTeam(db: Db, id: string) {
  const rows = await db
    .selectFrom('matches')
    .select(['id', 'season', 'status', 'home_score', 'pending_result'])
    .where((eb) => eb.or([eb('home_team_id', '=', id), eb('away_team_id', '=', id)]))
    .execute();
  const played = rows.filter(
    (row) =>
      row.season !== CURRENT_SEASON_KEY || row.status === 'played' || row.home_score !== null || row.pending_result,
  );
  const playedIds = new Set(played.map((row) => row.id));
  return { played: played.length, unplayed: rows.filter((row) => !playedIds.has(row.id)).map((row) => row.id) };
}

/** Removes matches (their reservations go with them: on delete cascade). */
export async function deleteMatches(trx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await trx
      .deleteFrom('matches')
      .where('id', 'in', [...ids])
      .execute();
}

/** Removes the team; its captains' and fans' links, sponsorships and reservations cascade, its players stay without team. */
export async function deleteTeam(trx: Db, id: string): Promise<void> {
  await trx.deleteFrom('teams').where('id', '=', id).execute();
}

/** Team names kept as text (sign-up requests, players' former teams) follow a rename. */
export async function renameTeamInTexts(trx: Db, from: string, to: string): Promise<void> {
  const rename = (text: string) => JSON.stringify(parseNames(text).map((name) => (name === from ? to : name)));
  const requests = await trx.selectFrom('account_requests').select(['id', 'requested_teams']).execute();
  for (const row of requests.filter((request) => parseNames(request.requested_teams).includes(from))) {
    await trx
      .updateTable('account_requests')
      .set({ requested_teams: rename(row.requested_teams) })
      .where('id', '=', row.id)
      .execute();
  }
  const players = await trx
    .selectFrom('players')
    .select(['id', 'known_teams'])
    .where('season', '=', CURRENT_SEASON_KEY)
    .execute();
  for (const row of players.filter((player) => parseNames(player.known_teams).includes(from))) {
    await trx
      .updateTable('players')
      .set({ known_teams: rename(row.known_teams) })
      .where('id', '=', row.id)
      .execute();
  }
}
