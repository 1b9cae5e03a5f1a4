/**
 * The database going away and coming back (nothing lost): the built server (server/dist/main.js) on a
 * scratch PostgreSQL database that it reaches through a TCP proxy run by this test (server/src/test-support/
 * tcp-proxy.ts). Under a few readers and writers, the proxy drops every connection and refuses new ones for 1.5 s,
 * then accepts and closes them for 1.5 s (a server starting up), then serves again. While the database is away
 * every answer is a quick 503 in French in the JSON error shape, /healthz says so, nothing hangs and the process
 * lives on; within 5 s of the database's return the same process serves every call again; every acknowledged write
 * is in the database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start, type ServerProcess } from '@league/test-support/server-process';
import { DATABASE_UNREACHABLE } from '../server/src/http/error-messages';
import { missingForDeployment, scratchDatabase } from './cluster';
import { countOf, postgresReader, first } from './database-reader';
import { call, DEMO_LEAGUE_ENV, loginDemo, type Answer, type CallOptions } from './league-http';
import { TcpProxy } from '../server/src/test-support/tcp-proxy';

const missing = missingForDeployment({ postgres: true });
if (missing) console.log(`database outage: skipped, ${missing}`);
const describeIfReady = missing ? describe.skip : describe;

/** How long each phase lasts (ms): traffic before, the proxy refusing, the proxy resetting, traffic after. */
const PHASES = { before: 2_000, refusing: 1_500, resetting: 1_500, after: 6_000 } as const;
/** A 503 must come within this (no request waits for the database), and service must be back within RECOVERY_MS. */
const QUICK_MS = 3_000;
const RECOVERY_MS = 5_000;
/** Pause between one client's calls: a few busy clients, not a flood. */
const PAUSE_MS = 10;

type Kind = 'read' | 'admin read' | 'health' | 'results' | 'team' | 'field';
/** One call made during the run: when it started and ended (ms since the run began), what came back. */
interface Made {
  kind: Kind;
  started: number;
  ended: number;
  status: number;
  body: unknown;
}
/** A write sent: acknowledged (2xx) or refused with 503 (done or not: the database may have committed it). */
interface Written {
  kind: 'results' | 'team' | 'field';
  n: number;
  acked: boolean;
}

