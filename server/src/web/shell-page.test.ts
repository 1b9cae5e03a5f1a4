import { appConfigSchema } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bumpDataVersion } from '../league/data-version-repository';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { makeTestSite } from '../test-support/web-roots';
import { jsonForScript } from './shell-page';

const EVIL = '</script><script>alert(1)</script>';
const HTML = { accept: 'text/html' };
const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Ligue</title><script defer src=/main.1a2b3c4d.js></script></head>' +
  '<body><div id=root></div></body></html>';

/** The fake site with what the production build adds: the shell's start chunks and mf-public's manifest. */
function builtSite() {
  const site = makeTestSite();
  const { shell, remotes } = site.config.webRoots;
  writeFileSync(join(shell, 'index.html'), TEMPLATE);
  writeFileSync(
    join(shell, 'start-chunks.json'),
    JSON.stringify(['696.0123abcd.js', '90.0123abcd.js', '90.4567cdef.css']),
  );
  const expose = (name: string, files: string[]) => ({
    name,
    assets: { js: { sync: files, async: [] }, css: { sync: ['218.4567cdef.css'], async: [] } },
  });
  writeFileSync(
    join(remotes.public, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        expose('Home', ['218.0123abcd.js', '__federation_expose_Home.0123abcd.js']),
        expose('Ranking', ['218.0123abcd.js', '__federation_expose_Ranking.0123abcd.js']),
      ],
    }),
  );
  return site;
}

const configIn = (html: string) => {
  const text = /<script id="league-config" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (text === undefined) throw new Error('no inlined configuration');
  return appConfigSchema.parse(JSON.parse(text));
};
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(\w+)"[^>]* href="([^"]+)">/g)].map((match) => `${match[1]} ${match[2]}`);

