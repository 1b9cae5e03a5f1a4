import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db, Engine } from '../db/database';
import type { ServerConfig } from '../env';
import { createTestDatabase } from './databases';
import { makeTestSite } from './web-roots';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** the app's DATA_DIR (mail outbox, backups) */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  engine?: Engine;
  /** the built apps' folders and configuration; a minimal fake site by default */
  site?: { config: ServerConfig; cleanup(): void };
  /** fills the fresh database before the app starts */
  prepare?: (db: Db) => Promise<unknown>;
}

/** The whole app on a fresh, migrated database, for `inject` tests; `close` removes everything. */
export async function startTestApp({ engine = 'sqlite', site = makeTestSite(), prepare }: TestAppOptions = {}) {
  const database = await createTestDatabase(engine);
  await prepare?.(database.db);
  const app = await buildApp({ config: site.config, db: database.db });
  return {
    app,
    db: database.db,
    dataDir: site.config.dataDir,
    close: async () => {
      await app.close();
      await database.drop();
      site.cleanup();
    },
  } satisfies TestApp;
}
