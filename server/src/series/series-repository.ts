import type { Db } from '../db/database';
import { changedNow, changeStamp } from '../db/match-changes';
import type { Updateable } from 'kysely';
import type { SeriesMatchesTable } from '../db/schema';

/** Series matches of a season with their field's name, by date. */
export function seriesMatchRows(db: Db, season: string) {
  return db
    .selectFrom('series_matches as s')
    .innerJoin('fields as f', 'f.id', 's.field_id')
    .selectAll('s')
    .select('f.name as field_name')
    .where('s.season', '=', season)
    .orderBy('s.date')
    .execute();
}

export function findSeriesMatch(db: Db, id: string) {
  return db
    .selectFrom('series_matches as s')
    .innerJoin('fields as f', 'f.id', 's.field_id')
    .selectAll('s')
    .select('f.name as field_name')
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Stores a proposal on a series match still without an approved score; false when it has one meanwhile. */
export async function storeSeriesProposal(trx: Db, id: string, pendingResult: string, by: string): Promise<boolean> {
  const updated = await trx
    .updateTable('series_matches')
    .set({ pending_result: pendingResult, pending_by: by })
    .where('id', '=', id)
    .where('home_score', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Settles the pending proposal only if it is still the one the admin saw (compare-and-set). */
export async function settleSeriesProposal(
  trx: Db,
  id: string,
  expected: string,
  changes: Updateable<SeriesMatchesTable>,
): Promise<boolean> {
  const updated = await trx
    .updateTable('series_matches')
    .set({
      ...changes,
      ...(Object.keys(changes).length > 0 ? changeStamp(changes) : {}),
      pending_result: null,
      pending_by: null,
    })
    .where('id', '=', id)
    .where('pending_result', '=', expected)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function updateSeriesMatch(trx: Db, id: string, changes: Updateable<SeriesMatchesTable>): Promise<void> {
  await trx
    .updateTable('series_matches')
    .set({ ...changes, ...changeStamp(changes) })
    .where('id', '=', id)
    .execute();
}

/** Puts a series match's proposal back, only if it still holds exactly the approved score (compare-and-set). */
export async function reopenSeriesMatch(trx: Db, id: string, approved: { home: number; away: number }, json: string) {
  const updated = await trx
    .updateTable('series_matches')
    .set({ home_score: null, away_score: null, pending_result: json, pending_by: null, ...changedNow() })
    .where('id', '=', id)
    .where('home_score', '=', approved.home)
    .where('away_score', '=', approved.away)
    .where('pending_result', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
