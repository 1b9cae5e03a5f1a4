import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { openSession } from '../accounts/sessions';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../test-support/databases';
import { SAME_ORIGIN } from '../test-support/accounts';
import { insertUser } from '../test-support/users';
import { makeTestSite } from '../test-support/web-roots';
import { addRouteHook, changesData, onApiRequest } from './api-hooks';

/** The app on a database that counts the queries it is sent. */
async function startCountingApp() {
  const database: TestDatabase = await createTestDatabase('sqlite');
  const site = makeTestSite();
  let queries = 0;
  const counted = database.db.withPlugin({
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  const app = await buildApp({ config: site.config, db: counted });
  await insertUser(database.db, 'basic1', 'basic');
  const cookie = `league_session=${await openSession(database.db, 'basic1', site.config.sessionTtlMs)}`;
  return {
    app,
    cookie,
    queriesDuring: async (work: () => Promise<unknown>) => {
      const before = queries;
      await work();
      return queries - before;
    },
    close: async () => {
      await app.close();
      await database.drop();
      site.cleanup();
    },
  };
}

describe('session, access and same-origin checks run for /api calls only', () => {
  let testApp: Awaited<ReturnType<typeof startCountingApp>>;
  beforeAll(async () => {
    testApp = await startCountingApp();
  });
  afterAll(() => testApp.close());

  it.each(['/main.1a2b3c4d.js', '/mf/admin/remoteEntry.js', '/mf/public/__federation_expose_Home.0123abcd.js'])(
    'serves %s to a logged-in visitor without a query',
    async (url) => {
      const { app, cookie, queriesDuring } = testApp;
      const count = await queriesDuring(async () => {
        expect((await app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
      });
      expect(count).toBe(0);
    },
  );

  it('checks the caller of a route outside /api that changes data', async () => {
    const database = await createTestDatabase('sqlite');
    const site = makeTestSite();
    const app = await buildApp({ config: site.config, db: database.db });
    app.post('/media/envoi', { config: { access: 'admin' } }, async () => ({ success: true }));
    expect((await app.inject({ method: 'POST', url: '/media/envoi', headers: SAME_ORIGIN })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/media/envoi' })).statusCode).toBe(403);
    await app.close();
    await database.drop();
    site.cleanup();
  });

  it('still looks the session up for an API call (the count above can fail)', async () => {
    const { app, cookie, queriesDuring } = testApp;
    const count = await queriesDuring(async () => {
      const response = await app.inject({ url: '/api/myaccount/info', headers: { cookie } });
      expect(response.json().sessionInfo).toMatchObject({ loggedIn: true, email: 'basic1@ligue.ca' });
    });
    expect(count).toBeGreaterThan(0);
  });
});

describe("the caller's access is checked before the body is read", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let basicCookie: string;
  beforeAll(async () => {
    const testApp = await startCountingApp();
    ({ app, close } = testApp);
    basicCookie = testApp.cookie;
  });
  afterAll(() => close());

  const addUser = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/users/add',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json', ...headers },
      payload,
    });

  it('answers 401 to a visitor posting malformed JSON to an admin call', async () => {
    const response = await addUser('{"name": ');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: 'Connexion requise' });
  });

  it('answers 401 to a visitor posting a body over the size limit', async () => {
    const response = await addUser(JSON.stringify({ name: 'x'.repeat(1_600_000) }));
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a member posting malformed JSON to an admin call', async () => {
    expect((await addUser('{', { cookie: basicCookie })).statusCode).toBe(403);
  });

  it('answers before the announced body has even been sent', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'POST /api/users/add HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1\r\n' +
            'Content-Type: application/json\r\nContent-Length: 1600000\r\n\r\n{"na',
        ),
      );
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (received.includes('\r\n\r\n{')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});

describe('a hook is added to the routes it applies to, decided once per route', () => {
  it('runs only on those routes, in the phase asked', async () => {
    const app = Fastify();
    const seen: string[] = [];
    onApiRequest(app, async (request) => void seen.push(`onRequest ${request.method} ${request.url}`), changesData);
    addRouteHook(
      app,
      'preHandler',
      async (request) => void seen.push(`preHandler ${request.method} ${request.url}`),
      (route) => route.config?.access === 'admin',
    );
    app.get('/api/lecture', async () => 'lu');
    app.post('/api/ecriture', { config: { access: 'admin' } }, async () => 'écrit');
    app.post('/ailleurs', { config: { access: 'login' } }, async () => 'écrit');
    app.get('/fichier.js', async () => 'fichier');
    for (const [method, url] of [
      ['GET', '/api/lecture'],
      ['POST', '/api/ecriture'],
      ['POST', '/ailleurs'],
      ['GET', '/fichier.js'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(200);
    }
    expect(seen).toEqual(['onRequest POST /api/ecriture', 'preHandler POST /api/ecriture', 'onRequest POST /ailleurs']);
    await app.close();
  });
});