describe('jsonForScript', () => {
  it('cannot close the script element it sits in, and reads back the same', () => {
    const value = { name: EVIL, comment: '<!-- -->', separators: '\u2028\u2029', amp: 'a&b' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("the shell's page", () => {
  const site = builtSite();
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await startTestApp({
      site,
      prepare: (db) =>
        db
          .insertInto('settings')
          .values({ key: 'leagueName', value: JSON.stringify(EVIL) })
          .execute(),
    });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  it('carries the answer of GET /config, a league named like a script kept as text', async () => {
    const page = await app.inject({ url: '/ranking', headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(EVIL);
    expect(page.body.match(/<script/g)).toHaveLength(2); // the configuration and main.js: nothing injected
    const config = await app.inject({ url: '/config', headers: { accept: 'application/json' } });
    expect(configIn(page.body)).toEqual(config.json());
    expect(configIn(page.body).cfg.uic.leagueName).toBe(EVIL);
  });

  it('hints main.js, the shell start chunks, the remote entry and page chunks, then the data of /ranking', async () => {
    const page = await app.inject({ url: '/ranking', headers: HTML });
    expect(preloads(page.body)).toEqual([
      'script /main.1a2b3c4d.js',
      'script /696.0123abcd.js',
      'script /90.0123abcd.js',
      'script /mf/public/remoteEntry.js',
      'script /mf/public/218.0123abcd.js',
      'script /mf/public/__federation_expose_Ranking.0123abcd.js',
      'fetch /api/myaccount/info',
      'fetch /api/teams',
      'fetch /api/sponsors',
      'fetch /api/ranking/season',
      'fetch /api/ranking/series',
    ]);
    // before main.js, so that nothing waits for it
    expect(page.body.indexOf('rel="preload"')).toBeLessThan(page.body.indexOf('<script defer'));
    // the browser renders this page: its scripts keep their high priority
    expect(page.body).not.toContain('fetchpriority="low"');
    // nor its CSS files, which webpack's runtime asks for with their chunks: neither hinted nor inlined
    expect(page.body).not.toContain('.css');
  });

  it('hints a team page with its players, and no data for an archived season', async () => {
    const team = preloads((await app.inject({ url: '/teams/Les%20Lions', headers: HTML })).body);
    expect(team).toContain('fetch /api/players');
    expect(team).toContain('fetch /api/stats/Les%20Lions');
    const other = preloads((await app.inject({ url: '/teams/Les%20Ours', headers: HTML })).body);
    expect(other).toContain('fetch /api/stats/Les%20Ours');
    expect(other).not.toContain('fetch /api/stats/Les%20Lions');
    expect(team).toContain('script /mf/public/remoteEntry.js');
    const archived = preloads((await app.inject({ url: '/ranking?saison=2024', headers: HTML })).body);
    expect(archived.filter((hint) => hint.startsWith('fetch'))).toEqual([]);
  });

  it("hints Home's banner first: it is the page's largest paint", async () => {
    const home = preloads((await app.inject({ url: '/', headers: HTML })).body);
    expect(home[0]).toBe('image /images/home/home1.jpg');
    expect(preloads((await app.inject({ url: '/ranking', headers: HTML })).body)[0]).toMatch(/^script /);
  });

  it('hints only the shell on a page it does not know', async () => {
    const page = await app.inject({ url: '/admin/users', headers: HTML });
    expect(preloads(page.body)).toEqual([
      'script /main.1a2b3c4d.js',
      'script /696.0123abcd.js',
      'script /90.0123abcd.js',
    ]);
    expect(configIn(page.body).cfg.pjc.remotes.admin).toBe('/mf/admin/remoteEntry.js');
  });

  it('answers a program asking a public page for JSON with 404, as any unknown address', async () => {
    const response = await app.inject({ url: '/ranking', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ url: '/teams/Les%20Lions/', headers: HTML })).body).toContain('league-config');
  });

  it('sends the page compressed as the browser accepts', async () => {
    const plain = (await app.inject({ url: '/', headers: HTML })).body;
    const br = await app.inject({ url: '/', headers: { ...HTML, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await app.inject({ url: '/', headers: { ...HTML, 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('answers a revisit with 304 until the page changes', async () => {
    const first = await app.inject({ url: '/schedule', headers: HTML });
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/schedule', headers: { ...HTML, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const rename = async (name: string) => {
      await testApp.db
        .updateTable('settings')
        .set({ value: JSON.stringify(name) })
        .where('key', '=', 'leagueName')
        .execute();
      await bumpDataVersion(testApp.db);
    };
    await bumpDataVersion(testApp.db); // a write that leaves the page as it was
    expect((await app.inject({ url: '/schedule', headers: { ...HTML, 'if-none-match': etag } })).statusCode).toBe(304);
    await rename('Ligue du samedi');
    const changed = await app.inject({ url: '/schedule', headers: { ...HTML, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(configIn(changed.body).cfg.uic.leagueName).toBe('Ligue du samedi');
    await rename(EVIL);
  });

  it('renders again once the data changes (a new league name is in the next page)', async () => {
    await app.inject({ url: '/ranking', headers: HTML }); // rendered at the current data version
    await testApp.db
      .updateTable('settings')
      .set({ value: JSON.stringify('Ligue du dimanche') })
      .where('key', '=', 'leagueName')
      .execute();
    expect(configIn((await app.inject({ url: '/ranking', headers: HTML })).body).cfg.uic.leagueName).toBe(EVIL);
    await bumpDataVersion(testApp.db);
    const page = await app.inject({ url: '/ranking', headers: HTML });
    expect(configIn(page.body).cfg.uic.leagueName).toBe('Ligue du dimanche');
  });

  it('takes up a new shell release without a restart', async () => {
    const { shell } = site.config.webRoots;
    const release = TEMPLATE.replace('main.1a2b3c4d', 'main.9f8e7d6c');
    writeFileSync(join(shell, 'index.html'), release);
    const future = new Date(Date.now() + 5_000); // a new modification time, however coarse the file system's clock
    utimesSync(join(shell, 'index.html'), future, future);
    const page = await app.inject({ url: '/ranking', headers: HTML });
    expect(page.body).toContain('<script defer src=/main.9f8e7d6c.js>');
    expect(preloads(page.body)[0]).toBe('script /main.9f8e7d6c.js');
  });
});
