import { REMOTE_NAMES, type RemoteName } from '@league/shared';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { readServerConfig } from '../env';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { cacheControlFor } from './cache-policy';

const SHELL_HTML = `<!doctype html><html lang="fr"><head>${'<meta name="x" content="y">'.repeat(60)}</head><body></body></html>`;
const SHELL_JS = `console.log(${JSON.stringify('shell '.repeat(400))});`;
const remoteEntry = (name: string) => `var mf_${name} = ${JSON.stringify(`${name} `.repeat(400))};`;
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/**
 * The shell's page less what the server adds to it: its configuration and preload hints (shell-page.test.ts), its
 * description, canonical address and Open Graph tags (page-meta.test.ts).
 */
const template = (page: string) =>
  page.replace(
    /<script id="league-config".*?<\/script>|<link rel="(preload|canonical)"[^>]*>|<meta (property|name)="(og:[\w:]+|description|twitter:card)"[^>]*>/g,
    '',
  );

/** Writes a file with the `.br` and `.gz` siblings the production build leaves beside it. */
function writePrecompressed(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

/** A throw-away copy of what `npm run build` leaves in each app's dist/, compressed siblings included. */
function makePrecompressedSite() {
  const dir = mkdtempSync(join(tmpdir(), 'league-precompressed-'));
  const shell = join(dir, 'shell');
  mkdirSync(shell);
  writePrecompressed(join(shell, 'index.html'), SHELL_HTML);
  writePrecompressed(join(shell, 'main.1a2b3c4d.js'), SHELL_JS);
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remotes[name] = join(dir, name);
    mkdirSync(remotes[name]);
    writePrecompressed(join(remotes[name], 'remoteEntry.js'), remoteEntry(name));
    writeFileSync(join(remotes[name], 'mf-manifest.json'), '{}'); // too small: the build writes no sibling
  }
  const config = { ...readServerConfig({ DATA_DIR: join(dir, 'data') }), webRoots: { shell, remotes } };
  return { config, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('precompressed apps', () => {
  let app: FastifyInstance;
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ site: makePrecompressedSite() });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  it.each(REMOTE_NAMES)('sends remote %s its Brotli remoteEntry.js, still revalidated', async (name) => {
    const response = await app.inject({ url: `/mf/${name}/remoteEntry.js`, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(remoteEntry(name));
  });

  it('prefers Brotli to gzip and sends gzip to a browser that only takes gzip', async () => {
    const url = '/mf/public/remoteEntry.js';
    const both = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(both.headers['content-encoding']).toBe('br');
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(remoteEntry('public'));
  });

  it('sends the plain file when the request accepts no encoding', async () => {
    const response = await app.inject({ url: '/mf/admin/remoteEntry.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(remoteEntry('admin'));
  });

  it('sends the plain file when it has no compressed sibling', async () => {
    const response = await app.inject({ url: '/mf/timeslots/mf-manifest.json', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('{}');
  });

  it('keeps a year of caching for a compressed content-hashed file', async () => {
    const response = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL_JS);
  });

  it.each(['/', '/schedule', '/admin/users'])(
    'answers a navigation to %s with the compressed shell page, its configuration inlined',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: HTML, 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(template(brotliDecompressSync(response.rawPayload).toString())).toBe(SHELL_HTML);
    },
  );

  it('answers a navigation without Accept-Encoding with the plain shell page', async () => {
    const response = await app.inject({ url: '/ranking', headers: { accept: HTML } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(template(response.body)).toBe(SHELL_HTML);
  });

  it('still answers a missing file with 404, whatever the encoding', async () => {
    const response = await app.inject({
      url: '/mf/public/gone.0123abcd.js',
      headers: { accept: '*/*', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['remoteEntry.js', 'no-cache'],
    ['remoteEntry.js.br', 'no-cache'],
    ['index.html.gz', 'no-cache'],
    ['mf-manifest.json.br', 'no-cache'],
    ['main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['main.1a2b3c4d.js.br', 'public, max-age=31536000, immutable'],
    ['__federation_expose_Home.0123abcd.js.gz', 'public, max-age=31536000, immutable'],
    ['favicon.svg', 'public, max-age=3600'],
  ])('caches %s with %s', (file, expected) => {
    expect(cacheControlFor(join('/dist', file))).toBe(expected);
  });
});

describe('a remote released on its own', () => {
  it('is picked up on the next page load: the running server answers the new remoteEntry.js, not a 304', async () => {
    const site = makePrecompressedSite();
    const testApp = await startTestApp({ site });
    try {
      const url = '/mf/timeslots/remoteEntry.js';
      const first = await testApp.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      const etag = String(first.headers.etag);
      const release = `var mf_timeslots = ${JSON.stringify('nouvelle version '.repeat(200))};`;
      writePrecompressed(join(site.config.webRoots.remotes.timeslots, 'remoteEntry.js'), release);
      const next = await testApp.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(next.statusCode).toBe(200);
      expect(brotliDecompressSync(next.rawPayload).toString()).toBe(release);
      const again = await testApp.app.inject({
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(next.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    } finally {
      await testApp.close();
      site.cleanup();
    }
  });
});
