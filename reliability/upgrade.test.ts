/**
 * Upgrade: a database made by the previous release's migrations (reliability/fixtures, on
 * SQLite and PostgreSQL) is migrated by the current server when it starts, with its data intact: every row of
 * every table, a login with a fixture account, a session opened before the upgrade, the standings computed
 * from the fixture's results, the media served.
 */
import BetterSqlite3 from 'better-sqlite3';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { migrations } from '../server/src/db/migrations';
import { missingForDeployment, scratchDatabase } from './cluster';
import { call, login } from './league-http';
import { start, type ServerProcess } from '@league/test-support/server-process';

const FIXTURES = join(__dirname, 'fixtures');
type Row = Record<string, unknown>;
const fixture = JSON.parse(readFileSync(join(FIXTURES, 'previous-release.json'), 'utf8')) as {
  release: { migrations: string[] };
  accounts: { login: { email: string; password: string }; session: { token: string; email: string } };
  tables: Record<string, Row[]>;
  expected: { standings: Row[] };
};

/** Reads a table of the upgraded database, BLOBs as text (the fixture's media are SVG). */
interface Reader {
  rows(table: string): Promise<Row[]>;
  indexes(): Promise<string[]>;
  close(): Promise<void>;
}

interface Engine {
  name: string;
  missing: string | null;
  /** a copy of the fixture: the server's environment and a reader of its database */
  prepare(dataDir: string): Promise<{ env: NodeJS.ProcessEnv; reader(): Reader; drop(): Promise<void> }>;
}

const asText = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Buffer.isBuffer(value) ? value.toString('utf8') : value]),
  );

const sqlite: Engine = {
  name: 'SQLite',
  missing: missingForDeployment(),
  async prepare(dataDir) {
    const file = join(dataDir, 'league.db');
    copyFileSync(join(FIXTURES, 'previous-release.sqlite'), file);
    return {
      env: { DATA_DIR: dataDir },
      reader() {
        const db = new BetterSqlite3(file, { readonly: true });
        return {
          rows: async (table) => (db.prepare(`select * from "${table}"`).all() as Row[]).map(asText),
          indexes: async () =>
            (db.prepare("select name from sqlite_master where type = 'index'").all() as { name: string }[]).map(
              (row) => row.name,
            ),
          close: async () => void db.close(),
        };
      },
      drop: async () => undefined,
    };
  },
};

const postgres: Engine = {
  name: 'PostgreSQL',
  missing: missingForDeployment({ postgres: true }),
  async prepare(dataDir) {
    const database = await scratchDatabase('league_rel_upgrade');
    const loader = new Client({ connectionString: database.url });
    await loader.connect();
    await loader.query(readFileSync(join(FIXTURES, 'previous-release.sql'), 'utf8')).finally(() => loader.end());
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
      reader() {
        const pool = new Pool({ connectionString: database.url, max: 1 });
        return {
          rows: async (table) => (await pool.query(`select * from "${table}"`)).rows.map(asText),
          indexes: async () =>
            (
              await pool.query<{ indexname: string }>("select indexname from pg_indexes where schemaname = 'public'")
            ).rows.map((row) => row.indexname),
          close: () => pool.end(),
        };
      },
      drop: () => database.drop(),
    };
  },
};

for (const engine of [sqlite, postgres]) {
  if (engine.missing) console.log(`upgrade on ${engine.name}: skipped, ${engine.missing}`);
}

describe.each([sqlite, postgres].filter((engine) => !engine.missing).map((engine) => [engine.name, engine] as const))(
  'upgrade from the previous release on %s',
  (_name, engine) => {
    let dataDir: string;
    let prepared: Awaited<ReturnType<Engine['prepare']>>;
    let server: ServerProcess;
    let reader: Reader;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'league-upgrade-'));
      prepared = await engine.prepare(dataDir);
      const before = prepared.reader();
      expect((await before.rows('kysely_migration')).map((row) => row.name)).toEqual(fixture.release.migrations);
      await before.close();
      // SEED=demo: the demo league must not be loaded over a database that holds a league
      server = await start({ ...prepared.env, SEED: 'demo' });
      reader = prepared.reader();
    });

    afterAll(async () => {
      await reader?.close();
      await server?.stop();
      await prepared?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it("runs the current release's migrations on start", async () => {
      const ran = (await reader.rows('kysely_migration')).map((row) => row.name);
      expect(ran.sort()).toEqual(Object.keys(migrations).sort());
      expect(Object.keys(migrations).length).toBeGreaterThan(fixture.release.migrations.length);
      expect(await reader.indexes()).toEqual(
        expect.arrayContaining(['reservations_one_booking_per_slot', 'reservations_one_booking_per_match']),
      );
      expect(server.output()).not.toMatch(/démonstration chargée/);
    });

    it.each(Object.keys(fixture.tables))('keeps every row of %s as it was', async (table) => {
      const rows = await reader.rows(table);
      const expected = fixture.tables[table] as Row[];
      expect(rows).toHaveLength(expected.length);
      // the release's own columns as they were; columns added since (a match's calendar sequence) are the
      // migrations' to fill
      const columns = Object.keys(expected[0] ?? {});
      const asReleased = rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));
      expect(asReleased).toEqual(expect.arrayContaining(expected));
    });

    it('lets a fixture account log in and honours a session opened before the upgrade', async () => {
      const { email, password } = fixture.accounts.login;
      const cookie = await login(server.url, email, password);
      const info = async (value: string) =>
        (
          (await call(server.url, 'GET', '/api/myaccount/info', { cookie: value })).body as {
            sessionInfo: { loggedIn: boolean; email?: string };
          }
        ).sessionInfo;
      expect(await info(cookie)).toMatchObject({ loggedIn: true, email });
      expect(await info(`league_session=${fixture.accounts.session.token}`)).toMatchObject({
        loggedIn: true,
        email: fixture.accounts.session.email,
      });
    });

    it("computes the standings from the fixture's results and serves its media", async () => {
      const ranking = (await call(server.url, 'GET', '/api/ranking/season')).body as { groups: { rows: Row[] }[] };
      expect(ranking.groups).toHaveLength(1);
      // the same records; the order of teams level on points may differ, as the tie-breakers came after that release
      const rows = ranking.groups[0]?.rows ?? [];
      expect(rows).toHaveLength(fixture.expected.standings.length);
      expect(rows).toEqual(
        expect.arrayContaining(fixture.expected.standings.map((row) => expect.objectContaining(row))),
      );
      const media = fixture.tables.media?.[0] as { id: string; bytes: string };
      const served = await call(server.url, 'GET', `/media/${media.id}`);
      expect(served.status).toBe(200);
      expect(served.body).toBe(media.bytes);
    });
  },
);
