import Fastify, { type FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { buildApp } from '../app';
import { openDatabase, type Db } from '../db/database';
import { DatabaseUnreachable } from '../db/unreachable';
import { SAME_ORIGIN } from '../test-support/accounts';
import { makeTestSite } from '../test-support/web-roots';
import { DATABASE_UNREACHABLE, INTERNAL_ERROR } from './error-messages';
import { registerErrorHandler } from './errors';

/**
 * PostgreSQL out of reach (docs/decisions/operations.md): every call that needs it answers 503 at once, in French,
 * in the JSON error shape, with Retry-After, and /healthz says so; never a 500, never a stack. The whole app runs
 * on a PostgreSQL address where nothing listens, so no PostgreSQL is needed; restarts under traffic are
 * db/postgres-dialect.test.ts and reliability/database-outage.test.ts.
 */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

const LEAKS = /ECONNREFUSED|127\.0\.0\.1|postgres|Connection terminated|\bat \S+:\d+/i;

describe('the app whose PostgreSQL database is out of reach', () => {
  const site = makeTestSite();
  let db: Db;
  let app: FastifyInstance;
  const warned: string[] = [];
  const warn = jest.spyOn(console, 'warn').mockImplementation((line) => void warned.push(String(line)));
  beforeAll(async () => {
    db = openDatabase({ url: `postgres://league@127.0.0.1:${await closedPort()}/league` });
    app = await buildApp({ config: site.config, db });
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    site.cleanup();
    // the outage is told once in the server's output, however many calls it refused
    expect(warned).toEqual([
      expect.stringMatching(/^PostgreSQL: unreachable \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)/),
    ]);
    warn.mockRestore();
  });

  it.each([
    ['the health check, for a balancer', 'GET', '/healthz', undefined, undefined],
    ['a cached read', 'GET', '/api/teams', undefined, undefined],
    ['a read of an archived season', 'GET', '/api/schedule?season=2025', undefined, undefined],
    ['a logo', 'GET', `/media/${'a'.repeat(64)}`, undefined, undefined],
    ['a login', 'POST', '/api/myaccount/login', { username: 'admin@ligue.test', password: 'mot de passe' }, undefined],
    ['a write with a session cookie', 'POST', '/api/fields/add', { name: 'Parc Jarry' }, 'league_session=abc'],
    ['a read with a session cookie', 'GET', '/api/fields', undefined, 'league_session=abc'],
  ] as const)(
    '%s answers 503 at once, in French, in the JSON error shape',
    async (_case, method, url, payload, cookie) => {
      const started = performance.now();
      const answer = await app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { ...SAME_ORIGIN, accept: 'application/json', ...(cookie ? { cookie } : {}) },
      });
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({ success: false, error: DATABASE_UNREACHABLE });
      expect(answer.body).not.toMatch(LEAKS);
    },
  );
});

describe('what the error handler makes of a database failure', () => {
  let app: FastifyInstance;
  let thrown: unknown;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    app.get('/throw', async () => {
      throw thrown;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const coded = (code: string, message: string) => Object.assign(new Error(message), { code });
  it.each([
    ['a refused connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', coded('ECONNRESET', 'read ECONNRESET')],
    ['a server shutting down (57P01)', coded('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', coded('08006', 'connection failure')],
    ["pg's lost connection", new Error('Connection terminated unexpectedly')],
    ["pg's connect time-out", new Error('Connection terminated due to connection timeout')],
    ["pg-pool's wait for a connection", new Error('timeout exceeded when trying to connect')],
  ])('%s, from the database layer, is 503 in French', async (_case, cause) => {
    thrown = new DatabaseUnreachable(cause);
    const answer = await app.inject({ method: 'GET', url: '/throw' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ success: false, error: DATABASE_UNREACHABLE });
    expect(answer.body).not.toMatch(LEAKS);
  });

  it('leaves a refused connection of another service (mail) a plain 500 that tells nothing', async () => {
    thrown = coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:25');
    const answer = await app.inject({ method: 'GET', url: '/throw' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ success: false, error: INTERNAL_ERROR });
    expect(answer.headers['retry-after']).toBeUndefined();
  });
});
