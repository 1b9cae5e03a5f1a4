import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSession } from '../accounts/sessions';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { multipartBody } from '../test-support/multipart';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { insertUser } from '../test-support/users';
import { copyBuiltSite } from '../test-support/web-roots';

// The public pages of a league being set up, as the server renders them from the real builds of the shell and
// mf-public (as server/src/web/page-render.test.ts does for a running league).

const HTML = { accept: 'text/html' };
/** The page's own part of the rendered HTML: its <main>, without the shell's bars. */
const rootOf = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe.each(ENGINES)('a league being set up, rendered on the server (%s)', (engine) => {
  let testApp: TestApp;
  const site = copyBuiltSite();
  let adminCookie = '';

  beforeAll(async () => {
    testApp = await startTestApp({ engine, site }); // no seed: the league has nothing yet
    await insertUser(testApp.db, 'chef', 'admin');
    adminCookie = `league_session=${await openSession(testApp.db, 'chef', 60 * 60 * 1000)}`;
  });
  afterAll(() => testApp.close());

  const rendered = async (url: string, cookie?: string) => {
    const page = await testApp.app.inject({ url, headers: { ...HTML, ...(cookie ? { cookie } : {}) } });
    expect(page.statusCode).toBe(200);
    return { html: page.body, root: rootOf(page.body), said: text(rootOf(page.body)) };
  };

  it('says on Home that the season has not started, with no failure, spinner or empty section', async () => {
    const { root, said } = await rendered('/');
    expect(said).toContain('La saison n’a pas encore commencé.');
    expect(said).toContain('Aucun match n’est encore au calendrier.');
    expect(root).not.toMatch(/role="alert"|role="status"/);
    expect(said).not.toMatch(/Prochains matchs|Derniers résultats|Nos commanditaires/);
  });

  it('never renders the checklist, even for an administrator, nor hints its chunk to a first load', async () => {
    const { html, said } = await rendered('/', adminCookie);
    expect(said).toContain('La saison n’a pas encore commencé.');
    expect(said).not.toContain('Avant le début de la saison');
    // the shell shows it, from a chunk of its own
    const shellDir = site.config.webRoots.shell;
    const chunk = readdirSync(shellDir).find(
      (file) => file.endsWith('.js') && readFileSync(join(shellDir, file), 'utf8').includes('league-setup-checklist'),
    );
    expect(chunk).toMatch(/^\d+\.[0-9a-f]+\.js$/);
    expect(html).not.toContain(chunk);
  });

  it('says the schedule comes soon once the teams are in, on Home, the schedule and the standings', async () => {
    for (const name of ['Les Lions', 'Les Hiboux']) {
      const form = await multipartBody({ name, division: 'A' });
      const added = await testApp.app.inject({
        method: 'PUT',
        url: '/api/teams/add',
        payload: form.payload,
        headers: { ...SAME_ORIGIN, cookie: adminCookie, ...form.headers },
      });
      expect(added.statusCode).toBe(200);
    }
    const soon = 'Les équipes sont inscrites\u202f: le calendrier arrive bientôt.';
    expect((await rendered('/')).said).toContain(soon);
    const schedule = await rendered('/schedule');
    expect(schedule.said).toContain(soon);
    expect(schedule.said).not.toMatch(/Télécharger|0 match/);
    const ranking = await rendered('/ranking');
    expect(ranking.said).toContain('Le classement paraîtra après les premiers matchs.');
    expect(ranking.root).not.toContain('<table');
    expect((await rendered('/teams')).said).toContain('Les Hiboux');
  });
});
