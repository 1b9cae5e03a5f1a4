/**
 * Every operation of the API description is sent malformed addresses, headers and bodies, through inject and
 * through raw sockets (what inject cannot send), and every answer must be the JSON error shape in French.
 */
import { errorResponseSchema } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { openSession } from './accounts/sessions';
import { SAME_ORIGIN } from './test-support/accounts';
import { rawRequest } from './test-support/raw-http';
import { startTestApp, type TestApp } from './test-support/test-app';
import { insertUser } from './test-support/users';

interface Operation {
  method: string;
  /** the path with every parameter replaced by `value` */
  path: (value: string) => string;
  hasParams: boolean;
  hasBody: boolean;
  hasSeason: boolean;
}

interface DescribedOperation {
  requestBody?: unknown;
  parameters?: Array<{ name: string; in: string }>;
}

/** Framework codes and English phrases a person must never read. */
const LEAKS = /FST_|HPE_|ERR_|Bad Request|Not Found|Unsupported|Payload|expected|exceed|invalid url|Client Error/i;

/** Routes the API description leaves out: the shell's page, the description itself, the apps' files. */
const UNDESCRIBED: Operation[] = ['/api', '/mf/public/remoteEntry.js', '/main.1a2b3c4d.js'].map((url) => ({
  method: 'GET',
  path: () => url,
  hasParams: false,
  hasBody: false,
  hasSeason: false,
}));

function operationsOf(document: { paths: Record<string, Record<string, DescribedOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: (value: string) => template.replace(/\{\w+\}/g, value),
      hasParams: template.includes('{'),
      hasBody: operation.requestBody !== undefined,
      hasSeason: (operation.parameters ?? []).some((p) => p.in === 'query' && p.name === 'season'),
    })),
  );
}

function expectErrorShape(label: string, status: number, contentType: unknown, body: string) {
  const context = `${label} → ${status} ${body.slice(0, 200)}`;
  expect({ context, error: status >= 400 && status < 500 }).toEqual({ context, error: true });
  expect({ context, type: contentType }).toEqual({ context, type: expect.stringMatching(/^application\/json/) });
  const parsed = errorResponseSchema.strict().safeParse(JSON.parse(body));
  expect({ context, shape: parsed.success }).toEqual({ context, shape: true });
  // what a person reads: the message and each issue's message (an issue's path names a field, e.g. `expected`)
  const said = parsed.success
    ? [parsed.data.error, ...(parsed.data.issues ?? []).map((issue) => issue.message)]
    : [body];
  expect({ context, leak: LEAKS.test(said.join(' ')) }).toEqual({ context, leak: false });
}

