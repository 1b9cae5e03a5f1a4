// npm run bench:api: requests/s, p99 latency and the server's CPU time per request of the main read calls, against
// a bare Fastify route measured in the same run, on a database seeded with a 2,000-match season. Prints figures;
// never fails. BENCH_COMPARE_DIST=<another build's server/dist> measures that build too, alternating with this one.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, seedBigLeague } from './lib/big-league.mjs';

const root = new URL('..', import.meta.url).pathname;
const serverDist = join(root, 'server/dist');
const compareDist = process.env.BENCH_COMPARE_DIST ? resolve(process.env.BENCH_COMPARE_DIST) : null;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MATCHES = 2000;
/** clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux) */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

for (const dist of [serverDist, compareDist].filter(Boolean)) {
  if (!existsSync(join(dist, 'main.js'))) {
    console.error(`The server is not built (${dist}): run npm run build first.`);
    process.exit(1);
  }
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

/** The process's user + system CPU time so far, all its threads, in µs (/proc/<pid>/stat fields 14 and 15). */
function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // the name, in parentheses, may hold spaces
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

/** Requests/s, p99, errors, and the server's CPU µs per answered request over the measured run (not the warm-up). */
async function measure(pid, url, headers = {}) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const cpu = cpuMicros(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequest: result.requests.total > 0 ? cpu / result.requests.total : NaN,
  };
}

function serverEnv(port, dataDir) {
  return { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn' };
}

const dataDir = mkdtempSync(join(tmpdir(), 'league-bench-'));
const children = [];
try {
  await seedDatabase(dataDir);
  const servers = [];
  for (const [name, dist] of [
    ['', serverDist],
    ['compared', compareDist],
  ]) {
    if (!dist) continue;
    const port = await freePort();
    const child = await start(join(dist, 'main.js'), [], serverEnv(port, dataDir));
    children.push(child);
    servers.push({ name, child, port });
  }
  const barePort = await freePort();
  const bare = await start(join(root, 'bench/bare-server.mjs'), [], { PORT: String(barePort) });
  children.push(bare);

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per route, ${MATCHES}-match season (SQLite); each route's ratios ` +
      'are to the bare route measured just before it (the machine is shared: its load moves between runs). ' +
      'CPU µs/req: the server process’s user + system time over the measured run, divided by the requests ' +
      'answered; CPU ratio = bare µs / route µs, which the load moves far less than req/s.\n',
  );
  const rows = [
    ['route', 'req/s', 'bare req/s', 'ratio to bare', 'CPU µs/req', 'bare CPU µs/req', 'CPU ratio', 'p99 ms', 'errors'],
  ];
  const today = new Date().toISOString().slice(0, 10);
  const routes = [
    ['/api/schedule', {}],
    ['/api/schedule', { 'accept-encoding': 'gzip' }],
    // the schedule page's first screen
    [`/api/schedule?around=${today}&weeks=3`, {}],
    ['/api/ranking/season', {}],
    ['/api/teams', {}],
    // the standings' page as a phone asks for it: the shell's page with its configuration and hints
    ['/ranking', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' }],
  ];
  for (const [path, headers] of routes) {
    const label =
      headers.accept === 'text/html' ? `${path} (page, br)` : headers['accept-encoding'] ? `${path} (gzip)` : path;
    for (const server of servers) {
      const reference = await measure(bare.pid, `http://127.0.0.1:${barePort}/bare`);
      const figures = await measure(server.child.pid, `http://127.0.0.1:${server.port}${path}`, headers);
      rows.push([
        server.name ? `${label} [${server.name}]` : label,
        figures.rps.toFixed(0),
        reference.rps.toFixed(0),
        (figures.rps / reference.rps).toFixed(2),
        figures.cpuPerRequest.toFixed(1),
        reference.cpuPerRequest.toFixed(1),
        (reference.cpuPerRequest / figures.cpuPerRequest).toFixed(2),
        String(figures.p99),
        String(figures.errors),
      ]);
    }
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  for (const server of servers) {
    const which = server.name ? ` (${server.name}: ${compareDist})` : '';
    console.log(`\nserver resident memory after the runs${which}: ${residentMb(server.child.pid).toFixed(0)} MB`);
  }
  console.log('targets: ratio >= 0.5 (req/s or CPU), p99 < 20 ms, resident memory < 200 MB');
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
