/** Inserting many rows in chunks, under the bound-parameter limits of SQLite (32766) and PostgreSQL (65535). */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const CHUNK_SIZE = 100;

export type TableRows = { [T in keyof Database]?: Insertable<Database[T]>[] };

export async function insertInChunks<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  chunkSize = CHUNK_SIZE,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    // Kysely cannot narrow a generic table name to its row type; the signature above keeps callers exact.
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}

/** Inserts every table's rows, parents before children (the reverse of `childrenFirst`). */
export async function insertAll(
  db: Kysely<Database>,
  rows: TableRows,
  childrenFirst: readonly (keyof Database)[],
): Promise<void> {
  for (const table of [...childrenFirst].reverse()) {
    const tableRows = rows[table];
    if (tableRows?.length) await insertInChunks(db, table, tableRows);
  }
}