describe('every answer to a malformed request is the JSON error shape, in French', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let operations: Operation[];
  let cookie: string;
  beforeAll(async () => {
    testApp = await startTestApp();
    app = testApp.app;
    await insertUser(testApp.db, 'admin1', 'admin');
    cookie = `league_session=${await openSession(testApp.db, 'admin1', 3_600_000)}`;
    const document = (await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json();
    operations = [...operationsOf(document), ...UNDESCRIBED];
  });
  afterAll(() => testApp.close());

  /** Malformed addresses, for every operation, as an administrator (so that access lets them through). */
  const addressCases = (op: Operation): Array<[string, string, number?]> => [
    ...(op.hasSeason ? seasonCases(op) : []),
    ['invalid percent-encoding', op.hasParams ? op.path('%FF%FE') : `${op.path('')}/%FF%FE`, 400],
    ['over-long parameter', op.hasParams ? op.path('a'.repeat(1300)) : `${op.path('')}/${'a'.repeat(1300)}`, 414],
    ['over-long address', `${op.path('x1')}?pad=${'a'.repeat(5000)}`, 414],
    ['unknown path below', `${op.path('x1')}/inconnu/encore`, 404],
  ];
  const seasonCases = (op: Operation): Array<[string, string, number?]> => [
    ['season with a control character', `${op.path('x1')}?season=%01`, 400],
    ['season of spaces only', `${op.path('x1')}?season=%20%20`, 400],
    ['invalid percent-encoding in the query', `${op.path('x1')}?season=%FF`],
    ['season over 100 characters', `${op.path('x1')}?season=${'s'.repeat(101)}`, 400],
  ];

  const bodyCases: Array<[string, Record<string, string>, string, number?]> = [
    ['malformed JSON', { 'content-type': 'application/json' }, '{"name": ', 400],
    ['empty JSON', { 'content-type': 'application/json' }, '', 400],
    ['a JSON array', { 'content-type': 'application/json' }, '[1,2]'],
    ['a prototype key', { 'content-type': 'application/json' }, '{"__proto__": {"x": 1}}'],
    ['wrong content type', { 'content-type': 'text/plain' }, 'bonjour', 415],
    ['no content type', {}, 'bonjour', 415],
    ['a malformed content type', { 'content-type': 'application/json; charset' }, '{}'],
    ['a foreign charset', { 'content-type': 'application/json; charset=utf-16' }, '{}'],
    ['a body over the limit', { 'content-type': 'application/json' }, `{"name":"${'x'.repeat(1_100_000)}"}`, 413],
    ['a lying Content-Length', { 'content-type': 'application/json', 'content-length': '3' }, '{"name":"x"}'],
  ];

  it('answers malformed addresses with the JSON error shape', async () => {
    for (const op of operations) {
      for (const [label, url, status] of addressCases(op)) {
        const response = await app.inject({ method: op.method, url, headers: { ...SAME_ORIGIN, cookie } });
        if (status)
          expect({ label, url: url.slice(0, 80), status: response.statusCode }).toEqual({
            label,
            url: url.slice(0, 80),
            status,
          });
        expectErrorShape(
          `${op.method} ${url.slice(0, 80)} (${label})`,
          response.statusCode,
          response.headers['content-type'],
          response.body,
        );
      }
    }
  });

  it('answers malformed bodies with the JSON error shape', async () => {
    for (const op of operations.filter(({ hasBody }) => hasBody)) {
      for (const [label, headers, payload, status] of bodyCases) {
        const url = op.path('x1');
        const response = await app.inject({
          method: op.method,
          url,
          headers: { ...SAME_ORIGIN, cookie, ...headers },
          payload,
        });
        if (status) expect({ label, url, status: response.statusCode }).toEqual({ label, url, status });
        expectErrorShape(
          `${op.method} ${url} (${label})`,
          response.statusCode,
          response.headers['content-type'],
          response.body,
        );
      }
    }
  });

  describe('through a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as { port: number }).port;
    });

    const head = (op: Operation, url = op.path('x1')) =>
      `${op.method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1\r\nConnection: close\r\n`;
    const socketCases: Array<[string, (op: Operation) => string, number]> = [
      ['oversized headers', (op) => `${head(op)}X-Remplissage: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      [
        'an address longer than the header limit',
        (op) => `${head(op, `${op.path('x1')}?q=${'a'.repeat(20_000)}`)}\r\n`,
        431,
      ],
      ['a non-numeric Content-Length', (op) => `${head(op)}Content-Length: abc\r\n\r\n{}`, 400],
      ['two different Content-Length', (op) => `${head(op)}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`, 400],
      [
        'Content-Length with Transfer-Encoding',
        (op) => `${head(op)}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
        400,
      ],
      ['an unknown Transfer-Encoding', (op) => `${head(op)}Transfer-Encoding: gzip\r\n\r\n{}`, 400],
      ['a header without a colon', (op) => `${head(op)}Ceci n est pas un en-tete\r\n\r\n`, 400],
    ];

    it('answers what Node refuses before Fastify with the JSON error shape', async () => {
      for (const op of operations) {
        for (const [label, build, status] of socketCases) {
          const answer = await rawRequest(port, build(op));
          expect({ label, op: `${op.method} ${op.path('x1')}`, status: answer.status }).toEqual({
            label,
            op: `${op.method} ${op.path('x1')}`,
            status,
          });
          expectErrorShape(
            `${op.method} ${op.path('x1')} (${label})`,
            answer.status,
            answer.headers['content-type'],
            answer.body,
          );
        }
      }
    });
  });
});

describe('a request arriving while the server closes', () => {
  it('is answered 503 in French, in the JSON error shape, and asked to close its connection', async () => {
    const testApp = await startTestApp();
    const { app } = testApp;
    let port = 0;
    let during: Awaited<ReturnType<typeof rawRequest>> | undefined;
    // still listening during preClose: this request arrives once the server has begun to close
    app.addHook('preClose', async () => {
      during = await rawRequest(port, 'GET /api/teams HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    await testApp.close();
    expect(during?.status).toBe(503);
    expect(during?.headers.connection).toBe('close');
    expect(JSON.parse(during?.body ?? '')).toEqual({
      success: false,
      error: 'Le serveur redémarre\u202f: réessayez dans un instant',
    });
  });
});
