// npm run bench:live: the live stream of open pages (GET /api/live, docs/architecture.md#live) on the built server.
// One process (by default), on SQLite: BENCH_STREAMS (1,000) open streams, then BENCH_WRITES (5) writes through the
// API, one after the other; for each, the time until 95 % of the streams (and all) have its event, and the server's
// resident memory for the streams.
// --scale-out: two processes on one throw-away PostgreSQL database behind HAProxy (docs/deploy/haproxy.cfg), the
// streams opened through HAProxy (it spreads them over both), each write made on the first process directly: how
// soon the streams held by each process heard of it, and each process's memory for its streams.
// Prints figures; never fails on one.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_PASSWORD, ROOT, seedBigLeague, seedBigLeagueAt, startSeededServer } from './lib/big-league.mjs';
import { printTable } from './lib/markdown-table.mjs';
import { createThrowAwayDatabase, POSTGRES_SERVER, residentMb, startHaproxy } from './lib/scale-out.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const WRITES = Number(process.env.BENCH_WRITES ?? 5);
const SCALE_OUT = process.argv.includes('--scale-out');
const MATCHES = 200;
/** the figure: clients told within 2 s of a write, whichever process holds them */
const TOLD_WITHIN_MS = 2000;
const SERVER_MAIN = join(ROOT, 'server', 'dist', 'main.js');

if (!existsSync(SERVER_MAIN)) {
  console.error(`The server is not built (${SERVER_MAIN}): run npm run build first.`);
  process.exit(1);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];

/**
 * One open page: a stream whose `change` events are timed as they arrive (performance.now()), with the process
 * that holds it when HAProxy says so (X-League-Server). Resolves once the stream has said its version (it follows
 * the league from then on).
 */
