import { Kysely, sql } from 'kysely';
import { createServer } from 'node:net';
import { createTestDatabase, type TestDatabase } from '../test-support/databases';
import { TcpProxy } from '../test-support/tcp-proxy';
import { checkDatabase, openDatabase } from './database';
import { postgresDialect } from './postgres-dialect';
import type { Database } from './schema';
import { DatabaseUnreachable, isConnectionError, isDatabaseUnreachable, isPoolBusy } from './unreachable';

/**
 * PostgreSQL going away and coming back under the server (reliability/database-outage.test.ts for
 * the whole server under traffic): connection errors become DatabaseUnreachable, answered 503; while the database
 * is known to be away queries are refused at once; it serves again by itself once the database answers.
 */
const quiet = { log: () => undefined };
const selectOne = (db: Kysely<Database>) => sql<{ one: number }>`select 1 as one`.execute(db);

/** How long `work` took, and what it threw (null if nothing). */
async function timed(work: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  try {
    await work();
    return { ms: performance.now() - started, error: null };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

/** A port of 127.0.0.1 where nothing listens. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

describe('which errors say that PostgreSQL is out of reach', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it.each([
    ['a refused connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), true],
    ['a connection reset', coded('ECONNRESET', 'read ECONNRESET'), true],
    ['an unknown host', coded('ENOTFOUND'), true],
    ['an administrator shutting the server down (57P01)', coded('57P01', 'terminating connection'), true],
    ['a server shutting down after a crash (57P02)', coded('57P02'), true],
    ['a server starting up (57P03)', coded('57P03', 'the database system is starting up'), true],
    ['a connection exception (08006)', coded('08006', 'connection failure'), true],
    ['a connection never made (08001)', coded('08001'), true],
    ["pg's lost connection", new Error('Connection terminated unexpectedly'), true],
    ["pg's connect time-out", new Error('Connection terminated due to connection timeout'), true],
    [
      "pg's client after a lost connection",
      new Error('Client has encountered a connection error and is not queryable'),
      true,
    ],
    ["pg-pool's wait for a free connection", new Error('timeout exceeded when trying to connect'), true],
    ['a wrapped cause', new Error('migration failed', { cause: coded('ECONNREFUSED') }), true],
    ['every address of a host refused', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]), true],
    ['an aggregate of other errors', new AggregateError([coded('23505'), new Error('boom')]), false],
    ['a unique violation', coded('23505', 'duplicate key'), false],
    ['a full disk', coded('53100', 'could not extend file'), false],
    ['a syntax error', coded('42601'), false],
    ['SQLite busy', coded('SQLITE_BUSY', 'database is locked'), false],
    ['a plain error', new Error('boom'), false],
  ])('%s: %s', (_case, error, connection) => {
    expect(isConnectionError(error)).toBe(connection);
    // only the driver says it is the database's: the error handler answers 503 for DatabaseUnreachable alone
    expect(isDatabaseUnreachable(error)).toBe(false);
    expect(isDatabaseUnreachable(new DatabaseUnreachable(error))).toBe(true);
  });

  it('tells a busy pool (the database is there) from a lost database', () => {
    expect(isPoolBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isPoolBusy(new Error('Connection terminated due to connection timeout'))).toBe(false);
  });
});

describe('PostgreSQL out of reach (no database needed)', () => {
  let db: Kysely<Database> | null = null;
  afterEach(async () => {
    await db?.destroy();
    db = null;
  });

  it('refuses a query at once with DatabaseUnreachable when nothing listens', async () => {
    db = new Kysely<Database>({ dialect: postgresDialect(`postgres://u@127.0.0.1:${await closedPort()}/x`, quiet) });
    const first = await timed(() => selectOne(db as Kysely<Database>));
    expect(first.error).toBeInstanceOf(DatabaseUnreachable);
    expect(first.ms).toBeLessThan(1_000);
  });

  it('waits for a silent server no longer than the connection time-out, then refuses the next at once', async () => {
    const silent = await TcpProxy.start({ host: '127.0.0.1', port: await closedPort() });
    await silent.cut('hang');
    try {
      db = new Kysely<Database>({
        dialect: postgresDialect(silent.address('postgres://u@h/x'), { ...quiet, connectTimeoutMs: 300 }),
      });
      const first = await timed(() => selectOne(db as Kysely<Database>));
      expect(first.error).toBeInstanceOf(DatabaseUnreachable);
      expect(first.ms).toBeGreaterThanOrEqual(250);
      expect(first.ms).toBeLessThan(1_500);
      // the database is known to be away: the next queries are not even tried (one probe at a time is)
      const next = await Promise.all(Array.from({ length: 20 }, () => timed(() => selectOne(db as Kysely<Database>))));
      expect(next.every(({ error }) => error instanceof DatabaseUnreachable)).toBe(true);
      expect(Math.max(...next.map(({ ms }) => ms))).toBeLessThan(100);
      expect(silent.accepted).toBeLessThan(5);
    } finally {
      await silent.close();
    }
  });

  it('says so through checkDatabase (/healthz), and a SQLite database is never asked', async () => {
    db = new Kysely<Database>({ dialect: postgresDialect(`postgres://u@127.0.0.1:${await closedPort()}/x`, quiet) });
    await expect(checkDatabase(db)).rejects.toBeInstanceOf(DatabaseUnreachable);

    const sqlite = openDatabase({ url: ':memory:' });
    try {
      // a write holds SQLite's one connection: the health check does not wait behind it
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const write = sqlite.transaction().execute(() => held);
      await expect(checkDatabase(sqlite)).resolves.toBeUndefined();
      release();
      await write;
    } finally {
      await sqlite.destroy();
    }
  });
});

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('PostgreSQL restarting under the server', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let db: Kysely<Database>;
  const lines: string[] = [];

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    const target = new URL(database.url);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    db = new Kysely<Database>({
      dialect: postgresDialect(proxy.address(database.url), { retryMs: 50, log: (line) => lines.push(line) }),
    });
  });
  afterEach(async () => {
    await db.destroy();
    await proxy.close();
    await database.drop();
  });

  it('fails the query in flight without ending the process, refuses while away, and serves again by itself', async () => {
    expect((await selectOne(db)).rows).toEqual([{ one: 1 }]);
    const inFlight = timed(() => sql`select pg_sleep(5)`.execute(db));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await proxy.cut('refuse');
    // the lost connection's 'error' event used to be unhandled: it ended the whole server
    const lost = await inFlight;
    expect(lost.error).toBeInstanceOf(DatabaseUnreachable);
    expect(lost.ms).toBeLessThan(1_000);

    const refused = await timed(() => selectOne(db));
    expect(refused.error).toBeInstanceOf(DatabaseUnreachable);
    expect(refused.ms).toBeLessThan(100);
    await proxy.cut('reset'); // accepting again, and closing each connection at once: a server starting up
    expect((await timed(() => selectOne(db))).error).toBeInstanceOf(DatabaseUnreachable);

    await proxy.restore();
    const back = performance.now();
    let answered = false;
    while (!answered && performance.now() - back < 2_000) {
      answered = (await timed(() => selectOne(db))).error === null;
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(answered).toBe(true);
    // told once when it went, once when it came back
    expect(lines.filter((line) => /unreachable|reachable again/.test(line))).toEqual([
      expect.stringMatching(/^PostgreSQL: unreachable \(.+\); requests answered 503 until it answers again$/),
      expect.stringMatching(/^PostgreSQL: reachable again after \d+\.\d s$/),
    ]);
  });
});
