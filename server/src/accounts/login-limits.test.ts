import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { migrateToLatest, openDatabase, type Engine } from '../db/database';
import { DEMO_EMAILS, seedDemoLeague, type DemoAccount } from '../seed/demo-league';
import { loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { DEMO_NOW, DEMO_PASSWORD_FOR_TESTS, startDemoApp } from '../test-support/demo-app';
import { makeTestSite } from '../test-support/web-roots';

const REFUSED = 'Trop de tentatives\u202f: réessayez dans 15 minutes';
const SLOW_MS = 30_000;

const logIn = (app: FastifyInstance, account: DemoAccount, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/myaccount/login',
    headers: SAME_ORIGIN,
    payload: { username: DEMO_EMAILS[account], password },
  });
const wrongPasswords = async (app: FastifyInstance, account: DemoAccount, count: number) => {
  const statuses = [];
  for (let i = 0; i < count; i += 1) statuses.push((await logIn(app, account, `essai ${i}`)).statusCode);
  return statuses;
};
const times = (count: number, status: number) => Array.from({ length: count }, () => status);

describe.each(ENGINES)('login limits on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeEach(async () => {
    demo = await startDemoApp(engine);
  }, SLOW_MS);
  afterEach(() => demo.close());

  it(
    'never refuses 30 successful logins in a row from one address',
    async () => {
      for (let i = 0; i < 30; i += 1) await loginAs(demo.app, i % 2 ? 'admin' : 'member');
    },
    SLOW_MS,
  );

  it('answers 429 with the wait in minutes after 8 wrong passwords, even to the right one', async () => {
    expect(await wrongPasswords(demo.app, 'dev', 10)).toEqual([...times(8, 401), 429, 429]);
    const refused = await logIn(demo.app, 'dev', DEMO_PASSWORD_FOR_TESTS);
    expect([refused.statusCode, refused.json()]).toEqual([429, { success: false, error: REFUSED }]);
    expect((await logIn(demo.app, 'admin', DEMO_PASSWORD_FOR_TESTS)).statusCode).toBe(200);
  });

  it('counts an unknown account like a wrong password', async () => {
    const statuses = [];
    for (let i = 0; i < 9; i += 1) {
      const payload = { username: 'personne@ligue.test', password: 'peu importe' };
      statuses.push(
        (await demo.app.inject({ method: 'POST', url: '/api/myaccount/login', headers: SAME_ORIGIN, payload }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([...times(8, 401), 429]);
  });

  it('clears the count on a success', async () => {
    expect(await wrongPasswords(demo.app, 'captain', 7)).toEqual(times(7, 401));
    await loginAs(demo.app, 'captain');
    expect(await wrongPasswords(demo.app, 'captain', 9)).toEqual([...times(8, 401), 429]);
  });

  const accounts: DemoAccount[] = ['dev', 'admin', 'captain', 'member'];

  it('counts the failures of one address over every e-mail: 20, then even the right password is refused', async () => {
    for (const account of accounts) expect(await wrongPasswords(demo.app, account, 5)).toEqual(times(5, 401));
    expect((await logIn(demo.app, 'member', DEMO_PASSWORD_FOR_TESTS)).statusCode).toBe(429);
  });

  it("clears the address's count on a success, and the other e-mails' counts stay", async () => {
    for (const account of accounts) expect(await wrongPasswords(demo.app, account, 4)).toEqual(times(4, 401));
    await loginAs(demo.app, 'member');
    for (const account of ['dev', 'admin', 'captain'] as const) {
      expect(await wrongPasswords(demo.app, account, 4)).toEqual(times(4, 401));
    }
    expect(await wrongPasswords(demo.app, 'dev', 1)).toEqual([429]);
  });
});

/** A fresh, migrated database that a second connection can open: a PostgreSQL database, or a SQLite file. */
async function sharableDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'postgres') return createTestDatabase('postgres');
  const folder = mkdtempSync(join(tmpdir(), 'league-limits-'));
  const url = join(folder, 'league.sqlite');
  const db = openDatabase({ url });
  await migrateToLatest(db);
  const drop = async () => {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  };
  return { url, db, drop };
}

/** The demo league in one database, and two apps on their own connections to it, as two server processes. */
async function twoAppsOnOneDatabase(engine: Engine) {
  const database = await sharableDatabase(engine);
  const password = DEMO_PASSWORD_FOR_TESTS;
  await seedDemoLeague(database.db, {
    now: DEMO_NOW,
    passwords: { dev: password, admin: password, captain: password, member: password },
  });
  const other = openDatabase({ url: database.url });
  const [firstSite, secondSite] = [makeTestSite(), makeTestSite()];
  const apps = [
    await buildApp({ config: firstSite.config, db: database.db }),
    await buildApp({ config: secondSite.config, db: other }),
  ] as const;
  const close = async () => {
    for (const app of apps) await app.close();
    await other.destroy();
    await database.drop();
    firstSite.cleanup();
    secondSite.cleanup();
  };
  return { apps, close };
}

describe.each(ENGINES)('login limits shared by two app instances on one %s database', (engine) => {
  it(
    'refuses at the limit when the failures are split between the instances',
    async () => {
      const { apps, close } = await twoAppsOnOneDatabase(engine);
      try {
        const [first, second] = apps;
        expect(await wrongPasswords(first, 'dev', 4)).toEqual(times(4, 401));
        expect(await wrongPasswords(second, 'dev', 4)).toEqual(times(4, 401));
        const refused = await logIn(first, 'dev', 'encore un essai');
        expect([refused.statusCode, refused.json().error]).toEqual([429, REFUSED]);
        expect((await logIn(second, 'dev', DEMO_PASSWORD_FOR_TESTS)).statusCode).toBe(429);
      } finally {
        await close();
      }
    },
    SLOW_MS,
  );
});
