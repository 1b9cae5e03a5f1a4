import type { FastifyInstance } from 'fastify';
import type { Engine } from '../db/database';
import { buildApp } from '../app';
import { seedDemoLeague } from '../seed/demo-league';
import { createTestDatabase, type TestDatabase } from './databases';
import { makeTestSite } from './web-roots';

export const DEMO_NOW = new Date('2026-07-15T16:00:00.000Z');

/** The app on a fresh database holding the demo league, for route tests. */
export async function startDemoApp(engine: Engine, env: NodeJS.ProcessEnv = {}) {
  const site = makeTestSite(env);
  const database: TestDatabase = await createTestDatabase(engine);
  const password = 'mot de passe de test';
  await seedDemoLeague(database.db, {
    now: DEMO_NOW,
    passwords: { dev: password, admin: password, captain: password, member: password },
  });
  const app: FastifyInstance = await buildApp({ config: site.config, db: database.db });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.drop();
      site.cleanup();
    },
  };
}
