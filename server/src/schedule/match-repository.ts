import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import { changedNow, changeStamp } from '../db/match-changes';
import type { MatchesTable } from '../db/schema';

/** The `matches` table's writes, and the lookups the schedule's rules need. */

export function findMatch(db: Db, id: string) {
  return db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A match's row with its teams' and field's names, for notices. */
export function findMatchWithNames(db: Db, id: string) {
  return db
    .selectFrom('matches as m')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .innerJoin('fields as f', 'f.id', 'm.field_id')
    .selectAll('m')
    .select(['h.name as home_name', 'a.name as away_name', 'f.name as field_name'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export function seasonTeams(db: Db, season: string) {
  return db.selectFrom('teams').select(['id', 'name', 'division', 'pool']).where('season', '=', season).execute();
}

export function seasonFields(db: Db, season: string) {
  return db.selectFrom('fields').select(['id', 'name']).where('season', '=', season).execute();
}

/** Every match of the season, as the clash (team and field) and duplicate checks need it. */
export function seasonMatchSlots(db: Db, season: string) {
  return db
    .selectFrom('matches')
    .select(['id', 'date', 'field_id', 'home_team_id', 'away_team_id', 'status', 'pending_result'])
    .where('season', '=', season)
    .execute();
}

/** Where and when the season's series matches are played: they hold their fields too. */
export function seasonSeriesSlots(db: Db, season: string) {
  return db
    .selectFrom('series_matches')
    .select(['id', 'date', 'field_id', 'series_pool'])
    .where('season', '=', season)
    .execute();
}

/** Stores a proposal on a match still without an approved result; false when it has one meanwhile. */
export async function storeProposal(trx: Db, id: string, pendingResult: string, by: string): Promise<boolean> {
  const updated = await trx
    .updateTable('matches')
    .set({ pending_result: pendingResult, pending_by: by })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * Settles the pending proposal only if it is still the one the admin saw (compare-and-set): false when it
 * changed or was settled meanwhile, so two admins deciding at once give one result.
 */
export async function settleProposal(
  trx: Db,
  id: string,
  expected: string,
  changes: Updateable<MatchesTable>,
): Promise<boolean> {
  const updated = await trx
    .updateTable('matches')
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

export async function updateMatch(trx: Db, id: string, changes: Updateable<MatchesTable>): Promise<void> {
  await trx
    .updateTable('matches')
    .set({ ...changes, ...changeStamp(changes) })
    .where('id', '=', id)
    .execute();
}

/** Rows per INSERT: well under SQLite's 32,766 bound variables (10 a match), and short enough to let others in between. */
const INSERT_CHUNK = 200;

export async function insertMatches(trx: Db, rows: readonly Insertable<MatchesTable>[]): Promise<void> {
  const { changed_at } = changedNow();
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('matches')
      .values(rows.slice(start, start + INSERT_CHUNK).map((row) => ({ changed_at, ...row })))
      .execute();
  }
}

export async function deleteMatch(trx: Db, id: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('matches').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** Removes the season's matches without an approved result (import with 'replace'); returns how many. */
export async function deleteUnplayedMatches(trx: Db, season: string): Promise<number> {
  const deleted = await trx
    .deleteFrom('matches')
    .where('season', '=', season)
    .where('status', '=', 'scheduled')
    .where('pending_result', 'is', null)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** The columns of an approved result (a cancellation has no score). */
export interface ApprovedColumns {
  status: 'played' | 'cancelled';
  home_score: number | null;
  away_score: number | null;
}

/** Puts a match's proposal back, only if the match still holds exactly the approved result (compare-and-set). */
export async function reopenMatch(trx: Db, id: string, approved: ApprovedColumns, pendingResult: string) {
  const updated = await trx
    .updateTable('matches')
    .set({
      status: 'scheduled',
      home_score: null,
      away_score: null,
      pending_result: pendingResult,
      pending_by: null,
      ...changedNow(),
    })
    .where('id', '=', id)
    .where('status', '=', approved.status)
    .where('home_score', approved.home_score === null ? 'is' : '=', approved.home_score)
    .where('away_score', approved.away_score === null ? 'is' : '=', approved.away_score)
    .where('pending_result', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
