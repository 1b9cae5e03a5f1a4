import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import type { Engine } from '../db/database';
import { writeSettings } from '../league/settings-repository';
import { seedDemoLeague } from '../seed/demo-league';
import { DEMO_NOW, DEMO_PASSWORD_FOR_TESTS as PASSWORD } from '../test-support/demo-app';
import { ENGINES } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { makeTestSite } from '../test-support/web-roots';
import { shortNameOf, SHORT_NAME_MAX } from './manifest';

/** What the shell's build writes as its service worker (shell/src/offline/sw.ts). */
const WORKER = 'self.addEventListener("fetch", () => undefined);';

/** The demo league on a fake site holding a service worker; `leagueName` renames the league. */
function startSite(engine: Engine, leagueName?: string): Promise<TestApp> {
  const site = makeTestSite();
  writeFileSync(join(site.config.webRoots.shell, 'sw.js'), WORKER);
  writeFileSync(join(site.config.webRoots.shell, 'sw.js.br'), brotliCompressSync(WORKER));
  return startTestApp({
    engine,
    site,
    prepare: async (db) => {
      await seedDemoLeague(db, {
        now: DEMO_NOW,
        passwords: { dev: PASSWORD, admin: PASSWORD, captain: PASSWORD, member: PASSWORD },
      });
      if (leagueName) await writeSettings(db, { leagueName });
    },
  });
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('the short name of a league', () => {
  it.each([
    ['Ligue de balle', 'Ligue'],
    ['Ligue', 'Ligue'],
    ['Les As de Verdun', 'Les As'],
    ['Balle molle du Plateau', 'Balle molle'],
    ['Superlongnomdeligue', 'Superlongno…'],
  ])('%s → %s', (name, short) => {
    expect(shortNameOf(name)).toBe(short);
    expect(shortNameOf(name).length).toBeLessThanOrEqual(SHORT_NAME_MAX);
  });
});

describe.each(ENGINES)('the web app manifest, its icons and the service worker (%s)', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSite(engine);
  });
  afterAll(() => testApp.close());

  it('answers a manifest Chromium installs: name, icons 192 and 512, start_url, display, lang, scope', async () => {
    const response = await testApp.app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json<Manifest>();
    expect(manifest).toMatchObject({
      name: 'Ligue de balle', // the demo league's name, from its settings
      short_name: 'Ligue',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'fr',
      theme_color: '#0b3d2e',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const again = await testApp.app.inject({
      url: '/manifest.webmanifest',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('draws each icon at the size the manifest says, as PNG', async () => {
    const { icons } = (await testApp.app.inject({ url: '/manifest.webmanifest' })).json<Manifest>();
    for (const icon of [...icons, { src: '/app-icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const response = await testApp.app.inject({ url: icon.src });
      expect({ src: icon.src, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        src: icon.src,
        status: 200,
        type: 'image/png',
      });
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect({ src: icon.src, size: `${width}x${height}`, format }).toEqual({
        src: icon.src,
        size: icon.sizes,
        format: 'png',
      });
    }
    expect((await testApp.app.inject({ url: '/app-icons/other.png' })).statusCode).toBe(404);
  });

  it("makes the icons from the league's logo, and a plain ball on the league's colour without one", async () => {
    const corner = async (app: TestApp) => {
      const png = (await app.app.inject({ url: '/app-icons/icon-512.png' })).rawPayload;
      const pixel = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
      return [...pixel].map((value) => value.toString(16).padStart(2, '0')).join('');
    };
    expect(await corner(testApp)).toBe('ffffff'); // the logo on white
    // the shipped logo draws « Ligue de balle »: for a league of another name it is no logo of its own
    const other = await startSite(engine, 'Autre ligue');
    try {
      expect(await corner(other)).toBe('0b3d2e'); // the league's colour
      const { name, short_name } = (await other.app.inject({ url: '/manifest.webmanifest' })).json<Manifest>();
      expect({ name, short_name }).toEqual({ name: 'Autre ligue', short_name: 'Autre ligue' });
    } finally {
      await other.close();
    }
  });

  it('serves the service worker from the root, revalidated on every visit, allowed the whole site', async () => {
    const response = await testApp.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(WORKER);
    expect(response.headers).toMatchObject({
      'cache-control': 'no-cache',
      'service-worker-allowed': '/',
      'content-type': 'text/javascript; charset=utf-8',
    });
    const again = await testApp.app.inject({
      url: '/sw.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const compressed = await testApp.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br'); // the build's sibling; gzip has none here
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(WORKER);
    expect(compressed.headers.etag).not.toBe(response.headers.etag);
  });
});
