/**
 * The built server (server/dist/main.js) as a child process on a free port of 127.0.0.1, for the suites that need a
 * real process: the e2e suite (`startWithScratchData`, behind a real Chromium) and the reliability suite (signals,
 * resident memory, restarts, several servers in reliability/cluster.ts). `start` resolves once /healthz answers;
 * `launch` is the same for any other program (cluster.ts starts HAProxy with it).
 *
 * Node only: imported as `@league/test-support/server-process`, never through the package's main entry, which the
 * browser apps' jsdom tests load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository's root (this file is test-support/src/server-process.ts). */
export const ROOT = join(__dirname, '..', '..');
export const SERVER_MAIN = join(ROOT, 'server', 'dist', 'main.js');

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** what the process wrote so far (stdout and stderr), for a failing test's message */
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

/**
 * Starts `command` with `env` over the test's own, serving on `port`, and polls `isReady` every 50 ms; rejects
 * with its output (and kills it) if it exits first or is not ready within `timeoutMs`.
 */
export async function launch(
  command: string,
  args: string[],
  {
    port,
    env,
    isReady,
    timeoutMs = 60_000,
  }: { port: number; env: NodeJS.ProcessEnv; isReady: () => Promise<boolean>; timeoutMs?: number },
): Promise<ServerProcess> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
  const running = { url: `http://127.0.0.1:${port}`, port, pid: child.pid as number, output: () => log, kill, stop };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    if (await isReady()) return running;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const why = child.exitCode === null ? `was not ready within ${timeoutMs} ms` : `exited (${child.exitCode})`;
  await kill('SIGKILL');
  throw new Error(`${command} ${why}:\n${log.slice(-3000)}`);
}

/** Starts server/dist/main.js with `env` over the test's own (PORT and HOST are chosen here unless given) and `nodeOptions` for node. */
export async function start(
  env: NodeJS.ProcessEnv,
  { timeoutMs = 60_000, nodeOptions = [] as string[] } = {},
): Promise<ServerProcess> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error('server/dist/main.js is missing: npm run build -w @league/shared -w @league/server');
  }
  const port = Number(env.PORT ?? (await freePort()));
  const healthy = () =>
    fetch(`http://127.0.0.1:${port}/healthz`).then(
      (answer) => answer.ok,
      () => false, // not listening yet
    );
  return launch(process.execPath, [...nodeOptions, SERVER_MAIN], {
    port,
    env: { LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
    isReady: healthy,
    timeoutMs,
  });
}

/** A server on a throw-away DATA_DIR, removed by `stop`; its mail outbox is <dataDir>/outbox. */
export interface ScratchServer extends ServerProcess {
  dataDir: string;
}

/** `start` with a fresh DATA_DIR of its own in the system's temporary folder, removed once the server has stopped. */
export async function startWithScratchData(
  env: NodeJS.ProcessEnv = {},
  options: Parameters<typeof start>[1] = {},
): Promise<ScratchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'league-server-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  let server: ServerProcess;
  try {
    server = await start({ ...env, DATA_DIR: dataDir }, options);
  } catch (error) {
    removeData();
    throw error;
  }
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      removeData();
    },
  };
}

/** The process's resident memory in MB (/proc/<pid>/status, VmRSS). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
