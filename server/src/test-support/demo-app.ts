import type { Db, Engine } from '../db/database';
import { seedDemoLeague } from '../seed/demo-league';
import { startTestApp } from './test-app';
import { makeTestSite } from './web-roots';

export const DEMO_NOW = new Date('2026-07-15T16:00:00.000Z');
export const DEMO_PASSWORD_FOR_TESTS = 'mot de passe de test';
const PASSWORD = DEMO_PASSWORD_FOR_TESTS;

/** A test app's `prepare`: the demo league seeded around `now`, every demo account with the tests' password. */
export const seedDemoAround = (now: Date) => (db: Db) =>
  seedDemoLeague(db, { now, passwords: { dev: PASSWORD, admin: PASSWORD, captain: PASSWORD, member: PASSWORD } });

/** The app on a fresh database holding the demo league, for route tests. */
export function startDemoApp(engine: Engine, env: NodeJS.ProcessEnv = {}) {
  return startTestApp({ engine, site: makeTestSite(env), prepare: seedDemoAround(DEMO_NOW) });
}
