import { ENGINES } from '../test-support/databases';
import {
  expectLeftToBrowser,
  expectRemoteAssets,
  pageRootOf,
  pageStateOf,
  useRenderedPages,
} from '../test-support/rendered-pages';
import { OWN_PAGE_CACHE_CONTROL } from './shell-page';

// « À approuver » (/admin/approbations) rendered on the server with an administrator's session, from the real
// production builds of the shell and mf-admin; the admin area's other tabs stay the browser's.

/** mf-admin/src/results/use-inbox.ts */
const INBOX_READ = 'admin/inbox';

interface InboxRead {
  inbox: {
    results: Array<{ homeTeam: string; awayTeam: string }>;
    reservations: unknown[];
    requests: unknown[];
  };
  failed: string[];
}

// as the page's text holds it: an apostrophe stays one (Preact's rendering escapes only what HTML needs)
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

describe.each(ENGINES)('the admin inbox rendered with the session (%s)', (engine) => {
  const pages = useRenderedPages(engine, 'admin', ['captain', 'admin', 'member', 'dev'] as const);
  const { cookies, sessions, open } = pages;

  it.each(['admin', 'dev'] as const)(
    "renders the inbox's items for %s, with the inbox and the session in the page, kept by no cache",
    async (account) => {
      const page = await open('/admin/approbations', cookies[account]);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe(OWN_PAGE_CACHE_CONTROL);
      expect(page.headers.vary).toContain('Cookie');
      expect(page.headers.etag).toBeUndefined();
      const count = (await pages.app.inject({ url: '/api/inbox/count', headers: { cookie: cookies[account] } })).json<{
        results: number;
        reservations: number;
        accountRequests: number;
      }>();
      expect(count.results).toBeGreaterThan(0);
      const state = pageStateOf(page.body);
      expect(state?.page).toEqual({ remote: 'admin', module: 'Admin' });
      expect(state?.session).toEqual(sessions[account]);
      // hydrated from it, not read again: what the tab shows, not the whole season's schedule
      const read = state?.reads[INBOX_READ] as InboxRead;
      expect(read.failed).toEqual([]);
      expect(read.inbox.results).toHaveLength(count.results);
      expect(read.inbox.reservations).toHaveLength(count.reservations);
      expect(read.inbox.requests).toHaveLength(count.accountRequests);
      expect(state?.reads).not.toHaveProperty('schedule');
      const root = pageRootOf(page.body);
      expect(root).toContain('Administration · À approuver');
      for (const { awayTeam, homeTeam } of read.inbox.results) {
        expect(root).toContain(escaped(`${awayTeam} contre ${homeTeam}`));
      }
      expect(root).not.toContain('Réservé aux administrateurs');
      expect(root).not.toContain("Chargement de l'onglet");
      expectRemoteAssets(page.body, 'admin', 'Admin');
    },
  );

  it('leaves /admin/approbations to the browser, as before, for a visitor, a member or a captain', async () => {
    const cases = [undefined, 'league_session=pas-une-session', cookies.member, cookies.captain];
    for (const cookie of cases) {
      const page = await open('/admin/approbations', cookie);
      expectLeftToBrowser(page);
      expect(page.body).not.toContain('href="/mf/admin/remoteEntry.js"'); // not hinted: the page every visitor gets
    }
  });

  it("leaves the admin area's other tabs to the browser, for an administrator too", async () => {
    for (const url of ['/admin', '/admin/users', '/admin/equipes', '/admin/approbations?saison=2025']) {
      const page = await open(url, cookies.admin);
      expect({ url, rendered: pageStateOf(page.body) !== null, cache: page.headers['cache-control'] }).toEqual({
        url,
        rendered: false,
        cache: 'no-cache',
      });
      expect(page.body).not.toContain(sessions.admin.email);
    }
  });

  it("never shows one administrator's page to another, nor to anyone after", async () => {
    const [admin, dev] = await Promise.all([
      open('/admin/approbations', cookies.admin),
      open('/admin/approbations', cookies.dev),
    ]);
    expect(pageStateOf(admin.body)?.session?.email).toBe(sessions.admin.email);
    expect(pageStateOf(dev.body)?.session?.email).toBe(sessions.dev.email);
    expect(admin.body).not.toContain(sessions.dev.email);
    expect(dev.body).not.toContain(sessions.admin.email);
    const anonymous = await open('/admin/approbations');
    expect(anonymous.body).not.toContain(sessions.admin.email);
    expect(anonymous.body).not.toContain(sessions.dev.email);
  });
});
