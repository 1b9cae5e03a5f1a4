import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';

/** The admin's inbox: an approval undone, the pending results as stored, and how many decisions wait. */

export interface ApprovedResult {
  status: 'played' | 'cancelled';
  home: number | null;
  away: number | null;
}

const changed = (updated: { numUpdatedRows: bigint }) => Number(updated.numUpdatedRows) === 1;

/** Puts a match's proposal back, only if the match still holds exactly the approved result (compare-and-set). */
export async function reopenMatch(trx: Db, id: string, approved: ApprovedResult, pendingResult: string) {
  const updated = await trx
    .updateTable('matches')
    .set({ status: 'scheduled', home_score: null, away_score: null, pending_result: pendingResult, pending_by: null })
    .where('id', '=', id)
    .where('status', '=', approved.status)
    .where('home_score', approved.home === null ? 'is' : '=', approved.home)
    .where('away_score', approved.away === null ? 'is' : '=', approved.away)
    .where('pending_result', 'is', null)
    .executeTakeFirst();
  return changed(updated);
}

/** The same for a series match (scores only). */
export async function reopenSeriesMatch(trx: Db, id: string, approved: { home: number; away: number }, json: string) {
  const updated = await trx
    .updateTable('series_matches')
    .set({ home_score: null, away_score: null, pending_result: json, pending_by: null })
    .where('id', '=', id)
    .where('home_score', '=', approved.home)
    .where('away_score', '=', approved.away)
    .where('pending_result', 'is', null)
    .executeTakeFirst();
  return changed(updated);
}

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
