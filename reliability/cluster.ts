/**
 * Real processes for the reliability suite's deployment parts: the built server (server/dist/main.js), HAProxy
 * started on the repo's sample configuration (docs/deploy/haproxy.cfg), and a scratch PostgreSQL database.
 * Traffic stays on 127.0.0.1.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';

export const ROOT = join(__dirname, '..');
export const SERVER_MAIN = join(ROOT, 'server/dist/main.js');
export const HAPROXY = '/usr/sbin/haproxy';
export const HAPROXY_CONFIG = join(ROOT, 'docs/deploy/haproxy.cfg');

const READY = /prêt|ready/;
const START_TIMEOUT_MS = 60_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningProcess {
  url: string;
  port: number;
  pid: number;
  /** what the process printed, for a failing test's message */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

function running(child: ChildProcess, port: number, output: () => string): RunningProcess {
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited(child);
  };
  return { url: `http://127.0.0.1:${port}`, port, pid: child.pid ?? 0, output, kill, stop: () => kill('SIGTERM') };
}

/** Starts a process and waits until `isReady` says so; rejects with its output if it exits or takes too long. */
function launch(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  isReady: (output: string) => boolean | Promise<boolean>,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const output = () => text;
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const fail = (why: string) => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${why}:\n${text.slice(-3000)}`));
    };
    child.once('exit', (code, signal) => fail(`exited (${code ?? signal}) before it was ready`));
    const poll = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (await isReady(text)) {
        child.removeAllListeners('exit');
        resolve({ child, output });
      } else if (Date.now() - started > START_TIMEOUT_MS) fail(`was not ready within ${START_TIMEOUT_MS} ms`);
      else setTimeout(() => void poll(), 50);
    };
    void poll();
  });
}

/** The built server on a free port; `env` adds to (or overrides) the defaults below. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<RunningProcess> {
  const port = await freePort();
  const { child, output } = await launch(
    process.execPath,
    [SERVER_MAIN],
    { HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    (text) => READY.test(text),
  );
  return running(child, port, output);
}

/** HAProxy on docs/deploy/haproxy.cfg in front of two servers; ready once it has sent a request to each. */
export async function startBalancer(backends: [RunningProcess, RunningProcess], port: number): Promise<RunningProcess> {
  const env = {
    LEAGUE_BIND: `127.0.0.1:${port}`,
    LEAGUE_APP1: `127.0.0.1:${backends[0].port}`,
    LEAGUE_APP2: `127.0.0.1:${backends[1].port}`,
  };
  const seen = new Set<string>();
  const { child, output } = await launch(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], env, async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (answer?.status === 200) seen.add(answer.headers.get('x-league-server') ?? '');
    return seen.has('app1') && seen.has('app2');
  });
  return running(child, port, output);
}

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server, named with `prefix`; `drop` removes it. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL as string;
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** HAProxy from Debian's packages, installed with apt-get when missing and possible (root), like e2e's Chromium. */
function haproxyInstalled(): boolean {
  if (existsSync(HAPROXY)) return true;
  if (process.getuid?.() !== 0 || !spawnSync('sh', ['-c', 'command -v apt-get']).stdout.length) return false;
  console.log("HAProxy is missing: installing Debian's package with apt-get…");
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], { stdio: 'inherit' });
  } catch {
    return false;
  }
  return existsSync(HAPROXY);
}

/** Why a deployment part cannot run here (printed, then skipped), or null when it can. */
export function missingForDeployment(
  needs: { haproxy?: boolean; postgres?: boolean; shell?: boolean } = {},
): string | null {
  if (!existsSync(SERVER_MAIN)) return 'the server is not built (npm run build -w @league/shared -w @league/server)';
  if (needs.shell && !existsSync(join(ROOT, 'shell/dist/index.html'))) return 'the shell is not built (npm run build)';
  if (needs.postgres && !process.env.TEST_DATABASE_URL) return 'no PostgreSQL (TEST_DATABASE_URL is not set)';
  if (needs.haproxy && !haproxyInstalled()) return `no load balancer (${HAPROXY} is not installed)`;
  return null;
}
