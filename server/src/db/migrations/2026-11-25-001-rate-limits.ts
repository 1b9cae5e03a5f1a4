import type { Kysely } from 'kysely';

/**
 * Rate-limit counters (server/src/http/rate-limit.ts): one fixed window per key, shared by every server process on
 * the database. Operational state like sessions, not league data: never backed up, never audited (docs/decisions/accounts-and-security.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  // pruning deletes the expired windows by this index, without reading the live ones
  await db.schema.createIndex('rate_limits_expires_at').on('rate_limits').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
