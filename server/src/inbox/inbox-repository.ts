import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';

/** The admin's inbox: the pending results as stored, and how many decisions wait. */

/** The current season's pending results of both kinds, as stored. */
export async function pendingResultRows(db: Db) {
  const pendingOf = (table: 'matches' | 'series_matches') =>
    db
      .selectFrom(table)
      .select(['id', 'pending_result'])
      .where('season', '=', CURRENT_SEASON_KEY)
      .where('pending_result', 'is not', null)
      .execute();
  const [matches, series] = await Promise.all([pendingOf('matches'), pendingOf('series_matches')]);
  return { matches, series };
}

const countOf = (rows: { count: string | number | bigint }) => Number(rows.count);

/** How many decisions wait for an administrator: results, confirmed reservations and account requests. */
export async function inboxCounts(db: Db) {
  const [matches, series, reservations, requests] = await Promise.all([
    db
      .selectFrom('matches')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('season', '=', CURRENT_SEASON_KEY)
      .where('pending_result', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('series_matches')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('season', '=', CURRENT_SEASON_KEY)
      .where('pending_result', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reservations as r')
      .innerJoin('timeslots as t', 't.id', 'r.timeslot_id')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('t.season', '=', CURRENT_SEASON_KEY)
      .where('r.status', '=', 'confirmed')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('account_requests')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    results: countOf(matches) + countOf(series),
    reservations: countOf(reservations),
    accountRequests: countOf(requests),
  };
}
