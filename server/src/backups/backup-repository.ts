/** Reading every table into a snapshot, putting a snapshot back, and the `backups` list. */
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database';
import { migrations } from '../db/migrations';
import type { Database } from '../db/schema';
import { TABLES_CHILDREN_FIRST } from '../db/tables';
import type { BackupShape, CellData, Row, TableData } from './backup-format';

/**
 * Not in a backup: the backup list itself (the files stay where they are), the secrets of sessions and login links
 * (a restore keeps those of the accounts the backup still holds), and the rate-limit counters (operational state,
 * left as they are by a restore).
 */
const NOT_BACKED_UP: readonly (keyof Database)[] = ['backups', 'sessions', 'login_tokens', 'rate_limits'];
const UNTOUCHED_BY_RESTORE: readonly (keyof Database)[] = ['backups', 'rate_limits'];
const KEPT_ACROSS_RESTORE = ['sessions', 'login_tokens'] as const;
const DATA_VERSION_KEY = 'dataVersion';

/** The backed-up tables, parents first: the order a restore inserts them in. */
export const BACKED_UP_TABLES = [...TABLES_CHILDREN_FIRST].reverse().filter((table) => !NOT_BACKED_UP.includes(table));

/** The schema version a backup belongs to: the last migration. */
export const SCHEMA_VERSION = Object.keys(migrations).at(-1) as string;

/** Each backed-up table's columns and which hold bytes (the backup file's shape). */
export type TableShape = BackupShape;

/** Each backed-up table's columns, in the database's order, and which hold bytes. */
export async function tableShapes(db: Db): Promise<TableShape[]> {
  const tables = await db.introspection.getTables();
  return BACKED_UP_TABLES.map((name) => {
    const table = tables.find((candidate) => candidate.name === name);
    if (!table) throw new Error(`table ${name} missing`);
    return {
      name,
      columns: table.columns.map((column) => column.name),
      binary: table.columns
        .filter((column) => ['blob', 'bytea'].includes(column.dataType.toLowerCase()))
        .map((column) => column.name),
    };
  });
}

/**
 * On PostgreSQL, makes the transaction read one consistent snapshot of every table (the first statement of
 * the transaction); SQLite's single connection already gives one.
 */
export async function readOneSnapshot(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`set transaction isolation level repeatable read`.execute(trx);
  }
}

/** Every backed-up table's rows, in a stable order, with the data version left out of the settings. */
export async function readTables(trx: Db, shapes: TableShape[]): Promise<TableData[]> {
  const tables: TableData[] = [];
  for (const shape of shapes) {
    let query = trx.selectFrom(shape.name as keyof Database).selectAll();
    for (const column of shape.columns.filter((name) => !shape.binary.includes(name))) {
      query = query.orderBy(sql.ref(column));
    }
    const rows = (await query.execute()) as Record<string, unknown>[];
    tables.push({
      ...shape,
      rows: rows
        .filter((row) => !(shape.name === 'settings' && row.key === DATA_VERSION_KEY))
        .map((row) => Object.fromEntries(shape.columns.map((column) => [column, cellData(row[column])]))),
    });
  }
  return tables;
}

function cellData(value: unknown): CellData {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return new Uint8Array(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/**
 * Replaces every backed-up table's rows by the snapshot's. The data version keeps counting from where it is
 * (a cache must never see an older number), and the sessions and login links of accounts the snapshot still
 * holds stay, so the restoring administrator stays logged in.
 */
export async function replaceTables(trx: Db, tables: TableData[]): Promise<void> {
  const version = await trx
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', '=', DATA_VERSION_KEY)
    .execute();
  const kept = {
    sessions: await trx.selectFrom('sessions').selectAll().execute(),
    login_tokens: await trx.selectFrom('login_tokens').selectAll().execute(),
  };
  for (const table of TABLES_CHILDREN_FIRST) {
    if (!UNTOUCHED_BY_RESTORE.includes(table)) await trx.deleteFrom(table).execute();
  }
  for (const table of tables) await insertRows(trx, table.name, table.columns, table.rows);
  await insertRows(trx, 'settings', ['key', 'value'], version);
  const users = new Set(tables.find((table) => table.name === 'users')?.rows.map((row) => row.id));
  for (const name of KEPT_ACROSS_RESTORE) {
    const rows = (kept[name] as Row[]).filter((row) => users.has(row.user_id as string));
    await insertRows(trx, name, Object.keys(rows[0] ?? {}), rows);
  }
}

/** Inserts in batches small enough for either engine's limit on bound parameters. */
async function insertRows(trx: Db, table: string, columns: string[], rows: Row[]): Promise<void> {
  const batch = Math.max(1, Math.floor(500 / Math.max(1, columns.length)));
  for (let start = 0; start < rows.length; start += batch) {
    const values = rows
      .slice(start, start + batch)
      .map((row) => Object.fromEntries(columns.map((column) => [column, bindable(row[column] ?? null)])));
    // rows of any table, checked against the schema by readBackup's columns and by the database itself
    await trx
      .insertInto(table as keyof Database)
      .values(values as never)
      .execute();
  }
}

function bindable(value: CellData): CellData {
  return value instanceof Uint8Array ? Buffer.from(value) : value;
}

export interface BackupEntry {
  name: string;
  createdAt: string;
  deletable: boolean;
  bytes: number;
}

export async function listBackupEntries(db: Db): Promise<BackupEntry[]> {
  const rows = await db
    .selectFrom('backups')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('name', 'desc')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    createdAt: row.created_at,
    deletable: row.deletable === 1,
    bytes: row.bytes,
  }));
}

export async function findBackupEntry(db: Db, name: string): Promise<BackupEntry | undefined> {
  return (await listBackupEntries(db)).find((entry) => entry.name === name);
}

export async function insertBackupEntry(trx: Db, entry: BackupEntry): Promise<void> {
  await trx
    .insertInto('backups')
    .values({ name: entry.name, created_at: entry.createdAt, deletable: entry.deletable ? 1 : 0, bytes: entry.bytes })
    .execute();
}

export async function deleteBackupEntry(trx: Db, name: string): Promise<void> {
  await trx.deleteFrom('backups').where('name', '=', name).execute();
}
