import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { SponsorsTable } from '../db/schema';

/** The sponsors table's writes and the teams each one sponsors. */

export function findSponsor(db: Db, id: string) {
  return db.selectFrom('sponsors').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sponsor names are unique (the table's constraint): is this one another sponsor's? */
export async function sponsorNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('sponsors').select('id').where('name', '=', name);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertSponsor(trx: Db, sponsor: Insertable<SponsorsTable>): Promise<void> {
  await trx.insertInto('sponsors').values(sponsor).execute();
}

/** An edit may change no column (only the sponsor's teams, or a file name alone): then there is no UPDATE to run. */
export async function updateSponsor(trx: Db, id: string, changes: Updateable<SponsorsTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('sponsors').set(changes).where('id', '=', id).execute();
}

/** Removes the sponsor; its team links cascade. */
export async function deleteSponsor(trx: Db, id: string): Promise<void> {
  await trx.deleteFrom('sponsors').where('id', '=', id).execute();
}

/** The sponsor's current-season teams become exactly `teamIds` (archived seasons' links stay). */
export async function setSponsorTeams(trx: Db, id: string, teamIds: readonly string[]): Promise<void> {
  await trx
    .deleteFrom('sponsor_teams')
    .where('sponsor_id', '=', id)
    .where('team_id', 'in', (eb) => eb.selectFrom('teams').select('id').where('season', '=', ''))
    .execute();
  if (teamIds.length > 0) {
    await trx
      .insertInto('sponsor_teams')
      .values([...new Set(teamIds)].map((team_id) => ({ sponsor_id: id, team_id })))
      .execute();
  }
}
