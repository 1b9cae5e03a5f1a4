import { sql, type Kysely } from 'kysely';

/**
 * A time slot holds at most one booked reservation, and a match is booked into at most one slot:
 * partial unique indexes, the same on SQLite and PostgreSQL, so a second booking fails in the database
 * whatever the code above it does.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const INDEXES = [
  { name: 'reservations_one_booking_per_slot', column: 'timeslot_id' },
  { name: 'reservations_one_booking_per_match', column: 'match_id' },
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const { name, column } of INDEXES) {
    await db.schema
      .createIndex(name)
      .on('reservations')
      .column(column)
      .unique()
      .where(sql.ref('status'), '=', 'booked')
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
