import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  sql,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type MigrationResultSet,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations';
import { postgresDialect } from './postgres-dialect';
import { withStatementCache } from './statement-cache';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export interface DatabaseTarget {
  /** `postgres://…` for PostgreSQL; otherwise the SQLite file (':memory:' for a throw-away one). */
  url: string;
}

export function engineOf(url: string): Engine {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** SQLite's connection behind each Db that openDatabase made on SQLite. */
const sqliteConnections = new WeakMap<Db, BetterSqlite3.Database>();

/**
 * The SQLite connection behind `db`, for a synchronous read (undefined on PostgreSQL, or for a transaction's Db).
 * It is the connection Kysely queues its queries on: a caller must check `inTransaction` first, since a
 * transaction under way on it would show its uncommitted rows.
 */
export function sqliteConnectionOf(db: Db): BetterSqlite3.Database | undefined {
  return sqliteConnections.get(db);
}

/** The address of the PostgreSQL database behind each Db that openDatabase made on PostgreSQL. */
const postgresUrls = new WeakMap<Db, string>();

/**
 * The address `db` was opened with, on PostgreSQL (undefined on SQLite): for a connection of its own outside the
 * pool, such as the live stream's LISTEN (server/src/live/).
 */
export function postgresUrlOf(db: Db): string | undefined {
  return postgresUrls.get(db);
}

/**
 * Opens the database: SQLite in WAL mode with foreign keys on, or a PostgreSQL pool that outlives the database's
 * restarts (postgres-dialect.ts).
 */
export function openDatabase({ url }: DatabaseTarget): Db {
  if (engineOf(url) === 'postgres') {
    const db = new Kysely<Database>({ dialect: postgresDialect(url) });
    postgresUrls.set(db, url);
    return db;
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new BetterSqlite3(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new TolerantRollbackSqliteDialect(sqlite) });
  sqliteConnections.set(db, sqlite);
  return db;
}

/**
 * SQLite rolls a transaction back by itself on some errors (SQLITE_FULL on a full disk, SQLITE_IOERR): Kysely's
 * own ROLLBACK then fails with « no transaction is active », and that error would hide the one that matters.
 */
class TolerantRollbackSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
  }

  override createDriver(): SqliteDriver {
    const { sqlite } = this;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database: withStatementCache(sqlite) });
  }
}

/**
 * Whether the database answers, for /healthz: on PostgreSQL one round trip (refused at once while it is known to be
 * away: DatabaseUnreachable); a SQLite file is the process's own, so nothing is asked and nothing waits behind a write.
 */
export async function checkDatabase(db: Db): Promise<void> {
  if (sqliteConnectionOf(db)) return;
  await sql`select 1`.execute(db);
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((migration) => migration.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
