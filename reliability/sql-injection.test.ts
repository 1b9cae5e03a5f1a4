/**
 * SQL metacharacters in every text field and parameter of every operation of the OpenAPI
 * document, as a visitor and as an admin. Every table's checksum is taken before and after each request: a refused
 * request or a read changes no table; an accepted write changes only the rows it targets (each carries the payload,
 * verbatim) besides its audit row, and the payload reads back through the API exactly as sent.
 */
import type { FastifyInstance } from 'fastify';
import { openSession } from '../server/src/accounts/sessions';
import { hashToken } from '../server/src/accounts/tokens';
import { DEMO_USER_IDS } from '../server/src/seed/demo-accounts';
import { ENGINES } from '../server/src/test-support/databases';
import { startDemoApp } from '../server/src/test-support/demo-app';
import { operationsOf, rng, type Operation } from './hostile';
import { injectionRequest, knownValues, slotsOf, SQL_METACHARACTERS } from './injection';
import { readTableRows, rowChanges, writeMark, type TableName, type TableRows } from './table-checksums';

const SEED = Number(process.env.RELIABILITY_SEED ?? 18);
const YEAR_MS = 365 * 24 * 3_600_000;
/** A visitor is refused before validation on most writes: a few metacharacters per slot, in turn, suffice. */
const VISITOR_PAYLOADS = 3;

/**
 * Rows a write keeps for itself: its audit row, sessions and links, notifications, rate-limit counters, the automatic backup a new
 * season takes first, the key that signs the first mailed unsubscribe link (the data version is set apart below).
 */
