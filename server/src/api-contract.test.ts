/**
 * Each operation of the API description is sent the error cases that can be provoked without knowing it (caller,
 * bad input, size, content type, unknown id): every answer's status must be documented for that operation, with a
 * body of the documented error shape.
 */
import { endpoints } from '@league/shared/contract/all';
import { errorResponseSchema } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { loginAs, SAME_ORIGIN } from './test-support/accounts';
import { startDemoApp } from './test-support/demo-app';
import type { TestApp } from './test-support/test-app';

interface DescribedOperation {
  requestBody?: { content: Record<string, unknown> };
  security?: unknown[];
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }>;
}

interface Operation {
  label: string;
  method: string;
  template: string;
  described: DescribedOperation;
}

interface Case {
  name: string;
  applies: (op: Operation) => boolean;
  /** the status this case must get, when it is certain */
  expected?: number;
  request: (op: Operation) => { url: string; headers?: Record<string, string>; payload?: string };
}

const CHANGES = new Set(['POST', 'PUT', 'DELETE']);
const JSON_TYPE = { 'content-type': 'application/json' };

const urlOf = (op: Operation, value = 'inconnu-42', query = '') =>
  op.template.replace(/\{\w+\}/g, value) + (query ? `?${query}` : '');
/** A parameter that takes one of a few words (a file's format) is given one of them; any other, `value`. */
const CHOSEN_PARAMS: Record<string, string> = { format: 'csv' };
const urlWithChosen = (op: Operation, value: string, query: string) =>
  op.template.replace(/\{(\w+)\}/g, (_, name: string) => CHOSEN_PARAMS[name] ?? value) + `?${query}`;
const hasParams = (op: Operation) => op.template.includes('{');
const hasSeason = (op: Operation) => (op.described.parameters ?? []).some((p) => p.name === 'season');
const needsLogin = (op: Operation) => (op.described.security ?? []).length > 0;
/** Forms in multipart are checked part by part in api-contract-files.test.ts. */
const takesJson = (op: Operation) => op.described.requestBody?.content['application/json'] !== undefined;

function casesFor(cookies: { dev: string; member: string }): Case[] {
  const as = (cookie: string, headers: Record<string, string> = {}) => ({ ...SAME_ORIGIN, cookie, ...headers });
  return [
    {
      name: 'anonymous caller',
      applies: needsLogin,
      expected: 401,
      request: (op) => ({ url: urlOf(op), headers: SAME_ORIGIN }),
    },
    {
      name: 'member calling a reserved operation',
      applies: (op) => op.template.startsWith('/api/users') && op.template !== '/api/users/register',
      expected: 403,
      request: (op) => ({ url: urlOf(op), headers: as(cookies.member) }),
    },
    {
      name: 'change from another site',
      applies: (op) => CHANGES.has(op.method),
      expected: 403,
      request: (op) => ({ url: urlOf(op), headers: { origin: 'https://ailleurs.example', cookie: cookies.dev } }),
    },
    {
      name: 'invalid parameter',
      applies: hasParams,
      expected: 400,
      request: (op) => ({ url: urlOf(op, 'a%07b'), headers: as(cookies.dev) }),
    },
    {
      name: 'unknown id',
      applies: hasParams,
      request: (op) => ({ url: urlOf(op), headers: as(cookies.dev, JSON_TYPE), payload: '{}' }),
    },
    {
      name: 'invalid season',
      applies: hasSeason,
      expected: 400,
      request: (op) => ({ url: urlWithChosen(op, 'x', 'season=%01'), headers: as(cookies.dev) }),
    },
    {
      name: 'unknown season',
      applies: hasSeason,
      expected: 404,
      request: (op) => ({ url: urlWithChosen(op, 'x', 'season=1850'), headers: as(cookies.dev) }),
    },
    {
      name: 'malformed JSON',
      applies: takesJson,
      expected: 400,
      request: (op) => ({ url: urlOf(op), headers: as(cookies.dev, JSON_TYPE), payload: '{"name": ' }),
    },
    {
      name: 'unknown field',
      applies: takesJson,
      expected: 400,
      request: (op) => ({ url: urlOf(op), headers: as(cookies.dev, JSON_TYPE), payload: '{"inconnu": 1}' }),
    },
    {
      name: 'body over the limit',
      applies: (op) => CHANGES.has(op.method),
      expected: 413,
      request: (op) => ({
        url: urlOf(op),
        headers: as(cookies.dev, JSON_TYPE),
        payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
      }),
    },
    {
      name: 'not JSON',
      applies: (op) => CHANGES.has(op.method),
      expected: 415,
      request: (op) => ({ url: urlOf(op), headers: as(cookies.dev, { 'content-type': 'text/plain' }), payload: 'x' }),
    },
    {
      name: 'over-long address',
      applies: () => true,
      expected: 414,
      request: (op) => ({ url: urlOf(op, 'x', `q=${'a'.repeat(5000)}`), headers: as(cookies.dev) }),
    },
  ];
}