type Listed = { _id: string; status: string; date: string; homeTeam: string; awayTeam: string };
type Pending = { pendingApproval: { home: number; away: number } | { cancelled: true } | null };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeIfReady('the database goes away and comes back under traffic (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>> | null = null;
  let proxy: TcpProxy | null = null;
  let server: ServerProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'league-outage-'));

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await proxy?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 quickly while it is away, serves again by itself, loses nothing acknowledged', async () => {
    database = await scratchDatabase('league_rel_outage');
    const target = new URL(database.url);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    server = await start({ ...DEMO_LEAGUE_ENV, DATA_DIR: dataDir, DATABASE_URL: proxy.address(database.url) });
    const base = server.url;
    const [captain, admin] = [await loginDemo(base, 'captain'), await loginDemo(base, 'admin')];

    // what the writers work on: the captain's team, and one of its matches already played
    const now = Date.now();
    const teams = (await call(base, 'GET', '/api/teams')).body as { teams: { _id: string; name: string }[] };
    const castors = teams.teams.find((team) => team.name.includes('Castors'))?._id as string;
    const schedule = (await call(base, 'GET', '/api/schedule')).body as { schedule: (Listed & Pending)[] };
    const match = schedule.schedule.find(
      (row) =>
        `${row.homeTeam}${row.awayTeam}`.includes('Castors') &&
        row.status !== 'cancelled' &&
        Date.parse(row.date) < now &&
        !row.pendingApproval,
    )?._id as string;
    expect(castors).toBeDefined();
    expect(match).toBeDefined();
    // reopened, so that the captain may propose its result
    const reopened = await call(base, 'PUT', `/api/schedule/edit/${match}`, {
      json: { status: 'scheduled' },
      cookie: admin,
    });
    expect(reopened.status).toBe(200);

    const direct = await postgresReader(database.url);
    const auditRows = (entity: string) => countOf(direct, 'select count(*) as n from logs where entity = ?', entity);
    const before = { match: await auditRows('match'), team: await auditRows('team'), field: await auditRows('field') };
    await direct.close();

    const made: Made[] = [];
    const written: Written[] = [];
    const socketErrors: string[] = [];
    const origin = performance.now();
    const clock = () => performance.now() - origin;
    let stopped = false;

    const send = async (kind: Kind, method: string, path: string, options: CallOptions = {}): Promise<Answer> => {
      const started = clock();
      try {
        const answer = await call(base, method, path, options);
        made.push({ kind, started, ended: clock(), status: answer.status, body: answer.body });
        return answer;
      } catch (error) {
        socketErrors.push(`${kind} ${method} ${path} at ${started.toFixed(0)} ms: ${String(error)}`);
        throw error;
      }
    };
    const write = async (kind: Written['kind'], n: number, method: string, path: string, options: CallOptions) => {
      const answer = await send(kind, method, path, options);
      if (answer.status < 300 || answer.status === 503) written.push({ kind, n, acked: answer.status < 300 });
      return answer;
    };
    const loop = async (step: (n: number) => Promise<unknown>) => {
      for (let n = 1; !stopped; n += 1) {
        await step(n).catch(() => undefined); // a socket error is recorded by send
        await sleep(PAUSE_MS);
      }
    };

    // the results: the captain proposes a score, an administrator refuses it, and again; each step reads first
    const resultStep = async (n: number) => {
      const listed = await send('read', 'GET', '/api/schedule');
      if (listed.status !== 200) return;
      const row = (listed.body as { schedule: (Listed & Pending)[] }).schedule.find((one) => one._id === match);
      if (row?.pendingApproval) {
        const json = { decision: 'refuse', expected: row.pendingApproval };
        await write('results', n, 'POST', `/api/schedule/approveedit/${match}`, { json, cookie: admin });
      } else {
        const json = { home: n % 20, away: (n * 7) % 20 };
        await write('results', n, 'POST', `/api/schedule/requestedit/${match}`, { json, cookie: captain });
      }
    };
    const clients = [
      loop(resultStep),
      // the captain renames the team, an administrator adds fields: numbered, to be found afterwards
      loop((n) =>
        write('team', n, 'POST', `/api/teams/edit/${castors}`, { form: { name: `Castors ${n}` }, cookie: captain }),
      ),
      loop((n) =>
        write('field', n, 'POST', '/api/fields/add', { json: { name: `Terrain de la panne ${n}` }, cookie: admin }),
      ),
      ...['/api/teams', '/api/ranking/season', '/api/fields'].map((path) => loop(() => send('read', 'GET', path))),
      loop(() => send('admin read', 'GET', '/api/timeslots/filtered', { cookie: admin })),
      loop(() => send('health', 'GET', '/healthz').then(() => sleep(90))),
    ];

    await sleep(PHASES.before);
    const cutAt = clock();
    await proxy.cut('refuse');
    await sleep(PHASES.refusing);
    await proxy.cut('reset');
    await sleep(PHASES.resetting);
    const backAt = clock();
    await proxy.restore();
    await sleep(PHASES.after);
    stopped = true;
    await Promise.all(clients);
    const endedAt = clock();

    // the same process all along, still serving
    if (!isRunning(server.pid))
      throw new Error(`the server exited during the outage:\n${server.output().slice(-3000)}`);
    expect(socketErrors).toEqual([]);

    const refused = made.filter((one) => one.status === 503);
    const other = made.filter((one) => one.status !== 503 && (one.status < 200 || one.status >= 300));
    // nothing but 2xx and 503; each 503 in French, in the JSON error shape
    expect(other.map((one) => `${one.kind} ${one.status} ${JSON.stringify(one.body)}`)).toEqual([]);
    const shapes = new Set(refused.map((one) => JSON.stringify(one.body)));
    expect([...shapes]).toEqual([JSON.stringify({ success: false, error: DATABASE_UNREACHABLE })]);
    // before the cut all went well; every call came back quickly, whatever its answer
    expect(refused.filter((one) => one.ended < cutAt)).toEqual([]);
    const slow = made.filter((one) => one.ended - one.started >= QUICK_MS);
    expect(slow.map((one) => `${one.kind} ${one.status} ${(one.ended - one.started).toFixed(0)} ms`)).toEqual([]);
    // the outage was seen, /healthz included, and was over within RECOVERY_MS of the database's return
    expect(refused.length).toBeGreaterThan(20);
    expect(refused.some((one) => one.kind === 'health')).toBe(true);
    const lastRefusal = Math.max(...refused.map((one) => one.ended));
    expect(lastRefusal - backAt).toBeLessThan(RECOVERY_MS);
    const late = made.filter((one) => one.started >= backAt + RECOVERY_MS);
    for (const kind of ['read', 'admin read', 'health', 'results', 'team', 'field'] as const) {
      expect({ kind, served: late.some((one) => one.kind === kind && one.status < 300) }).toEqual({
        kind,
        served: true,
      });
    }
    const firstServed = Math.min(
      ...made
        .filter((one) => one.started >= backAt && one.status < 300 && one.kind !== 'health')
        .map((one) => one.ended),
    );

    // every acknowledged write is in the database; a refused one is there at most once
    const db = await postgresReader(database.url);
    try {
      const acked = (kind: Written['kind']) => written.filter((one) => one.kind === kind && one.acked);
      const unsure = (kind: Written['kind']) => written.filter((one) => one.kind === kind && !one.acked);
      const audit = (entity: string) => countOf(db, 'select count(*) as n from logs where entity = ?', entity);
      // one audit row per write that committed; a write refused with 503 may have committed all the same (its
      // connection was lost before the answer came)
      let committedUnacknowledged = 0;
      for (const [kind, entity] of [
        ['results', 'match'],
        ['team', 'team'],
        ['field', 'field'],
      ] as const) {
        const rows = (await audit(entity)) - before[entity];
        committedUnacknowledged += rows - acked(kind).length;
        const range = { atLeast: acked(kind).length, atMost: acked(kind).length + unsure(kind).length };
        expect({ kind, rows, inRange: rows >= range.atLeast && rows <= range.atMost, ...range }).toEqual({
          kind,
          rows,
          inRange: true,
          ...range,
        });
      }
      const fields = (await db.rows<{ name: string }>('select name from fields')).map((row) => row.name);
      for (const one of written.filter((entry) => entry.kind === 'field')) {
        const copies = fields.filter((name) => name === `Terrain de la panne ${one.n}`).length;
        expect({ n: one.n, acked: one.acked, ok: one.acked ? copies === 1 : copies <= 1 }).toEqual({
          n: one.n,
          acked: one.acked,
          ok: true,
        });
      }
      // the team's name: the last acknowledged rename, or a refused one sent after it
      const team = await first<{ name: string }>(db, 'select name from teams where id = ?', castors);
      const shown = Number(/^Castors (\d+)$/.exec(team.name)?.[1]);
      const lastAcked = Math.max(...acked('team').map((one) => one.n));
      const later = unsure('team')
        .filter((one) => one.n > lastAcked)
        .map((one) => one.n);
      expect([lastAcked, ...later]).toContain(shown);

      const ms = refused.map((one) => one.ended - one.started);
      const count = (test: (one: Written) => boolean) => written.filter(test).length;
      console.log(
        [
          `database outage (PostgreSQL through a TCP proxy): ${made.length} calls in ${(endedAt / 1000).toFixed(1)} s, ` +
            `database away ${((backAt - cutAt) / 1000).toFixed(1)} s`,
          `  503 answers: ${refused.length} (${refused.filter((one) => one.kind === 'health').length} of /healthz), ` +
            `p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`,
          `  back: first call served ${(firstServed - backAt).toFixed(0)} ms after the database's return, ` +
            `last 503 ${(lastRefusal - backAt).toFixed(0)} ms after it`,
          `  writes: ${count((one) => one.acked)} acknowledged (all found), ${count((one) => !one.acked)} refused with 503 ` +
            `(${committedUnacknowledged} of them committed all the same)`,
        ].join('\n'),
      );
    } finally {
      await db.close();
    }
  });
});
