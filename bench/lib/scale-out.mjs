// Helpers for the benchmarks that run the built server as several processes, as docs/deploy/haproxy.cfg deploys it:
// a throw-away PostgreSQL database the processes share, and HAProxy started on that very configuration in front of
// them. Everything listens on 127.0.0.1.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, ROOT } from './big-league.mjs';

const require = createRequire(import.meta.url);

/** Debian's HAProxy (apt-get install haproxy), or HAPROXY's. */
export const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const HAPROXY_CONFIG = join(ROOT, 'docs', 'deploy', 'haproxy.cfg');

/** Where the benchmark may create its database: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server. */
export const POSTGRES_SERVER =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The process's resident memory in MB (/proc/<pid>/status). */
export function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * An empty database named `<prefix>_<random>` on POSTGRES_SERVER, through one connection kept for its lifetime; the
 * returned `drop()` ends the connections left to it and removes it.
 */
export async function createThrowAwayDatabase(prefix) {
  const { Client } = require('pg');
  const owner = new Client({ connectionString: POSTGRES_SERVER, application_name: 'league-bench' });
  await owner.connect();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  try {
    await owner.query(`create database ${name}`);
  } catch (error) {
    await owner.end();
    throw error;
  }
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: async () => {
      try {
        await owner.query(`drop database if exists ${name} with (force)`);
      } finally {
        await owner.end();
      }
    },
  };
}

/**
 * HAProxy on docs/deploy/haproxy.cfg in front of `backends` (two servers: app1 and app2 of the configuration), on a
 * free port. Resolves once /healthz has come through it from each backend, with its URL, port, process id and a
 * stop(). The port is free when chosen but may be taken before HAProxy binds it: it then tries another, three times.
 */
export async function startHaproxy(backends, { timeoutMs = 30_000 } = {}) {
  if (!existsSync(HAPROXY)) throw new Error(`HAProxy is not installed (${HAPROXY}; HAPROXY names another)`);
  if (backends.length !== 2) throw new Error('docs/deploy/haproxy.cfg names two servers, app1 and app2');
  let lastLog = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const child = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], {
      cwd: ROOT,
      env: {
        ...process.env,
        LEAGUE_BIND: `127.0.0.1:${port}`,
        LEAGUE_APP1: `127.0.0.1:${backends[0].port}`,
        LEAGUE_APP2: `127.0.0.1:${backends[1].port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    const running = () => child.exitCode === null && child.signalCode === null;
    const stop = async () => {
      if (!running()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    };
    const url = `http://127.0.0.1:${port}`;
    const answeredBy = new Set();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && running()) {
      const answer = await fetch(`${url}/healthz`).catch(() => null);
      if (answer?.ok) answeredBy.add(answer.headers.get('x-league-server'));
      if (answeredBy.has('app1') && answeredBy.has('app2')) return { url, port, pid: child.pid, stop };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop();
    lastLog = log;
    if (!/address already in use|cannot bind/i.test(log)) break;
  }
  throw new Error(`HAProxy did not bring both servers up:\n${lastLog}`);
}
