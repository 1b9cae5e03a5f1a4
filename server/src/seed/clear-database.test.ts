import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { TABLES_CHILDREN_FIRST } from '../db/tables';
import { clearDatabase, isDatabaseEmpty } from './clear-database';
import { seedDemoLeague } from './demo-league';

const now = new Date('2026-07-15T16:00:00Z');
const passwords = { dev: 'a', admin: 'b', captain: 'c', member: 'd' };
const SLOW_MS = 30_000;

async function schemaTables(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
}

async function rowCount(db: Db, table: string): Promise<number> {
  const row = await db
    .selectFrom(table as keyof Database)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(ENGINES)('clearing the database on %s', (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(engine);
  }, SLOW_MS);
  afterEach(() => test.drop(), SLOW_MS);

  it('knows every table of the schema', async () => {
    expect([...TABLES_CHILDREN_FIRST].sort()).toEqual((await schemaTables(test.db)).sort());
  });

  it(
    'tells an empty database from a seeded one',
    async () => {
      expect(await isDatabaseEmpty(test.db)).toBe(true);
      await seedDemoLeague(test.db, { now, passwords, matchCount: 40 });
      expect(await isDatabaseEmpty(test.db)).toBe(false);
    },
    SLOW_MS,
  );

  it('counts a lone user as data', async () => {
    const user = { id: 'u', email: 'u@example.com', name: 'U', password_hash: null, role: 'basic' as const };
    await test.db
      .insertInto('users')
      .values({ ...user, gender: null, created_at: now.toISOString() })
      .execute();
    expect(await isDatabaseEmpty(test.db)).toBe(false);
  });

  it(
    'leaves every table empty after a seed, migrations still recorded',
    async () => {
      await seedDemoLeague(test.db, { now, passwords, matchCount: 40 });
      await clearDatabase(test.db);
      expect(await isDatabaseEmpty(test.db)).toBe(true);
      for (const table of await schemaTables(test.db)) {
        expect([table, await rowCount(test.db, table)]).toEqual([table, 0]);
      }
      const migrations = await test.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(migrations.map((table) => table.name)).toContain('kysely_migration');
    },
    SLOW_MS,
  );
});
