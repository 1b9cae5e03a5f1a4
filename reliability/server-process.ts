/**
 * The built server (server/dist/main.js) as a child process on a free port, for the reliability parts that need a
 * real process: signals, resident memory, restarts. `start` resolves once /healthz answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
export const SERVER_MAIN = join(ROOT, 'server', 'dist', 'main.js');

export interface ServerProcess {
  url: string;
  pid: number;
  /** what the process wrote so far (stdout and stderr) */
  output(): string;
  /** sends a signal and resolves once the process has exited */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM, then SIGKILL after 5 s */
  stop(): Promise<void>;
}

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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts server/dist/main.js with `env` over the test's own (PORT and HOST are chosen here unless given) and `nodeOptions` for node. */
export async function start(
  env: NodeJS.ProcessEnv,
  { timeoutMs = 60_000, nodeOptions = [] as string[] } = {},
): Promise<ServerProcess> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error('server/dist/main.js is missing: npm run build -w @league/shared -w @league/server');
  }
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [...nodeOptions, SERVER_MAIN], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const kill = async (signal: NodeJS.Signals) => {
    const done = exited(child);
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await done;
  };
  const stop = async () => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await kill('SIGTERM');
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) {
        return { url, pid: child.pid as number, output: () => log, kill, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await kill('SIGKILL');
  throw new Error(`the server did not answer ${url}/healthz:\n${log}`);
}

/** The process's resident memory in MB (/proc/<pid>/status, VmRSS). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
