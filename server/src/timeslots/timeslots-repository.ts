import { type ReservationStatus } from '@league/shared';
import { OPEN_RESERVATION_STATUSES } from '@league/shared/timeslots';
import type { Db } from '../db/database';
import { changeStamp } from '../db/match-changes';
import { CURRENT_SEASON_KEY } from '../db/schema';

/** The `timeslots` and `reservations` tables: the only query code of the rainout slots. */

export function currentSlotRows(db: Db) {
  return db
    .selectFrom('timeslots as t')
    .innerJoin('fields as f', 'f.id', 't.field_id')
    .select(['t.id', 't.date', 't.field_id', 'f.name as field_name'])
    .where('t.season', '=', CURRENT_SEASON_KEY)
    .orderBy('t.date')
    .orderBy('f.name')
    .execute();
}
export type SlotRow = Awaited<ReturnType<typeof currentSlotRows>>[number];

/** The listed reservations of the current season's slots (denied ones are history). */
export function listedReservationRows(db: Db) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('timeslots as t', 't.id', 'r.timeslot_id')
    .innerJoin('teams as rt', 'rt.id', 'r.requesting_team_id')
    .innerJoin('teams as ct', 'ct.id', 'r.confirming_team_id')
    .select([
      'r.id',
      'r.timeslot_id',
      'r.match_id',
      'r.status',
      'r.created_at',
      'r.requesting_team_id',
      'r.confirming_team_id',
      'rt.name as requesting_name',
      'ct.name as confirming_name',
    ])
    .where('t.season', '=', CURRENT_SEASON_KEY)
    .where('r.status', '!=', 'denied')
    .orderBy('r.created_at')
    .execute();
}
export type ReservationRow = Awaited<ReturnType<typeof listedReservationRows>>[number];

export function findSlot(db: Db, id: string) {
  return db
    .selectFrom('timeslots as t')
    .innerJoin('fields as f', 'f.id', 't.field_id')
    .select(['t.id', 't.season', 't.date', 't.field_id', 'f.name as field_name'])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export function findReservation(db: Db, id: string) {
  return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
}
export type StoredReservation = NonNullable<Awaited<ReturnType<typeof findReservation>>>;

/**
 * Takes the slot's row lock for the rest of the transaction (a no-op update), so that the transitions of one
 * slot run one after the other on PostgreSQL as they do on SQLite; false when the slot is not a current one.
 */
/**
 * Row locks of a reservation step are taken in one order, so that two steps never wait on each other (a deadlock):
 * the slot, then the match, then reservations by id (docs/decisions/server-and-api.md « Clashing writes are retried, then 409 »).
 */
export async function lockCurrentSlot(trx: Db, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('timeslots')
    .set((eb) => ({ date: eb.ref('date') }))
    .where('id', '=', id)
    .where('season', '=', CURRENT_SEASON_KEY)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The match's row lock, second in the order above. */
export async function lockMatch(trx: Db, id: string): Promise<void> {
  await trx
    .updateTable('matches')
    .set((eb) => ({ date: eb.ref('date') }))
    .where('id', '=', id)
    .execute();
}

export function slotAt(db: Db, fieldId: string, date: string) {
  return db
    .selectFrom('timeslots')
    .select('id')
    .where('season', '=', CURRENT_SEASON_KEY)
    .where('field_id', '=', fieldId)
    .where('date', '=', date)
    .executeTakeFirst();
}

export async function insertSlot(trx: Db, slot: { id: string; date: string; field_id: string }): Promise<void> {
  await trx.insertInto('timeslots').values(slot).execute();
}

export async function deleteSlot(trx: Db, id: string): Promise<boolean> {
  const result = await trx.deleteFrom('timeslots').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function reservationsOfSlot(db: Db, timeslotId: string, statuses: readonly ReservationStatus[]) {
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('timeslot_id', '=', timeslotId)
    .where('status', 'in', [...statuses])
    .execute();
}

/** The open (pending or confirmed) or booked reservations of a match, on any slot. */
export function liveReservationsOfMatch(db: Db, matchId: string) {
  return db
    .selectFrom('reservations')
    .select(['id', 'timeslot_id', 'status'])
    .where('match_id', '=', matchId)
    .where('status', '!=', 'denied')
    .execute();
}

/** How many pending requests one account holds on one slot. */
export async function pendingRequestsBy(db: Db, timeslotId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('reservations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('timeslot_id', '=', timeslotId)
    .where('requested_by', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertReservation(
  trx: Db,
  row: {
    id: string;
    timeslot_id: string;
    match_id: string;
    requesting_team_id: string;
    confirming_team_id: string;
    requested_by: string;
  },
): Promise<void> {
  await trx
    .insertInto('reservations')
    .values({ ...row, status: 'pending', created_at: new Date().toISOString() })
    .execute();
}

/** Moves one reservation from the state it was read in to the next; false when it has moved meanwhile. */
export async function moveReservation(
  trx: Db,
  id: string,
  from: ReservationStatus,
  to: ReservationStatus,
): Promise<boolean> {
  const result = await trx
    .updateTable('reservations')
    .set({ status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Denies every other open reservation of a slot or of a match; returns the ones denied. */
export async function denyOtherOpenReservations(trx: Db, keep: StoredReservation) {
  const others = await trx
    .selectFrom('reservations')
    .selectAll()
    .where('id', '!=', keep.id)
    .where('status', 'in', [...OPEN_RESERVATION_STATUSES])
    .where((eb) => eb.or([eb('timeslot_id', '=', keep.timeslot_id), eb('match_id', '=', keep.match_id)]))
    .execute();
  // one row at a time, by id: the lock order above (one UPDATE … IN locks rows in whatever order its plan reads them)
  for (const id of others.map((other) => other.id).sort()) {
    await trx.updateTable('reservations').set({ status: 'denied' }).where('id', '=', id).execute();
  }
  return others;
}

/** The match row a reservation is about. */
export function findMatch(db: Db, id: string) {
  return db
    .selectFrom('matches')
    .select(['id', 'season', 'date', 'field_id', 'status', 'home_team_id', 'away_team_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type MatchFacts = NonNullable<Awaited<ReturnType<typeof findMatch>>>;

/**
 * Moves a cancelled match to a slot's date and field and schedules it again (its calendar sequence moves with it);
 * false unless it was cancelled.
 */
export async function rescheduleCancelledMatch(
  trx: Db,
  matchId: string,
  slot: { date: string; field_id: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('matches')
    .set({ date: slot.date, field_id: slot.field_id, status: 'scheduled', ...changeStamp(slot) })
    .where('id', '=', matchId)
    .where('status', '=', 'cancelled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function teamNames(db: Db, teamIds: readonly string[]) {
  return db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('id', 'in', [...teamIds])
    .execute();
}

export function findCurrentField(db: Db, id: string) {
  return db
    .selectFrom('fields')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('season', '=', CURRENT_SEASON_KEY)
    .executeTakeFirst();
}
