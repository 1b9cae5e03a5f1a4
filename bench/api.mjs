// npm run bench:api: requests/s and p99 latency of the main read calls, against a bare Fastify route
// measured in the same run, on a database seeded with a 2,000-match season. Prints figures; never fails.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, seedBigLeague } from './lib/big-league.mjs';

const root = new URL('..', import.meta.url).pathname;
const serverDist = join(root, 'server/dist');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MATCHES = 2000;

if (!existsSync(join(serverDist, 'main.js'))) {
  console.error('The server is not built: run npm run build first.');
  process.exit(1);
}

async function seedDatabase(dataDir) {
  const started = performance.now();
  const summary = await seedBigLeague(dataDir, MATCHES);
  console.log(`Seeded ${summary.matches} matches in ${Math.round(performance.now() - started)} ms`);
}

function start(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [command, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      if (/ready|prêt/.test(String(chunk))) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}`)));
  });
}

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function measure(url, headers = {}) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const dataDir = mkdtempSync(join(tmpdir(), 'league-bench-'));
const children = [];
try {
  await seedDatabase(dataDir);
  const [serverPort, barePort] = [await freePort(), await freePort()];
  const server = await start(join(serverDist, 'main.js'), [], {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'warn',
  });
  children.push(server);
  children.push(await start(join(root, 'bench/bare-server.mjs'), [], { PORT: String(barePort) }));

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per route, ${MATCHES}-match season (SQLite); each route's ratio is ` +
      'to the bare route measured just before it (the machine is shared: its load moves between runs)\n',
  );
  const rows = [['route', 'req/s', 'bare req/s', 'ratio to bare', 'p99 ms', 'errors']];
  const today = new Date().toISOString().slice(0, 10);
  const routes = [
    ['/api/schedule', {}],
    ['/api/schedule', { 'accept-encoding': 'gzip' }],
    // the schedule page's first screen (issue #17)
    [`/api/schedule?around=${today}&weeks=3`, {}],
    ['/api/ranking/season', {}],
    ['/api/teams', {}],
    // the standings' page as a phone asks for it: the shell's page with its configuration and hints (issue #17)
    ['/ranking', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' }],
  ];
  for (const [path, headers] of routes) {
    const bare = await measure(`http://127.0.0.1:${barePort}/bare`);
    const figures = await measure(`http://127.0.0.1:${serverPort}${path}`, headers);
    rows.push([
      headers.accept === 'text/html' ? `${path} (page, br)` : headers['accept-encoding'] ? `${path} (gzip)` : path,
      figures.rps.toFixed(0),
      bare.rps.toFixed(0),
      (figures.rps / bare.rps).toFixed(2),
      String(figures.p99),
      String(figures.errors),
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  console.log(`\nserver resident memory after the runs: ${residentMb(server.pid).toFixed(0)} MB`);
  console.log('targets: ratio >= 0.5, p99 < 20 ms, resident memory < 200 MB');
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
