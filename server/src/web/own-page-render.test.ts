import { PAGE_STATE_ELEMENT_ID, type PageState, type Session } from '@league/shared';
import type { FastifyInstance } from 'fastify';
import { cpSync } from 'node:fs';
import { defaultWebRoots } from '../env';
import { loginAs } from '../test-support/accounts';
import { seedDemoAround } from '../test-support/demo-app';
import { ENGINES } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { copyBuiltSite } from '../test-support/web-roots';
import { OWN_PAGE_CACHE_CONTROL } from './shell-page';

// The time slots page rendered on the server with the visitor's session, from the real production builds of the
// shell and mf-timeslots.

const HTML = { accept: 'text/html' };

interface Slots {
  available: Array<{ _id: string }>;
  pending: Array<{ _id: string }>;
}

const stateOf = (html: string): PageState | null => {
  const json = new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(
    html,
  )?.[1];
  return json === undefined ? null : (JSON.parse(json) as PageState);
};
const rootOf = (html: string) => /<div id=root>(.*)<\/div><script id="league-state"/s.exec(html)?.[1] ?? '';

describe.each(ENGINES)('the pages rendered with the session (%s)', (engine) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  const site = copyBuiltSite();
  cpSync(defaultWebRoots().remotes.timeslots, site.config.webRoots.remotes.timeslots, { recursive: true });
  const cookies = { captain: '', admin: '', member: '' };
  const sessions = {} as Record<keyof typeof cookies, Session>;

  const open = (url: string, cookie?: string) =>
    app.inject({ url, headers: { ...HTML, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

  beforeAll(async () => {
    testApp = await startTestApp({
      engine,
      site,
      prepare: seedDemoAround(new Date()),
    });
    app = testApp.app;
    for (const account of ['captain', 'admin', 'member'] as const) {
      cookies[account] = await loginAs(app, account);
      const info = await app.inject({ url: '/api/myaccount/info', headers: { cookie: cookies[account] } });
      sessions[account] = info.json<{ sessionInfo: Session }>().sessionInfo;
    }
  });
  afterAll(() => testApp.close());

  it("renders a captain's /timeslots with the captain's slots, their data and session in the page, kept by no cache", async () => {
    const page = await open('/timeslots', cookies.captain);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(OWN_PAGE_CACHE_CONTROL);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toContain('Cookie');
    expect(page.headers.etag).toBeUndefined();
    const slots = (
      await app.inject({ url: '/api/timeslots/filtered', headers: { cookie: cookies.captain } })
    ).json<Slots>();
    expect(slots.available.length).toBeGreaterThan(0);
    const state = stateOf(page.body);
    expect(state?.page).toEqual({ remote: 'timeslots', module: 'Timeslots' });
    expect(state?.session).toEqual(sessions.captain);
    expect(state?.reads.timeslots).toEqual(slots); // hydrated from it, not read again
    expect(state?.reads).toHaveProperty(['timeslots/rainouts']);
    expect(state?.reads).toHaveProperty('schedule'); // the captain's matches to move, read as the page rendered
    const root = rootOf(page.body);
    for (const slot of slots.available) expect(root).toContain(`data-slot="${slot._id}"`);
    expect(root).toContain('Plages horaires');
    expect(root).not.toContain('Réservé aux capitaines');
    // the remote's entry and the page's chunks come with the start file, and its styles in the head
    const chunks = /data-chunks="([^"]+)"/.exec(page.body)?.[1]?.split(' ') ?? [];
    expect(chunks).toEqual(
      expect.arrayContaining(['/mf/timeslots/remoteEntry.js', expect.stringMatching(/__federation_expose_Timeslots/)]),
    );
    expect(page.body).toMatch(/<style id="[^"]+">[^<]*\.mf_timeslots-/);
  });

  it('leaves /timeslots to the browser, as before, for a visitor without a session or one it is not for', async () => {
    const cases = [undefined, 'league_session=pas-une-session', cookies.member];
    for (const cookie of cases) {
      const page = await open('/timeslots', cookie);
      expect({ cookie, status: page.statusCode, rendered: stateOf(page.body) !== null }).toEqual({
        cookie,
        status: 200,
        rendered: false,
      });
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toMatch(/<div id=root><\/div>/);
    }
    // a mailed link's query is the browser's to answer (it opens a dialog)
    const link = await open('/timeslots?confirmer=r1', cookies.captain);
    expect(stateOf(link.body)).toBeNull();
  });

  it("never shows one person's page to another: each render is its session's, and the public pages hold none", async () => {
    const [captain, admin] = await Promise.all([
      open('/timeslots', cookies.captain),
      open('/timeslots', cookies.admin),
    ]);
    const anonymous = await open('/timeslots');
    const captainAgain = await open('/timeslots', cookies.captain);
    expect(stateOf(captain.body)?.session?.email).toBe(sessions.captain.email);
    expect(stateOf(admin.body)?.session?.email).toBe(sessions.admin.email);
    for (const page of [captain, captainAgain]) {
      expect(page.body).toContain(sessions.captain.name);
      expect(page.body).not.toContain(sessions.admin.email);
      expect(page.body).not.toContain(sessions.admin.name);
      expect(rootOf(page.body)).not.toContain('À décider'); // an administrator's decisions
    }
    expect(admin.body).not.toContain(sessions.captain.email);
    expect(rootOf(admin.body)).toContain('À décider');
    for (const account of ['captain', 'admin'] as const) {
      expect(anonymous.body).not.toContain(sessions[account].email);
      expect(anonymous.body).not.toContain(sessions[account].name);
    }
    // a public page opened with a session is the one every visitor gets
    const ranking = await open('/ranking', cookies.admin);
    expect(ranking.headers['cache-control']).toBe('no-cache');
    expect(stateOf(ranking.body)?.session).toBeUndefined();
    expect(ranking.body).not.toContain(sessions.admin.email);
  });
});
