/**
 * What the reliability suite's deployment parts add to the built server's processes
 * (@league/test-support/server-process): HAProxy started on the repo's sample configuration (docs/deploy/haproxy.cfg),
 * a scratch PostgreSQL database, and why a part cannot run here. Traffic stays on 127.0.0.1.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { launch, ROOT, SERVER_MAIN, type ServerProcess } from '@league/test-support/server-process';

export const HAPROXY = '/usr/sbin/haproxy';
export const HAPROXY_CONFIG = join(ROOT, 'docs/deploy/haproxy.cfg');

/** HAProxy on docs/deploy/haproxy.cfg in front of two servers; ready once it has sent a request to each. */
export async function startBalancer(backends: [ServerProcess, ServerProcess], port: number): Promise<ServerProcess> {
  const env = {
    LEAGUE_BIND: `127.0.0.1:${port}`,
    LEAGUE_APP1: `127.0.0.1:${backends[0].port}`,
    LEAGUE_APP2: `127.0.0.1:${backends[1].port}`,
  };
  const seen = new Set<string>();
  const isReady = async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (answer?.status === 200) seen.add(answer.headers.get('x-league-server') ?? '');
    return seen.has('app1') && seen.has('app2');
  };
  return launch(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], { port, env, isReady });
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
