import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrateToLatest, openDatabase, type Db, type Engine } from '../db/database';

/** The engines the server suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database: an in-memory SQLite one, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(engine: Engine, { migrate = true } = {}): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const db = openDatabase({ url: ':memory:' });
    if (migrate) await migrateToLatest(db);
    return { url: ':memory:', db, drop: () => db.destroy() };
  }
  const name = `league_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const db = openDatabase({ url: url.href });
  if (migrate) await migrateToLatest(db);
  return {
    url: url.href,
    db,
    drop: async () => {
      await db.destroy();
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
