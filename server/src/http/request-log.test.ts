import type { InjectOptions } from 'fastify';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { createTestDatabase } from '../test-support/databases';
import { SAME_ORIGIN } from '../test-support/accounts';
import { makeTestSite } from '../test-support/web-roots';
import { loggerOptions, OWN_READ, requestLogLevel } from './request-log';

const DEBUG = 20;
const INFO = 30;

describe('the request log', () => {
  const lines: Array<{ level: number; msg: string; path?: string }> = [];
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const database = await createTestDatabase('sqlite');
    const site = makeTestSite();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    app = await buildApp({ config: site.config, db: database.db, logger: { level: 'debug', stream } });
    close = async () => {
      await app.close();
      await database.drop();
      site.cleanup();
    };
  });
  afterAll(() => close());

  const linesAbout = async (request: InjectOptions) => {
    lines.length = 0;
    await app.inject(request);
    return lines.map(({ level, msg }) => ({ level, msg }));
  };

  it('logs a static file and a read at debug, in one line', async () => {
    expect(await linesAbout({ url: '/main.1a2b3c4d.js' })).toEqual([
      { level: DEBUG, msg: 'GET /main.1a2b3c4d.js 200' },
    ]);
    expect(await linesAbout({ url: '/api/teams' })).toEqual([{ level: DEBUG, msg: 'GET /api/teams 200' }]);
  });

  it('logs a write and a failure at info', async () => {
    expect(await linesAbout({ method: 'POST', url: '/api/myaccount/logout', headers: SAME_ORIGIN })).toEqual([
      { level: INFO, msg: 'POST /api/myaccount/logout 200' },
    ]);
    expect(await linesAbout({ url: '/api/inconnu', headers: { accept: 'application/json' } })).toEqual([
      { level: INFO, msg: 'GET /api/inconnu 404' },
    ]);
  });

  it('leaves the query out: a login link carries its token there', async () => {
    expect(await linesAbout({ url: '/?auth=secret-token' })).toEqual([{ level: DEBUG, msg: 'GET / 200' }]);
  });

  it("leaves out the server's own reads of its API (a page's render), never a caller who guesses the mark", async () => {
    const url = '/api/inconnu';
    const accept = 'application/json';
    expect(await linesAbout({ url, headers: { accept, [OWN_READ.header]: OWN_READ.value } })).toEqual([]);
    expect(await linesAbout({ url, headers: { accept, [OWN_READ.header]: 'deviné' } })).toEqual([
      { level: INFO, msg: 'GET /api/inconnu 404' },
    ]);
  });

  it.each([
    ['GET', 200, 'debug'],
    ['GET', 404, 'info'],
    ['PUT', 200, 'info'],
    ['DELETE', 204, 'info'],
    ['GET', 500, 'error'],
  ])('%s answered %i is logged at %s', (method, status, level) => {
    expect(requestLogLevel(method, status)).toBe(level);
  });
});

describe('the log format', () => {
  it('is readable text in a terminal and JSON otherwise', async () => {
    expect(await loggerOptions({}, true)).toMatchObject({ level: 'info', stream: expect.any(Object) });
    expect(await loggerOptions({ LOG_LEVEL: 'debug' }, false)).toEqual({ level: 'debug', stream: process.stdout });
  });
});