describe('every documented operation answers only its documented errors', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let operations: Operation[];
  let cases: Case[];
  beforeAll(async () => {
    testApp = await startDemoApp('sqlite');
    app = testApp.app;
    const document = (await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json();
    const paths = document.paths as Record<string, Record<string, DescribedOperation>>;
    // every entry of the contract, with what the description says of it (a missing one fails below)
    operations = Object.values(endpoints).map(({ method, path }) => {
      const template = path.replace(/:(\w+)/g, '{$1}');
      const described = paths[template]?.[method.toLowerCase()];
      if (!described) throw new Error(`${method} ${path}: not in the API description`);
      return { label: `${method} ${template}`, method, template, described };
    });
    cases = casesFor({ dev: await loginAs(app, 'dev'), member: await loginAs(app, 'member') });
  });
  afterAll(() => testApp.close());

  it('documents the error shape under every failure status, and the session cookie where a login is needed', () => {
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.described.responses)) {
        if (Number(status) < 400) continue;
        expect({ op: op.label, status, required: response.content?.['application/json']?.schema.required }).toEqual({
          op: op.label,
          status,
          required: ['success', 'error'],
        });
      }
    }
    const reserved = operations.filter((op) => op.template.startsWith('/api/users/') && op.method !== 'POST');
    expect(reserved.length).toBeGreaterThan(0);
    for (const op of reserved)
      expect({ op: op.label, security: op.described.security }).toEqual({ op: op.label, security: [{ session: [] }] });
  });

  it('documents the statuses a route declares itself in config.errors (conflict, rate limit, failed login)', () => {
    const statusesOf = (label: string) =>
      Object.keys(operations.find((op) => op.label === label)?.described.responses ?? {});
    expect(statusesOf('POST /api/users/register')).toEqual(expect.arrayContaining(['409', '429']));
    expect(statusesOf('POST /api/myaccount/login')).toEqual(expect.arrayContaining(['401', '429']));
    expect(statusesOf('GET /api/teams')).not.toContain('401');
  });

  it('answers each provoked error with a documented status and the error shape', async () => {
    let sent = 0;
    for (const op of operations) {
      for (const errorCase of cases.filter((candidate) => candidate.applies(op))) {
        const { url, headers, payload } = errorCase.request(op);
        const response = await app.inject({ method: op.method, url, headers, payload });
        sent += 1;
        const context = `${op.label} (${errorCase.name}) → ${response.statusCode} ${response.body.slice(0, 160)}`;
        const documented = Object.keys(op.described.responses).map(Number);
        expect({ context, documented: documented.includes(response.statusCode) }).toEqual({
          context,
          documented: true,
        });
        if (errorCase.expected)
          expect({ context, status: response.statusCode }).toEqual({ context, status: errorCase.expected });
        if (response.statusCode >= 400) {
          expect({ context, shape: errorResponseSchema.strict().safeParse(response.json()).success }).toEqual({
            context,
            shape: true,
          });
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
  });
});
