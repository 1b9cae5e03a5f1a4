import type { Db } from '../db/database';

/**
 * What the schedule generator reads of a period (instants as stored, UTC ISO, `from` included, `until` excluded)
 * and the one delete a replace makes (docs/product.md#generator).
 */

/** The season's matches of the period, with their teams' names: kept ones hold their slots, replaced ones go. */
export function periodMatches(db: Db, season: string, from: string, until: string) {
  return db
    .selectFrom('matches as m')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .select(['m.id', 'm.date', 'm.field_id', 'm.status', 'm.pending_result', 'h.name as home', 'a.name as away'])
    .where('m.season', '=', season)
    .where('m.date', '>=', from)
    .where('m.date', '<', until)
    .orderBy('m.id')
    .execute();
}

/** When and where the period's playoff games and rainout time slots hold a field. */
export async function periodHeldFields(db: Db, season: string, from: string, until: string) {
  const held = (table: 'series_matches' | 'timeslots') =>
    db
      .selectFrom(table)
      .select(['date', 'field_id'])
      .where('season', '=', season)
      .where('date', '>=', from)
      .where('date', '<', until)
      .execute();
  return (await Promise.all([held('series_matches'), held('timeslots')])).flat();
}

/** Removes these matches, only while still without a result or a proposal; returns how many went. */
export async function deleteUnplayedByIds(trx: Db, ids: readonly string[]): Promise<number> {
  let deleted = 0;
  // a bounded list per statement, well under SQLite's bound variables
  for (let start = 0; start < ids.length; start += 500) {
    const result = await trx
      .deleteFrom('matches')
      .where('id', 'in', ids.slice(start, start + 500))
      .where('status', '=', 'scheduled')
      .where('pending_result', 'is', null)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
