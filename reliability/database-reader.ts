/** The league's database read directly by a reliability part, on either engine, once the server has written it. */
import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { Client } from 'pg';

export function openDb(dataDir: string) {
  return new BetterSqlite3(join(dataDir, 'league.db'));
}

/** Reads the database directly, on either engine (`?` placeholders; counts as numbers). */
export interface Reader {
  rows<T>(text: string, ...values: unknown[]): Promise<T[]>;
  /** PRAGMA integrity_check on SQLite; PostgreSQL has no such check ('not applicable') */
  integrity(): Promise<string>;
  close(): Promise<void>;
}

export function sqliteReader(dataDir: string): Reader {
  const db = openDb(dataDir);
  return {
    rows: async <T>(text: string, ...values: unknown[]) => db.prepare(text).all(...values) as T[],
    integrity: async () => String(db.pragma('integrity_check', { simple: true })),
    close: async () => void db.close(),
  };
}

export async function postgresReader(url: string): Promise<Reader> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    rows: async <T>(text: string, ...values: unknown[]) => {
      let index = 0;
      return (
        await client.query(
          text.replace(/\?/g, () => `$${(index += 1)}`),
          values,
        )
      ).rows as T[];
    },
    integrity: async () => 'not applicable',
    close: () => client.end(),
  };
}

export const first = async <T>(reader: Reader, text: string, ...values: unknown[]) =>
  (await reader.rows<T>(text, ...values))[0] as T;
export const countOf = async (reader: Reader, text: string, ...values: unknown[]) =>
  Number((await first<{ n: number | string }>(reader, text, ...values)).n);
