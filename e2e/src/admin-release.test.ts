/**
 * mf-admin is released on its own (README « Releasing the admin area alone »): built alone with a new version
 * string and deployed to where the server says it lives (here another origin, as a CDN would be), the running
 * shell loads it on the next page load, even with the site's service worker in charge of the page (it keeps copies
 * for offline reading, never an old entry in front of a new release). Neither the shell nor the server is rebuilt or
 * restarted.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { useSite, workerInCharge } from './support/site';

const ADMIN_DIR = dirname(require.resolve('@league/mf-admin/package.json'));
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** The « CDN »: plain files from a folder, never cached by the browser for long. */
function serveFolder(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const file = join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/\.\./g, ''));
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Copies a build's browser files into the served folder, the entry last (its chunks are there before anything points
 * to them). Its Node build (server/) stays behind: a remote served from another origin is never rendered on the server.
 */
function deploy(build: string, served: string) {
  const files = readdirSync(build, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.br') && !entry.name.endsWith('.gz'))
    .map((entry) => entry.name);
  for (const name of files.filter((one) => !one.startsWith('remoteEntry.js')))
    cpSync(join(build, name), join(served, name));
  cpSync(join(build, 'remoteEntry.js'), join(served, 'remoteEntry.js'));
}

const work = mkdtempSync(join(tmpdir(), 'league-admin-release-'));
const served = join(work, 'served');
const env: NodeJS.ProcessEnv = {};
let cdn: Server;

// registered before useSite's: the server starts knowing where the admin remote lives
beforeAll(async () => {
  cpSync(join(ADMIN_DIR, 'dist'), served, { recursive: true });
  cdn = await serveFolder(served);
  env.REMOTE_URL_ADMIN = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/remoteEntry.js`;
});
afterAll(async () => {
  await new Promise((resolve) => cdn?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

const site = useSite(env, { serviceWorkers: 'allow' });

/**
 * The scripts the shell's page loads: the same before and after the admin area's release (the page itself is
 * rendered on the server, so its content moves with the minute and the data).
 */
function shellScripts(html: string): string[] {
  const scripts = [...html.matchAll(/(?:src|href)=["']?([^"' >]+\.js)\b/g)].map((found) => found[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  return scripts;
}

async function adminVersion(): Promise<string> {
  const { page } = site;
  await page.goto('/admin');
  await page.getByText('Réservé aux administrateurs.').waitFor();
  return (await page.locator('[data-remote-version="admin"]').textContent())?.replace(/^\s*·\s*admin\s*/, '') ?? '';
}

describe('the admin area released on its own', () => {
  it('is built alone with a new version, and the running shell loads it on the next page load', async () => {
    const { version } = JSON.parse(readFileSync(join(ADMIN_DIR, 'package.json'), 'utf8')) as { version: string };
    await site.page.goto('/');
    await workerInCharge(site.page);
    expect(await adminVersion()).toBe(version);
    const shellBefore = shellScripts(await (await fetch(`${site.server.url}/`)).text());

    const release = `${version}-e2e.${Date.now()}`;
    const build = join(work, 'build');
    await promisify(execFile)(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: ADMIN_DIR,
      env: { ...process.env, LEAGUE_RELEASE_VERSION: release, LEAGUE_OUT_DIR: build },
    });
    deploy(build, served);

    expect(await adminVersion()).toBe(release);
    expect(await site.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(shellScripts(await (await fetch(`${site.server.url}/`)).text())).toEqual(shellBefore);
  }, 240_000);
});
