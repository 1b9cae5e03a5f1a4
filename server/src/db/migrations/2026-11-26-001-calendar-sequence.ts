import type { Kysely } from 'kysely';

/**
 * What the calendar feeds need to tell a phone's calendar that a match changed (docs/architecture.md#calendar):
 * `sequence`, one more each time the match's date, time or field changes (RFC 5545 SEQUENCE), and `changed_at`,
 * the instant of its last change (DTSTAMP). Columns of the matches themselves, so they travel with a match into an
 * archive and a backup and go with it when it is removed (docs/decisions/data-and-database.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const TABLES = ['matches', 'series_matches'] as const;

export async function up(db: AnyDb): Promise<void> {
  // the matches already there, and rows written without it (the demo league), date from now: nothing older is known
  const now = new Date().toISOString();
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('changed_at', 'text', (col) => col.notNull().defaultTo(now))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('changed_at').execute();
    await db.schema.alterTable(table).dropColumn('sequence').execute();
  }
}
