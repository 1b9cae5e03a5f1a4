/**
 * Hostile input generated from the OpenAPI document (GET /api) for every operation, as a visitor
 * and as an admin. No 5xx, every answer in the JSON error shape (or the operation's documented success schema), no framework
 * codes or stack traces, every status one the document lists for the operation.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';
import { openSession } from '../server/src/accounts/sessions';
import { DEMO_USER_IDS } from '../server/src/seed/demo-accounts';
import { ENGINES } from '../server/src/test-support/databases';
import { startDemoApp } from '../server/src/test-support/demo-app';
import { hostileRequest, operationsOf, rng, type Operation } from './hostile';

/**
 * Requests per operation and caller: 2 callers × 60 = 120 per operation, every kind of hostile request several times
 * each (RELIABILITY_HOSTILE_PER_CALLER raises it for a longer soak).
 */
const PER_CALLER = Number(process.env.RELIABILITY_HOSTILE_PER_CALLER ?? 60);
const SEED = Number(process.env.RELIABILITY_SEED ?? 18);
const LEAKS =
  /FST_[A-Z_]+|ERR_[A-Z_]{4,}|\n\s+at\s|\bat\s+\S+\s\(.*:\d+:\d+\)|node_modules|SqliteError|syntax error at or near/;

/** The success answers' schemas as the document gives them (JSON Schema 2020-12; formats are not checked). */
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const validators = new Map<string, ValidateFunction>();
const checkedSuccesses = { count: 0 };

interface Finding {
  operation: string;
  request: string;
  problem: string;
}

/** Operations whose address people open in a browser: a browser asking for HTML gets a page, errors included. */
const PAGES_FOR_PEOPLE = new Set(['GET /api/notices/unsubscribe/{token}']);

function checkAnswer(
  operation: Operation,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | null {
  const { statusCode: status, body } = response;
  if (status >= 500) return `${status}: ${body.slice(0, 200)}`;
  if (!operation.statuses.has(status)) return `status ${status} not listed (${[...operation.statuses].join(', ')})`;
  if (LEAKS.test(body)) return `leak in body: ${body.slice(0, 200)}`;
  const type = String(response.headers['content-type'] ?? '');
  // a link people open from a mail answers a browser with a page, its errors too (docs/product.md#notices)
  if (status >= 400 && type.startsWith('text/html') && PAGES_FOR_PEOPLE.has(`${operation.method} ${operation.path}`))
    return null;
  if (status >= 400) {
    if (!type.startsWith('application/json')) return `error answered as ${type}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `error body is not JSON: ${body.slice(0, 100)}`;
    }
    const shaped =
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { success?: unknown }).success === false &&
      typeof (parsed as { error?: unknown }).error === 'string';
    return shaped ? null : `error body not in the error shape: ${body.slice(0, 200)}`;
  }
  const schema = operation.successSchemas.get(status);
  if (!schema || !type.startsWith('application/json')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `success body is not JSON: ${body.slice(0, 100)}`;
  }
  checkedSuccesses.count += 1;
  const key = `${operation.method} ${operation.path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate(parsed) ? null : `success body not in the documented shape: ${ajv.errorsText(validate.errors)}`;
}

/** The operation's class, for the printed counts. */
function classOf(operation: Operation): string {
  if (operation.method === 'GET') return operation.path.startsWith('/api') ? 'lectures API' : 'lectures hors API';
  if (/upload|import|sponsors\/(add|edit)|teams\/(add|edit)/.test(operation.path)) return 'écritures avec envoi';
  return 'écritures JSON';
}

describe.each(ENGINES)('hostile input from the OpenAPI document on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let app: FastifyInstance;
  let operations: Operation[];

  beforeAll(async () => {
    demo = await startDemoApp(engine);
    app = demo.app;
    const document = (await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json();
    operations = operationsOf(document);
  });
  afterAll(() => demo?.close());

  it('answers every generated request within the document, in the JSON error shape, without leaks', async () => {
    const started = Date.now();
    checkedSuccesses.count = 0;
    const random = rng(SEED);
    const findings: Finding[] = [];
    const counts = new Map<string, { requests: number; operations: Set<string>; statuses: Map<number, number> }>();
    const kinds = new Map<string, number>();
    let total = 0;
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      for (const caller of ['visiteur', 'admin'] as const) {
        for (let index = 0; index < PER_CALLER; index += 1) {
          const request = hostileRequest(random, operation);
          // a fresh admin session each time: a hostile logout or account edit must not end the run's admin
          if (caller === 'admin') {
            request.headers.cookie = `league_session=${await openSession(demo.db, DEMO_USER_IDS.admin, 60_000)}`;
          }
          const response = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          total += 1;
          for (const kind of request.kind.split(' + ')) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
          const klass = classOf(operation);
          const count = counts.get(klass) ?? { requests: 0, operations: new Set(), statuses: new Map() };
          count.requests += 1;
          count.operations.add(name);
          count.statuses.set(response.statusCode, (count.statuses.get(response.statusCode) ?? 0) + 1);
          counts.set(klass, count);
          const problem = checkAnswer(operation, response);
          if (problem && findings.filter((f) => f.operation === name).length < 3) {
            findings.push({
              operation: name,
              request: `${caller} ${request.method} ${request.url.slice(0, 150)} [${request.kind}] ${String(request.headers['content-type'] ?? '')}`,
              problem,
            });
          }
        }
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const lines = [...counts].map(
      ([klass, { requests, operations: ops, statuses }]) =>
        `  ${klass}: ${ops.size} opérations, ${requests} requêtes, statuts ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    );
    console.log(
      [
        `Entrées hostiles sur ${engine} (graine ${SEED}) : ${total} requêtes sur ${operations.length} opérations en ${seconds} s`,
        ...lines,
        `  par nature : ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ')}`,
        `  réponses réussies vérifiées contre leur schéma : ${checkedSuccesses.count}`,
        `  problèmes : ${findings.length}`,
      ].join('\n'),
    );
    expect(operations.length).toBeGreaterThan(50);
    // every operation, both callers, nearly every request sent (a few are skipped where a request cannot be built)
    expect(total).toBeGreaterThanOrEqual(operations.length * 2 * PER_CALLER * 0.9);
    // and about one in seven answered with success, each checked against its schema (1,882 of 12,600 at 60 per caller)
    expect(checkedSuccesses.count).toBeGreaterThan(total * 0.1);
    expect(findings).toEqual([]);
  });
});
