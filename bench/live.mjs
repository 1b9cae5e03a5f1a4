// npm run bench:live: the live stream of open pages (GET /api/live, docs/architecture.md#live) on one process of
// the built server: BENCH_STREAMS (1,000) open streams, then BENCH_WRITES (5) writes through the API, one after the
// other; for each, the time until 95 % of the streams (and all) have its event, and the server's resident memory
// for the streams. Prints figures; never fails on one.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, seedBigLeague, startSeededServer } from './lib/big-league.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const WRITES = Number(process.env.BENCH_WRITES ?? 5);
const MATCHES = 200;
const PASSWORD = 'bench-password'; // seedBigLeague's
const SERVER_MAIN = join(ROOT, 'server', 'dist', 'main.js');

if (!existsSync(SERVER_MAIN)) {
  console.error(`The server is not built (${SERVER_MAIN}): run npm run build first.`);
  process.exit(1);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * One open page: a stream whose `change` events are timed as they arrive (performance.now()). Resolves once the
 * stream has said its version (it follows the league from then on).
 */
function openStream(port) {
  return new Promise((resolve, reject) => {
    const stream = { changes: [], request: null };
    let pending = '';
    let started = false;
    stream.request = get({ host: '127.0.0.1', port, path: '/api/live', agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET /api/live answered ${response.statusCode}`));
        response.resume();
        return;
      }
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

async function logInAsAdmin(url) {
  const response = await fetch(`${url}/api/myaccount/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'admin@ligue.test', password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return /league_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];

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
  for (let index = 0; index < STREAMS; index += 100) {
    const batch = Array.from({ length: Math.min(100, STREAMS - index) }, () => openStream(server.port));
    streams.push(...(await Promise.all(batch)));
  }
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
    const seen = streams.map((stream) => stream.changes.length);
    const sent = performance.now();
    const answer = await fetch(`${server.url}/api/fields/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify({ name: `Terrain du banc d’essai ${round + 1} ${Date.now()}`, address: '' }),
    });
    const answeredMs = performance.now() - sent;
    if (!answer.ok) throw new Error(`POST /api/fields/add: ${answer.status} ${await answer.text()}`);
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && streams.some((stream, index) => stream.changes.length <= seen[index]))
      await pause(5);
    const delays = streams
      .map((stream, index) => stream.changes[seen[index]])
      .filter((at) => at !== undefined)
      .map((at) => at - sent)
      .sort((a, b) => a - b);
    const p95 = percentile(delays, 0.95);
    p95s.push(p95);
    rows.push([
      String(round + 1),
      answeredMs.toFixed(1),
      percentile(delays, 0.5).toFixed(1),
      p95.toFixed(1),
      delays.at(-1).toFixed(1),
      `${delays.length}/${STREAMS}`,
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
