/**
 * Table checksums for the reliability suite: every table of the league's database read in a stable order (every
 * non-binary column sorted), each row as canonical JSON (bytes as base64), and a SHA-256 per table. Compare two
 * snapshots to prove that a request, a crash or a restore changed nothing it should not.
 */
import { createHash } from 'node:crypto';
import type { Db, Engine } from '../server/src/db/database';
import type { Database } from '../server/src/db/schema';
import { TABLES_CHILDREN_FIRST } from '../server/src/db/tables';

export type TableName = keyof Database;

/** Every table's rows as canonical JSON, in a stable order. */
export type TableRows = Record<TableName, string[]>;

/** Every table's SHA-256 of its ordered rows. */
export type TableChecksums = Record<TableName, string>;

function canonicalCell(value: unknown): unknown {
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString('base64') };
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/** Every table's rows, each as canonical JSON of its columns in the database's order. */
export async function readTableRows(db: Db): Promise<TableRows> {
  const described = await db.introspection.getTables();
  // each table in its own query, at once: PostgreSQL's pool runs them side by side
  const read = await Promise.all(
    TABLES_CHILDREN_FIRST.map(async (name) => {
      const table = described.find((candidate) => candidate.name === name);
      if (!table) throw new Error(`table ${name} missing`);
      const columns = table.columns.map((column) => column.name);
      const binary = new Set(
        table.columns
          .filter((column) => ['blob', 'bytea'].includes(column.dataType.toLowerCase()))
          .map((column) => column.name),
      );
      let query = db.selectFrom(name).selectAll();
      for (const column of columns.filter((column) => !binary.has(column)))
        query = query.orderBy(db.dynamic.ref(column));
      const found = (await query.execute()) as Record<string, unknown>[];
      // sorted again as text: the engines' collations differ, the comparison must not
      return [name, found.map((row) => JSON.stringify(columns.map((column) => canonicalCell(row[column])))).sort()];
    }),
  );
  return Object.fromEntries(read) as TableRows;
}

/** The SHA-256 of a table's ordered rows. */
export function checksumOf(rows: readonly string[]): string {
  const hash = createHash('sha256');
  for (const row of rows) hash.update(row).update('\n');
  return hash.digest('hex');
}

export function checksumsOf(rows: TableRows): TableChecksums {
  return Object.fromEntries(Object.entries(rows).map(([name, list]) => [name, checksumOf(list)])) as TableChecksums;
}

/** Every table's checksum, now. */
export async function tableChecksums(db: Db): Promise<TableChecksums> {
  return checksumsOf(await readTableRows(db));
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: TableChecksums, after: TableChecksums): TableName[] {
  return (Object.keys(before) as TableName[]).filter((name) => before[name] !== after[name]);
}

/** Per table, the rows that are new or changed (present after, absent before) and the rows gone. */
export function rowChanges(
  before: TableRows,
  after: TableRows,
): Partial<Record<TableName, { added: string[]; removed: string[] }>> {
  const changes: Partial<Record<TableName, { added: string[]; removed: string[] }>> = {};
  for (const name of Object.keys(before) as TableName[]) {
    const was = new Set(before[name]);
    const is = new Set(after[name]);
    const added = after[name].filter((row) => !was.has(row));
    const removed = before[name].filter((row) => !is.has(row));
    if (added.length || removed.length) changes[name] = { added, removed };
  }
  return changes;
}

/**
 * A quick sign that something may have been written since the last look, to spare a full read after each of
 * thousands of requests: SQLite's count of rows changed on its only connection, PostgreSQL's write-ahead-log
 * position (other databases' writes move it too: that costs a full read, never hides a change).
 */
export async function writeMark(db: Db, engine: Engine): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => eb.fn<string>(engine === 'sqlite' ? 'total_changes' : 'pg_current_wal_lsn', []).as('mark'))
    .executeTakeFirstOrThrow();
  return String(row.mark);
}
