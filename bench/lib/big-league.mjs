// Helpers for the benchmarks that need a big league: a free port, a database seeded with an N-match season
// (the demo league's seed, stretched), and the built server started on it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_DIST = join(ROOT, 'server', 'dist');
const require = createRequire(import.meta.url);

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Every demo account's password in the bench's seeded databases (server/src/seed/demo-accounts.ts). */
export const BENCH_PASSWORD = 'bench-password';

/** Seeds `<dataDir>/league.db` with the demo league stretched to `matchCount` regular-season matches. */
export async function seedBigLeague(dataDir, matchCount) {
  return seedBigLeagueAt(join(dataDir, 'league.db'), matchCount);
}

/** The same on any database the server opens: a SQLite file, or an empty PostgreSQL database's `postgres://` URL. */
export async function seedBigLeagueAt(databaseUrl, matchCount) {
  if (!existsSync(join(SERVER_DIST, 'main.js'))) throw new Error('The server is not built: run npm run build first.');
  const { openDatabase, migrateToLatest } = require(join(SERVER_DIST, 'db/database.js'));
  const { seedDemoLeague } = require(join(SERVER_DIST, 'seed/demo-league.js'));
  const db = openDatabase({ url: databaseUrl });
  await migrateToLatest(db);
  const password = BENCH_PASSWORD;
  try {
    return await seedDemoLeague(db, {
      now: new Date(),
      matchCount,
      passwords: { dev: password, admin: password, captain: password, member: password },
    });
  } finally {
    await db.destroy();
  }
}

/**
 * The built server on an already seeded `dataDir` (and `env` for its settings); resolves once /healthz answers, with
 * its URL, port, process id and a stop().
 */
export async function startSeededServer(dataDir, { timeoutMs = 60_000, env = {} } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(SERVER_DIST, 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, port, pid: child.pid, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server did not answer ${url}/healthz:\n${log}`);
}