function openStream(port) {
  return new Promise((resolve, reject) => {
    const stream = { changes: [], request: null, heldBy: 'app' };
    let pending = '';
    let started = false;
    stream.request = get({ host: '127.0.0.1', port, path: '/api/live', agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET /api/live answered ${response.statusCode}`));
        response.resume();
        return;
      }
      stream.heldBy = response.headers['x-league-server'] ?? stream.heldBy;
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        pending += chunk;
        let cut;
        while ((cut = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, cut);
          pending = pending.slice(cut + 2);
          if (block.includes('event: change')) stream.changes.push(performance.now());
          if (!started && block.startsWith('id: ')) {
            started = true;
            resolve(stream);
          }
        }
      });
    });
    stream.request.on('error', reject);
  });
}

/** `count` streams on `port`, opened 100 at a time (pushed to `into` as they open, so that they can be closed). */
async function openStreams(port, count, into) {
  for (let index = 0; index < count; index += 100) {
    const batch = Array.from({ length: Math.min(100, count - index) }, () => openStream(port));
    into.push(...(await Promise.all(batch)));
  }
}

async function logInAsAdmin(url) {
  const response = await fetch(`${url}/api/myaccount/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'admin@ligue.test', password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return /league_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
}

/**
 * An administrator adds a field through the API of `url`; then waits (10 s at most) until every stream has its
 * event. Resolves with the write's answer time and, per stream, the time from the write sent to its event
 * (undefined for a stream that had none).
 */
async function writeAndListen(url, cookie, streams, round) {
  const seen = streams.map((stream) => stream.changes.length);
  const sent = performance.now();
  const answer = await fetch(`${url}/api/fields/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ name: `Terrain du banc d’essai ${round + 1} ${Date.now()}`, address: '' }),
  });
  const answeredMs = performance.now() - sent;
  if (!answer.ok) throw new Error(`POST /api/fields/add: ${answer.status} ${await answer.text()}`);
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && streams.some((stream, index) => stream.changes.length <= seen[index]))
    await pause(5);
  const delays = streams.map((stream, index) => {
    const at = stream.changes[seen[index]];
    return at === undefined ? undefined : at - sent;
  });
  return { answeredMs, delays };
}

const sortedTimes = (delays) => delays.filter((delay) => delay !== undefined).sort((a, b) => a - b);

async function oneProcess() {
  const dataDir = mkdtempSync(join(tmpdir(), 'league-bench-live-'));
  let server = null;
  const streams = [];
  try {
    await seedBigLeague(dataDir, MATCHES);
    server = await startSeededServer(dataDir, { env: { LIVE_MAX_STREAMS: String(STREAMS + 100) } });
    const cookie = await logInAsAdmin(server.url);
    await fetch(`${server.url}/api/teams`); // the first read's modules loaded, as on a server that has served
    await pause(500);
    const before = residentMb(server.pid);

    const opening = performance.now();
    await openStreams(server.port, STREAMS, streams);
    const openedMs = performance.now() - opening;
    await pause(1000);
    const after = residentMb(server.pid);

    console.log(
      `\n${STREAMS} streams open on one process (SQLite, ${MATCHES}-match season) in ${openedMs.toFixed(0)} ms; ` +
        `then ${WRITES} writes (an administrator adds a field through the API), one at a time. Times are from the ` +
        'write sent to each stream reading its event; the write itself answers after its commit.\n',
    );
    const rows = [['write', 'answered ms', 'p50 ms', 'p95 ms', 'all ms', 'notified']];
    const p95s = [];
    for (let round = 0; round < WRITES; round += 1) {
      const { answeredMs, delays } = await writeAndListen(server.url, cookie, streams, round);
      const sorted = sortedTimes(delays);
      const p95 = percentile(sorted, 0.95);
      p95s.push(p95);
      rows.push([
        String(round + 1),
        answeredMs.toFixed(1),
        percentile(sorted, 0.5).toFixed(1),
        p95.toFixed(1),
        sorted.at(-1).toFixed(1),
        `${sorted.length}/${STREAMS}`,
      ]);
      await pause(300);
    }
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
    const median = [...p95s].sort((a, b) => a - b)[Math.floor(p95s.length / 2)];
    console.log(`\nmedian of the writes' p95: ${median.toFixed(1)} ms (target: under 1,000 ms on the same process)`);
    console.log(
      `server resident memory: ${before.toFixed(0)} MB before the streams, ${after.toFixed(0)} MB with them ` +
        `(${(((after - before) * 1024) / STREAMS).toFixed(1)} kB a stream)`,
    );
  } finally {
    for (const stream of streams) stream.request.destroy();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One line of figures for the streams' delays of `times` (ms, sorted), out of `expected` streams. */
function figuresOf(times, expected) {
  const within = times.filter((time) => time <= TOLD_WITHIN_MS).length;
  return [
    `${times.length}/${expected}`,
    times.length ? percentile(times, 0.5).toFixed(1) : '-',
    times.length ? percentile(times, 0.95).toFixed(1) : '-',
    times.length ? times.at(-1).toFixed(1) : '-',
    `${((within * 100) / Math.max(1, expected)).toFixed(1)} %`,
  ];
}

async function scaleOut() {
  const dataDir = mkdtempSync(join(tmpdir(), 'league-bench-live-scale-'));
  let database = null;
  const servers = [];
  let balancer = null;
  const streams = [];
  try {
    database = await createThrowAwayDatabase('league_bench_live');
    await seedBigLeagueAt(database.url, MATCHES);
    const env = { DATABASE_URL: database.url, LIVE_MAX_STREAMS: String(STREAMS + 100), TRUST_PROXY: '127.0.0.1' };
    // media and backups live in DATA_DIR: one folder for both, as a shared volume would be
    for (let index = 0; index < 2; index += 1) servers.push(await startSeededServer(dataDir, { env }));
    balancer = await startHaproxy(servers);
    const [writer] = servers;
    const names = ['app1', 'app2']; // docs/deploy/haproxy.cfg's names of servers[0] and servers[1]
    const cookie = await logInAsAdmin(writer.url);
    for (const server of servers) {
      await fetch(`${server.url}/api/teams`); // the first read's modules loaded, as on a server that has served
      // the change feed (pg and its LISTEN connection) starts with a process's first stream: not counted per stream
      const first = await openStream(server.port);
      first.request.destroy();
    }
    await pause(1000);
    const before = servers.map((server) => residentMb(server.pid));
    const balancerBefore = residentMb(balancer.pid);

    const opening = performance.now();
    await openStreams(balancer.port, STREAMS, streams);
    const openedMs = performance.now() - opening;
    await pause(1000);
    const after = servers.map((server) => residentMb(server.pid));
    const balancerAfter = residentMb(balancer.pid);
    const heldBy = names.map((name) => streams.filter((stream) => stream.heldBy === name).length);

    console.log(
      `\n${STREAMS} streams open through HAProxy (docs/deploy/haproxy.cfg) on two processes sharing one PostgreSQL ` +
        `database (${MATCHES}-match season) in ${openedMs.toFixed(0)} ms: ${heldBy[0]} on app1, ${heldBy[1]} on app2. ` +
        `Then ${WRITES} writes (an administrator adds a field), one at a time, each sent to app1 directly. Times are ` +
        "from the write sent to each stream reading its event; app1's streams hear of it as app2's do, through " +
        "PostgreSQL's NOTIFY.\n",
    );
    const header = ['write', 'answered ms', 'streams held by', 'told', 'p50 ms', 'p95 ms', 'max ms', 'within 2 s'];
    const rows = [];
    const pooled = names.map(() => []);
    for (let round = 0; round < WRITES; round += 1) {
      const { answeredMs, delays } = await writeAndListen(writer.url, cookie, streams, round);
      names.forEach((name, index) => {
        const times = sortedTimes(delays.filter((_, at) => streams[at].heldBy === name));
        pooled[index].push(...times);
        const who = index === 0 ? 'app1 (the write’s)' : 'app2 (the other)';
        rows.push([String(round + 1), answeredMs.toFixed(1), who, ...figuresOf(times, heldBy[index])]);
      });
      await pause(300);
    }
    printTable(header, rows);

    console.log(`\nAll ${WRITES} writes together (each stream once per write):\n`);
    const all = [...pooled[0], ...pooled[1]].sort((a, b) => a - b);
    printTable(
      ['streams held by', 'told', 'median ms', 'p95 ms', 'max ms', 'within 2 s'],
      [
        [
          'app1 (the write’s)',
          ...figuresOf(
            pooled[0].sort((a, b) => a - b),
            heldBy[0] * WRITES,
          ),
        ],
        [
          'app2 (the other)',
          ...figuresOf(
            pooled[1].sort((a, b) => a - b),
            heldBy[1] * WRITES,
          ),
        ],
        ['both', ...figuresOf(all, STREAMS * WRITES)],
      ],
    );

    console.log('\nResident memory (/proc/<pid>/status), before the streams and with them:\n');
    const perStream = (grown, count) => (count ? `${((grown * 1024) / count).toFixed(1)} kB` : '-');
    printTable(
      ['process', 'streams', 'before MB', 'with them MB', 'a stream'],
      [
        ...names.map((name, index) => [
          name,
          String(heldBy[index]),
          before[index].toFixed(0),
          after[index].toFixed(0),
          perStream(after[index] - before[index], heldBy[index]),
        ]),
        [
          'HAProxy',
          String(STREAMS),
          balancerBefore.toFixed(0),
          balancerAfter.toFixed(0),
          perStream(balancerAfter - balancerBefore, STREAMS),
        ],
      ],
    );
  } finally {
    for (const stream of streams) stream.request.destroy();
    await balancer?.stop();
    for (const server of servers) await server.stop();
    await database?.drop().catch((error) => console.error(`database ${database.name} not dropped: ${error.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (SCALE_OUT) {
  console.log(`PostgreSQL: ${new URL(POSTGRES_SERVER).host} (BENCH_DATABASE_URL or TEST_DATABASE_URL names another)`);
  await scaleOut();
} else await oneProcess();
