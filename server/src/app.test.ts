import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { appConfigSchema } from '@league/shared/schemas';
import { startTestApp, type TestApp } from './test-support/test-app';
import { makeTestSite, SHELL_HTML } from './test-support/web-roots';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const JSON_ONLY = { accept: 'application/json' };

describe('the web server', () => {
  let app: FastifyInstance;
  let site: ReturnType<typeof makeTestSite>;
  let testApp: TestApp;

  beforeAll(async () => {
    site = makeTestSite();
    testApp = await startTestApp({ site });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  it('answers 200 on /healthz', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('creates the data folder on start', () => {
    expect(existsSync(site.config.dataDir)).toBe(true);
  });

  it('serves the shell page at / without caching it', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL_HTML);
  });

  it('lists the four remotes in /config', async () => {
    const response = await app.inject({ url: '/config', headers: JSON_ONLY });
    expect(response.statusCode).toBe(200);
    const body = appConfigSchema.parse(response.json());
    expect(body.cfg.pjc.remotes).toEqual({
      public: '/mf/public/remoteEntry.js',
      account: '/mf/account/remoteEntry.js',
      admin: '/mf/admin/remoteEntry.js',
      timeslots: '/mf/timeslots/remoteEntry.js',
    });
    expect(body.cfg.pjc.remoteTimeoutMs).toBe(120_000);
  });

  it.each(['public', 'account', 'admin', 'timeslots'])('serves remote %s with a revalidated entry', async (name) => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await app.inject({ url: `/mf/${name}/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches content-hashed files for a year', async () => {
    const response = await app.inject({ url: '/mf/admin/__federation_expose_Home.0123abcd.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/main.1a2b3c4d.js' })).headers['cache-control']).toMatch(/immutable/);
  });

  it.each(['/schedule', '/teams/Les%20Lions', '/admin/users', '/api', '/api/no-such-call', '/nowhere/at/all'])(
    'answers a browser navigation to %s with the shell page',
    async (url) => {
      const response = await app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL_HTML);
    },
  );

  it('describes the API to a JSON client at /api', async () => {
    const response = await app.inject({ url: '/api', headers: JSON_ONLY });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: '3.1.0', paths: { '/config': {}, '/healthz': {} } });
    expect(Object.keys(response.json().paths)).not.toContain('/*');
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const response = await app.inject({ url: '/api/nothing-here', headers: JSON_ONLY });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: expect.stringContaining('/api/nothing-here') });
  });

  it('does not answer a missing remote file with the shell page', async () => {
    const response = await app.inject({ url: '/mf/public/gone.0123abcd.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a POST to an unknown path with JSON, not HTML', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/schedule',
      headers: { ...HTML, origin: 'http://localhost:80' },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('remote locations', () => {
  it('moves a remote to another origin through REMOTE_URL_<NAME>', async () => {
    const site = makeTestSite({ REMOTE_URL_ADMIN: 'https://cdn.example.org/admin/remoteEntry.js' });
    const { app, close } = await startTestApp({ site });
    const body = (await app.inject({ url: '/config' })).json();
    expect(body.cfg.pjc.remotes.admin).toBe('https://cdn.example.org/admin/remoteEntry.js');
    expect(body.cfg.pjc.remotes.public).toBe('/mf/public/remoteEntry.js');
    await close();
  });
});