const BOOKKEEPING: ReadonlySet<TableName> = new Set([
  'logs',
  'sessions',
  'login_tokens',
  'notifications',
  'backups',
  'rate_limits',
  'signing_keys',
]);

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A stored or answered text holds the payload as sent: the whole value, an item of a list, or rich text's text. */
function holds(value: unknown, payload: string): boolean {
  if (typeof value !== 'string') return false;
  if (value === payload || value.includes(JSON.stringify(payload))) return true;
  return value.trimStart().startsWith('<') && decodeHtml(value).includes(payload);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The ids (first column) of the rows that hold one of the marks: a write that names a row by its text (a match added
 * between two teams given by name) stores that row's id, and targets it as much as the text itself.
 */
function markedIds(tables: TableRows, marks: string[]): Set<unknown> {
  const ids = new Set<unknown>();
  for (const [table, rows] of Object.entries(tables) as [TableName, string[]][]) {
    if (BOOKKEEPING.has(table)) continue;
    for (const row of rows) {
      const cells = JSON.parse(row) as unknown[];
      if (typeof cells[0] === 'string' && cells.some((cell) => marks.some((mark) => holds(cell, mark)))) {
        ids.add(cells[0]);
      }
    }
  }
  return ids;
}

/**
 * What an accepted write changed that it should not have: besides one audit row and the bookkeeping, every row it
 * added, changed or removed must be one it targets (it holds one of the request's marks, or names a row that does).
 */
function writeProblems(changes: ReturnType<typeof rowChanges>, marks: string[], tables: TableRows): string[] {
  const problems: string[] = [];
  let named: Set<unknown> | undefined;
  for (const [table, change] of Object.entries(changes) as [TableName, { added: string[]; removed: string[] }][]) {
    if (table === 'logs' && change.added.length > 1) problems.push(`${change.added.length} audit rows`);
    if (BOOKKEEPING.has(table)) continue;
    for (const row of [...change.added, ...change.removed]) {
      if (table === 'settings' && row.startsWith('["dataVersion"')) continue;
      const cells = JSON.parse(row) as unknown[];
      if (cells.some((cell) => marks.some((mark) => holds(cell, mark)))) continue;
      const ids = (named ??= markedIds(tables, marks));
      if (!cells.slice(1).some((cell) => ids.has(cell))) {
        problems.push(`${table}: a row the request does not target ${row.slice(0, 160)}`);
      }
    }
  }
  return problems;
}

type Caller = 'visiteur' | 'admin';

interface SweepReport {
  total: number;
  refused: number;
  readsAnswered: number;
  fullReads: number;
  accepted: Map<string, number>;
  storedPayloads: Set<string>;
  findings: string[];
}

describe.each(ENGINES)('SQL metacharacters in every text field and parameter on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let app: FastifyInstance;
  let operations: Operation[];
  let adminToken: string;
  let rows: TableRows;
  let mark: string;

  beforeAll(async () => {
    demo = await startDemoApp(engine);
    app = demo.app;
    operations = operationsOf((await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json());
    adminToken = await openSession(demo.db, DEMO_USER_IDS.admin, YEAR_MS);
    rows = await readTableRows(demo.db);
    mark = await writeMark(demo.db, engine);
  });
  afterAll(() => demo?.close());

  /** The admin's session again when a write ended it (a logout, a password change); the tables read anew. */
  async function adminCookie(): Promise<string> {
    const session = await demo.db
      .selectFrom('sessions')
      .select('user_id')
      .where('token_hash', '=', hashToken(adminToken))
      .executeTakeFirst();
    if (!session) {
      adminToken = await openSession(demo.db, DEMO_USER_IDS.admin, YEAR_MS);
      rows = await readTableRows(demo.db);
      mark = await writeMark(demo.db, engine);
    }
    return `league_session=${adminToken}`;
  }

  /** Some list the API answers holds the payload as sent. */
  async function readsBack(payload: string): Promise<boolean> {
    const cookie = await adminCookie();
    const reads = operations.filter(
      (operation) => operation.method === 'GET' && operation.path.startsWith('/api/') && !operation.pathParams.length,
    );
    // account requests (a sign-up's e-mail and name) are read with a query the document names in words only
    for (const url of [...reads.map((read) => read.path), '/api/users?type=pending']) {
      const answer = await app.inject({ url, headers: { cookie } });
      // a read that is not JSON (the live stream, a calendar, a file) holds no stored text to compare
      if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) continue;
      if (answer.statusCode === 200 && strings(answer.json()).some((text) => holds(text, payload))) return true;
    }
    return false;
  }

  /** Every operation's every text slot with metacharacters, checking the tables after each request. */
  async function sweep(caller: Caller, payloadsOf: () => readonly string[]): Promise<SweepReport> {
    const random = rng(SEED);
    const known = await knownValues(demo.db);
    const report: SweepReport = {
      total: 0,
      refused: 0,
      readsAnswered: 0,
      fullReads: 0,
      accepted: new Map(),
      storedPayloads: new Set(),
      findings: [],
    };
    const readBackSlots = new Set<string>();
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      for (const slot of slotsOf(operation)) {
        for (const payload of payloadsOf()) {
          const request = await injectionRequest(random, operation, known, slot, payload);
          const cookie = caller === 'admin' ? await adminCookie() : undefined;
          const response = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: cookie ? { ...request.headers, cookie } : request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          report.total += 1;
          const write = operation.method !== 'GET' && response.statusCode < 300;
          let changes: ReturnType<typeof rowChanges> = {};
          if (write || (await writeMark(demo.db, engine)) !== mark) {
            const after = await readTableRows(demo.db);
            report.fullReads += 1;
            changes = rowChanges(rows, after);
            rows = after;
            mark = await writeMark(demo.db, engine);
          }
          const where = `${caller} ${name} [${slot.place} ${slot.name}] ${JSON.stringify(payload)} → ${response.statusCode}`;
          if (response.statusCode >= 500) report.findings.push(`${where}: ${response.body.slice(0, 200)}`);
          if (!write) {
            if (response.statusCode < 300) report.readsAnswered += 1;
            else report.refused += 1;
            // a refused login, sign-up or message still counts against its rate limit
            const changed = Object.keys(changes).filter((table) => table !== 'rate_limits');
            if (changed.length) report.findings.push(`${where}: changed ${changed.join(', ')}`);
            continue;
          }
          report.accepted.set(name, (report.accepted.get(name) ?? 0) + 1);
          // one's own account is the target of /api/myaccount writes (favourite teams, password)
          const marks =
            caller === 'admin' && operation.path.startsWith('/api/myaccount/')
              ? [...request.marks, DEMO_USER_IDS.admin]
              : request.marks;
          for (const problem of writeProblems(changes, marks, rows)) report.findings.push(`${where}: ${problem}`);
          const stored = Object.entries(changes).some(
            ([table, change]) =>
              !BOOKKEEPING.has(table as TableName) &&
              change.added.some((row) => (JSON.parse(row) as unknown[]).some((cell) => holds(cell, payload))),
          );
          // read back through the API: each slot's first stored payload, and each payload's first storage
          const slotKey = `${name} ${slot.place} ${slot.name}`;
          if (stored && (!readBackSlots.has(slotKey) || !report.storedPayloads.has(payload))) {
            readBackSlots.add(slotKey);
            report.storedPayloads.add(payload);
            if (!(await readsBack(payload))) report.findings.push(`${where}: not read back verbatim`);
          }
        }
      }
    }
    return report;
  }

  function print(caller: Caller, report: SweepReport, started: number) {
    const accepted = [...report.accepted.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      [
        `Métacaractères SQL sur ${engine}, ${caller} : ${report.total} requêtes sur ${operations.length} opérations en ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `  refusées ${report.refused}, lectures ${report.readsAnswered}, écritures acceptées ${accepted} sur ${report.accepted.size} opérations, lectures complètes des tables ${report.fullReads}`,
        `  écritures acceptées : ${[...report.accepted].map(([operation, count]) => `${operation} ×${count}`).join(', ') || 'aucune'}`,
        `  métacaractères enregistrés tels quels et relus par l'API : ${report.storedPayloads.size} sur ${SQL_METACHARACTERS.length}`,
        `  problèmes : ${report.findings.length}`,
      ].join('\n'),
    );
  }

  it('as a visitor: refusals and reads change no table', async () => {
    const started = Date.now();
    let turn = 0;
    const report = await sweep('visiteur', () =>
      Array.from({ length: VISITOR_PAYLOADS }, () => SQL_METACHARACTERS[turn++ % SQL_METACHARACTERS.length] as string),
    );
    print('visiteur', report, started);
    expect(report.findings.slice(0, 40)).toEqual([]);
    expect(report.refused).toBeGreaterThan(400);
  });

  it('as an admin: refusals change nothing, accepted writes only their rows, the text stored and read back as sent', async () => {
    const started = Date.now();
    const report = await sweep('admin', () => SQL_METACHARACTERS);
    print('admin', report, started);
    expect(report.findings.slice(0, 40)).toEqual([]);
    // the sweep reached the database: writes were accepted on many operations, and every metacharacter string was
    expect(report.accepted.size).toBeGreaterThanOrEqual(12);
    // stored and read back as sent, except the one with a NUL: text a person writes holds no control character
    const withNul = SQL_METACHARACTERS.filter((payload) => payload.includes('\u0000'));
    expect(SQL_METACHARACTERS.filter((payload) => !report.storedPayloads.has(payload))).toEqual(withNul);
  });
});
