import { PAGE_STATE_ELEMENT_ID, type PageState } from '@league/shared';
import type { FastifyInstance } from 'fastify';
import { readdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { bumpDataVersion } from '../league/data-version-repository';
import { seedDemoAround } from '../test-support/demo-app';
import { ENGINES } from '../test-support/databases';
import { loginAs } from '../test-support/accounts';
import { earlyDialogOf, pageRootOf, pageStateOf } from '../test-support/rendered-pages';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { copyBuiltSite } from '../test-support/web-roots';
import { serverBuildFile } from './server-builds';
import { createPageRender } from './page-render';

// Server rendering of the public pages, from the real production build of the shell and mf-public.

const EVIL = '</script><script>alert(1)</script>';
const HTML = { accept: 'text/html' };

interface Ranking {
  groups: Array<{ rows: Array<{ team: string; points: number }> }>;
}

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const rootOf = pageRootOf;
const stateOf = (html: string): PageState => {
  const state = pageStateOf(html);
  if (!state) throw new Error('no page state in the page');
  return state;
};
/** The standings' rows as the HTML shows them: team name (its link) and points. */
const standingRows = (html: string) =>
  [...html.matchAll(/<tr[^>]*><td[^>]*>.*?<\/td><th scope="row"[^>]*>(.*?)<\/th>(.*?)<\/tr>/gs)].map((row) => ({
    // the team's link, without « résultat en attente », a rank's reason or a playoff mark
    team: text(/<a [^>]*>(.*?)<\/a>/s.exec(row[1] ?? '')?.[1] ?? (row[1] ?? '').replace(/<small.*?<\/small>/s, '')),
    points: Number(text(/<td data-column="points"[^>]*>(.*?)<\/td>/.exec(row[2] ?? '')?.[1] ?? 'NaN')),
  }));

describe.each(ENGINES)('the public pages rendered on the server (%s)', (engine) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  const site = copyBuiltSite();

  beforeAll(async () => {
    // the season around today: the schedule's first window and Home's next games hold matches
    testApp = await startTestApp({
      engine,
      site,
      prepare: seedDemoAround(new Date()),
    });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  it("renders a captain's team page without the editor's drawing where the admin remote has no server build", async () => {
    const cookie = await loginAs(app, 'captain');
    const info = await app.inject({ url: '/api/myaccount/info', headers: { cookie } });
    const team = info.json<{ sessionInfo: { captainTeams: string[] } }>().sessionInfo.captainTeams[0] ?? '';
    const page = await app.inject({ url: `/teams/${encodeURIComponent(team)}`, headers: { ...HTML, cookie } });
    expect(page.statusCode).toBe(200);
    // the page itself, for its captain, as before: his button, the editor's code warmed as the page hydrates
    expect(rootOf(page.body)).toContain('Modifier l’équipe');
    expect(stateOf(page.body).dialogs).toEqual(['teamEditor']);
    // only the drawing is left out: the button's tap is held until the page answers
    expect(earlyDialogOf(page.body)).toBe('');
    expect(stateOf(page.body).earlyDialogs).toBeUndefined();
  });

  it("/ranking holds the layout and the season's standings, team names and points in table rows", async () => {
    const page = await app.inject({ url: '/ranking', headers: HTML });
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain('aria-label="Navigation rapide"'); // the shell's navbar
    expect(page.body).toMatch(/<title>Classement · [^<]+<\/title>/);
    const ranking = (await app.inject({ url: '/api/ranking/season' })).json<Ranking>();
    const expected = ranking.groups.flatMap((group) => group.rows.map(({ team, points }) => ({ team, points })));
    expect(expected.length).toBeGreaterThan(8);
    expect(standingRows(root)).toEqual(expect.arrayContaining(expected));
    // styled without waiting for a file, data embedded, and no data read hinted but the session's: the shell's CSS
    // files, then the page's, each under the name webpack's runtime looks for (so that it does not ask for it)
    expect(page.body).toMatch(
      /<style data-href="[\w.]+\.css">[^<]*\.shell-[^<]*<\/style>(<style data-href="[\w.]+\.css">[^<]*<\/style>)*<style data-href="[\w.]+\.css">[^<]*\.mf_public-/,
    );
    expect(stateOf(page.body).reads.seasonRanking).toEqual(ranking);
    // its scripts are not needed for its content: its start file asks for them once the page is painted
    expect(page.body).not.toContain('as="script"');
    expect(page.body).not.toContain('as="fetch" crossorigin="anonymous" href="/api/ranking');
    // its one script is the start file, which starts main.js once the page is painted
    const scripts = [...page.body.matchAll(/<script (?!id=)[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toEqual([
      expect.stringMatching(
        /^<script defer src="\/start\/page-start\.[0-9a-f]{8}\.js" data-main="\/main\.[0-9a-f]{8}\.js" data-chunks="[^"]+">$/,
      ),
    ]);
    // main.js's chunks: the shared libraries, mf-public's entry and the standings' own
    const chunks = /data-chunks="([^"]+)"/.exec(scripts[0] ?? '')?.[1]?.split(' ') ?? [];
    expect(chunks).toEqual(
      expect.arrayContaining(['/mf/public/remoteEntry.js', expect.stringMatching(/__federation_expose_Ranking/)]),
    );
    const start = (await app.inject({ url: /src="([^"]+)"/.exec(scripts[0] ?? '')?.[1] ?? '' })).body;
    expect(start).toContain('data-main');
    expect(start).not.toContain('__webpack_require__.federation'); // no federation runtime in it
  });

  it("carries the stylesheets of its page's modules, not every page's", async () => {
    const classesOf = (html: string) => new Set(rootOf(html).match(/\b(?:shell|mf_public)-[\w-]+/g) ?? []);
    const stylesOf = (html: string) =>
      [...html.matchAll(/<style data-href="[^"]+">([^<]*)<\/style>/g)].map((match) => match[1]).join('\n');
    // every stylesheet the builds have: a class only composing others has no rule in them (the minifier drops it)
    const { shell, remotes } = site.config.webRoots;
    const everyStyle = [shell, remotes.public]
      .flatMap((root) => readdirSync(root).flatMap((file) => (file.endsWith('.css') ? [join(root, file)] : [])))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const ranking = (await app.inject({ url: '/ranking', headers: HTML })).body;
    const sponsors = (await app.inject({ url: '/sponsors', headers: HTML })).body;
    for (const page of [ranking, sponsors]) {
      const styles = stylesOf(page);
      const styled = [...classesOf(page)].filter((name) => everyStyle.includes(`.${name}`));
      expect(styled.length).toBeGreaterThan(10);
      // every class the page shows comes with its stylesheet
      expect(styled.filter((name) => !styles.includes(`.${name}`))).toEqual([]);
    }
    // the standings' own classes are not in the sponsors' page, whose head is smaller
    const standingsOnly = [...classesOf(ranking)].filter((name) => !classesOf(sponsors).has(name));
    expect(standingsOnly.some((name) => !stylesOf(sponsors).includes(`.${name}`))).toBe(true);
    expect(stylesOf(sponsors).length).toBeLessThan(stylesOf(ranking).length);
  });

  it('holds each CSS file of the chunks it starts with as the server serves it, under its name', async () => {
    const page = (await app.inject({ url: '/ranking', headers: HTML })).body;
    const inlined = [...page.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)].map(([, name, css]) => ({
      name: name ?? '',
      css: css ?? '',
    }));
    expect(inlined.length).toBeGreaterThan(1);
    const served = async (name: string) => {
      for (const url of [`/${name}`, `/mf/public/${name}`]) {
        const answer = await app.inject({ url });
        if (answer.statusCode === 200) return { url, body: answer.body, cache: answer.headers['cache-control'] };
      }
      return undefined;
    };
    const shellFirst: string[] = [];
    for (const { name, css } of inlined) {
      expect(name).toMatch(/^[\w-]+\.[0-9a-f]{8}\.css$/);
      const file = await served(name);
      expect(file?.body).toBe(css);
      expect(file?.cache).toMatch(/immutable/); // kept as long as the scripts
      shellFirst.push(file?.url.startsWith('/mf/') ? 'remote' : 'shell');
    }
    // the shell's stylesheets, then the page's: the cascade of a page the browser renders itself
    expect(shellFirst).toEqual([...shellFirst].sort((a, b) => (a === b ? 0 : a === 'shell' ? -1 : 1)));
    expect(shellFirst).toContain('shell');
    expect(shellFirst).toContain('remote');
  });

  it('/schedule holds matches of the schedule, and / the next games', async () => {
    const { schedule } = (await app.inject({ url: '/api/schedule' })).json<{
      schedule: Array<{ homeTeam: string; awayTeam: string }>;
    }>();
    const labels = new Set(schedule.map((match) => `${match.awayTeam} contre ${match.homeTeam}`));
    for (const url of ['/schedule', '/']) {
      const root = rootOf((await app.inject({ url, headers: HTML })).body);
      const shown = [...root.matchAll(/<article[^>]* aria-label="([^"]+)"/g)].map((match) => text(match[1] ?? ''));
      expect(shown.length).toBeGreaterThan(0);
      for (const label of shown) expect(labels).toContain(label);
    }
  });

  it("draws the schedule's filters in every visitor's /schedule, closed, for « Filtrer » to open before any script", async () => {
    const { schedule } = (await app.inject({ url: '/api/schedule' })).json<{ schedule: Array<{ field: string }> }>();
    const page = await app.inject({ url: '/schedule', headers: HTML });
    expect(page.headers['cache-control']).toBe('no-cache'); // the page every visitor gets, kept by the cache
    const dialog = earlyDialogOf(page.body);
    expect(dialog).toMatch(/^<dialog id="league-early-scheduleFilters" data-early-dialog aria-labelledby=/);
    expect(dialog).not.toMatch(/^<dialog[^>]*\sopen/); // closed until « Filtrer » opens it
    expect(rootOf(page.body)).toMatch(/commandfor="league-early-scheduleFilters" command="show-modal"[^>]*>Filtrer</);
    expect(dialog).toContain('Filtrer le calendrier');
    expect(dialog).toContain('<div inert>'); // its boxes take no tap before the dialog itself takes its place
    // the fields of the weeks the page shows, and the season's count as the page says it
    const fields = [...dialog.matchAll(/<input type="checkbox"\/> ([^<]+)<\/label>/g)].map((match) => match[1]);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields.slice(0, 1)) expect(schedule.map((match) => match.field)).toContain(field);
    expect(text(dialog)).toContain(`Afficher ${schedule.length}`);
    expect(stateOf(page.body).earlyDialogs).toEqual([{ id: 'scheduleFilters', props: {} }]);
    // drawn apart from #root, its generated ids and radio groups are its own
    const ids = [...page.body.matchAll(/\sid="?([^"\s>]+)/g)].map((match) => match[1]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const groups = new Set([...dialog.matchAll(/\sname="([^"]+)"/g)].map((match) => match[1]));
    expect([...groups].every((group) => group?.startsWith('E'))).toBe(true);
    for (const group of groups) expect(rootOf(page.body)).not.toContain(`name="${group}"`);
    // other pages draw none for a visitor
    for (const url of ['/', '/ranking'])
      expect(earlyDialogOf((await app.inject({ url, headers: HTML })).body)).toBe('');
  });

  it("renders the schedule's views its links name, « Toute la saison » and earlier weeks, each its own page", async () => {
    const first = await app.inject({ url: '/schedule', headers: HTML });
    const links = [...rootOf(first.body).matchAll(/<a href="(\/schedule\?[^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => ({
      href: text(match[1] ?? ''),
      label: text(match[2] ?? ''),
    }));
    expect(links.map((link) => link.label)).toEqual(['Toute la saison', 'Afficher les semaines précédentes']);
    const [whole, earlier] = links.map((link) => link.href);
    expect(whole).toBe('/schedule?semaines=toutes');
    expect(earlier).toMatch(/^\/schedule\?debut=\d{4}-\d{2}-\d{2}&fin=\d{4}-\d{2}-\d{2}$/);
    const { schedule } = (await app.inject({ url: '/api/schedule' })).json<{ schedule: unknown[] }>();
    // the whole season: its read in the page, the past weeks folded as the page itself folds them
    const season = await app.inject({ url: whole ?? '', headers: HTML });
    expect(stateOf(season.body).reads.schedule).toEqual({ schedule });
    expect(rootOf(season.body)).toMatch(/Semaines passées \(\d+\)/);
    expect(rootOf(season.body)).not.toContain('Toute la saison');
    // earlier weeks: the window its link names, the weeks before the first window's included
    const params = new URL(earlier ?? '', 'http://localhost').searchParams;
    const windowed = await app.inject({ url: earlier ?? '', headers: HTML });
    const read = stateOf(windowed.body).reads[`schedule/from=${params.get('debut')}&to=${params.get('fin')}`] as {
      window: { from: string; to: string };
    };
    expect(read.window).toMatchObject({ from: params.get('debut'), to: params.get('fin') });
    const weeks = (html: string) =>
      [...rootOf(html).matchAll(/<h2[^>]*>(Semaine du [^<]+)</g)].map((match) => match[1]);
    expect(weeks(windowed.body).length).toBeGreaterThan(weeks(first.body).length);
    expect(weeks(windowed.body)).toEqual(expect.arrayContaining(weeks(first.body)));
    // three pages, not one kept for every address of /schedule
    expect(new Set([first.body, season.body, windowed.body]).size).toBe(3);
  });

  it("Home holds the league's description, cleaned by the server's sanitiser, and the browser gets the same text", async () => {
    const page = await app.inject({ url: '/', headers: HTML });
    const root = rootOf(page.body);
    expect(root).toContain('<h2>Bienvenue à la Ligue de balle</h2>');
    expect(root).toContain('<p>Ligue amicale de balle mixte — Montréal, depuis 1998.</p>');
    const served = Object.values(stateOf(page.body).html ?? {});
    expect(served).toContain('<p>Ligue amicale de balle mixte — Montréal, depuis 1998.</p>');
    for (const html of served) expect(root).toContain(html);
  });

  it("a team page holds the team's roster", async () => {
    const { teams } = (await app.inject({ url: '/api/teams' })).json<{ teams: Array<{ name: string }> }>();
    const team = teams[0]?.name ?? '';
    const { players } = (await app.inject({ url: '/api/players' })).json<{
      players: Array<{ name: string; team: string }>;
    }>();
    const roster = players.filter((player) => player.team === team);
    expect(roster.length).toBeGreaterThan(0);
    const root = text(rootOf((await app.inject({ url: `/teams/${encodeURIComponent(team)}`, headers: HTML })).body));
    for (const player of roster) expect(root).toContain(player.name);
  });

  it('renders every public page, and leaves the others, archived seasons and queries to the browser', async () => {
    const { teams } = (await app.inject({ url: '/api/teams' })).json<{ teams: Array<{ name: string }> }>();
    const team = `/teams/${encodeURIComponent(teams[1]?.name ?? '')}`;
    const { series } = (await app.inject({ url: '/api/series' })).json<{ series: Array<{ _id: string }> }>();
    const seriesMatch = `/series/${encodeURIComponent(series[0]?._id ?? '')}`;
    const rendered = ['/', '/schedule', '/ranking', '/teams', team, '/series', seriesMatch, '/sponsors'];
    rendered.push('/fields', '/freeagents', '/contact-us', '/resources/code_de_conduite', '/resources/pas_une_page');
    for (const url of rendered) {
      const page = await app.inject({ url, headers: HTML });
      expect({ url, module: stateOf(page.body).page.module }).toEqual({ url, module: expect.any(String) });
      expect(rootOf(page.body)).toContain('<h1');
    }
    for (const url of [
      '/admin',
      '/timeslots',
      '/ranking?saison=2025',
      '/schedule?equipe=x',
      '/schedule?fin=2026-12-11&debut=2026-10-24', // a view written otherwise than its links write it
      '/schedule?semaines=toutes&saison=2025',
    ]) {
      const page = await app.inject({ url, headers: HTML });
      expect({ url, status: page.statusCode, rendered: page.body.includes(PAGE_STATE_ELEMENT_ID) }).toEqual({
        url,
        status: 200,
        rendered: false,
      });
      // a page the browser renders needs main.js at once
      expect(page.body).toMatch(/<script defer src=\/main\.[0-9a-f]{8}\.js><\/script>/);
      expect(page.body).not.toContain('page-start');
    }
  });

  it('carries the description and Open Graph tags of a rendered page to programs and link previews', async () => {
    for (const headers of [HTML, { accept: '*/*' }, {}]) {
      const page = await app.inject({ url: '/ranking', headers });
      expect(stateOf(page.body).page.module).toBe('Ranking');
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
      expect(title).toMatch(/^Classement · /);
      expect(head).toContain(`<meta property="og:title" content="${title}">`);
      expect(head).toMatch(/<meta name="description" content="En tête\u202f: Division /);
      // before the page's stylesheets (tens of kilobytes): a preview may read only the first bytes
      expect(head.indexOf('og:description')).toBeLessThan(head.indexOf('<style data-href='));
    }
  });

  it('starts from the start file a release put in place, even when main.js and the page did not change', async () => {
    const startOf = async () =>
      /<script defer src="([^"]+)" data-main=/.exec((await app.inject({ url: '/ranking', headers: HTML })).body)?.[1];
    const before = await startOf();
    expect(before).toMatch(/^\/start\/page-start\.[0-9a-f]{8}\.js$/);
    const folder = join(site.config.webRoots.shell, 'start');
    renameSync(join(folder, basename(before ?? '')), join(folder, 'page-start.0badc0de.js'));
    utimesSync(folder, new Date(), new Date(Date.now() + 5000)); // a new file in it: the folder's time moves
    expect(await startOf()).toBe('/start/page-start.0badc0de.js');
    expect((await app.inject({ url: '/start/page-start.0badc0de.js' })).statusCode).toBe(200);
  });

  it('does not hand out the server builds as files', async () => {
    for (const url of ['/mf/public/server/index.js', '/server/index.js']) {
      const answer = await app.inject({ url, headers: { accept: '*/*' } });
      expect(answer.statusCode).toBe(404);
    }
    expect((await app.inject({ url: '/mf/public/remoteEntry.js' })).statusCode).toBe(200);
  });

  it('shows a team named like a script as text, in the HTML and in the embedded data', async () => {
    const { teams } = (await app.inject({ url: '/api/teams' })).json<{ teams: Array<{ name: string }> }>();
    await testApp.db
      .updateTable('teams')
      .set({ name: EVIL })
      .where('name', '=', teams[0]?.name ?? '')
      .execute();
    await bumpDataVersion(testApp.db); // as every write does: the next visit sees the new standings, not the cached page
    const page = await app.inject({ url: '/ranking', headers: HTML });
    expect(page.body).not.toContain(EVIL);
    expect(page.body).not.toContain('<script><');
    expect(page.body.match(/<script/g)).toHaveLength(3); // the configuration, the page's data, main.js
    expect(standingRows(rootOf(page.body)).map((row) => row.team)).toContain(EVIL);
    const team = await app.inject({ url: `/teams/${encodeURIComponent(EVIL)}`, headers: HTML });
    expect(team.body).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · ');
    expect(stateOf(page.body).leagueData.teams.map((team) => team.name)).toContain(EVIL);
  });

  it('renders the fields, the free agents, a series match and an information page with their content', async () => {
    const read = async <T>(url: string) => (await app.inject({ url })).json<T>();
    const { fields } = await read<{ fields: Array<{ name: string }> }>('/api/fields');
    const { players } = await read<{ players: Array<{ name: string }> }>('/api/freeagents');
    const { series } = await read<{ series: Array<{ _id: string; field: string; pool: string }> }>('/api/series');
    const rules = await read<{ title: string; content: string }>('/api/resources/general/code_de_conduite');
    const shown = async (url: string) => text(rootOf((await app.inject({ url, headers: HTML })).body));
    const fieldsPage = await shown('/fields');
    for (const field of fields) expect(fieldsPage).toContain(field.name);
    const freeAgents = await shown('/freeagents');
    for (const player of players) expect(freeAgents).toContain(player.name);
    const match = series[0];
    const matchPage = await shown(`/series/${encodeURIComponent(match?._id ?? '')}`);
    expect(matchPage).toContain(match?.field);
    expect(matchPage).toContain(match?.pool);
    const resource = await shown('/resources/code_de_conduite');
    expect(resource).toContain(rules.title);
    expect(resource).toContain(text(rules.content).slice(0, 40));
    expect(await shown('/resources/pas_une_page')).toContain('Page introuvable');
  });

  it('leaves the notice that a page needs script out of the pages it renders, and only there', async () => {
    const notice = /<noscript>\s*<p[^>]*>\s*Cette page a besoin de JavaScript/;
    for (const url of ['/', '/fields', '/resources/code_de_conduite']) {
      expect({ url, notice: notice.test((await app.inject({ url, headers: HTML })).body) }).toEqual({
        url,
        notice: false,
      });
    }
    for (const url of ['/admin', '/timeslots', '/myaccount/login']) {
      expect({ url, notice: notice.test((await app.inject({ url, headers: HTML })).body) }).toEqual({
        url,
        notice: true,
      });
    }
    // the contact form is read without script; sending it is what needs script, and the form says so
    const contact = rootOf((await app.inject({ url: '/contact-us', headers: HTML })).body);
    expect(contact).toMatch(/<form[^>]*aria-label="Écrire à la ligue"/);
    expect(contact).toContain('<noscript><p');
    expect(text(contact)).toContain('L’envoi de ce formulaire a besoin de JavaScript');
  });

  it("falls back to the browser's rendering when the remote's server build fails, and renders again once fixed", async () => {
    const file = serverBuildFile(join(testApp.dataDir, '..', 'public'));
    const built = (await import('node:fs')).readFileSync(file, 'utf8');
    writeFileSync(file, 'throw new Error("broken release");');
    const broken = await app.inject({ url: '/schedule', headers: HTML });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toMatch(/<div id=root><\/div>/);
    expect(broken.body).toContain('href="/mf/public/remoteEntry.js"'); // the page's hints, as before
    expect(broken.body).not.toContain(PAGE_STATE_ELEMENT_ID);
    writeFileSync(file, built);
    const fixed = await app.inject({ url: '/schedule', headers: HTML });
    expect(rootOf(fixed.body)).toContain('<article');
  });
});

describe.each(ENGINES)('a new league, rendered on the server (%s)', (engine) => {
  let testApp: TestApp;
  const site = copyBuiltSite();

  beforeAll(async () => {
    testApp = await startTestApp({ engine, site }); // no seed: the league has written nothing yet
  });
  afterAll(() => testApp.close());

  it('welcomes visitors on Home, without a failure or an empty section', async () => {
    const page = await testApp.app.inject({ url: '/', headers: HTML });
    const root = rootOf(page.body);
    expect(stateOf(page.body).page.module).toBe('Home');
    expect(text(root)).toContain('Bienvenue\u202f!');
    expect(text(root)).toContain('Aucun match n’est encore au calendrier.');
    expect(root).not.toContain('role="alert"');
    expect(text(root)).not.toMatch(/Prochains matchs|Derniers résultats|Nos commanditaires/);
  });

  it('says in French that each public page is empty', async () => {
    const empty: Array<[string, string]> = [
      ['/fields', 'Aucun terrain pour cette saison.'],
      ['/freeagents', 'Aucun joueur autonome pour le moment.'],
      ['/teams', 'Aucune équipe inscrite pour cette saison.'],
      ['/sponsors', 'Aucun commanditaire pour le moment.'],
      ['/resources/reglements', 'Page introuvable'],
    ];
    for (const [url, sentence] of empty) {
      const root = text(rootOf((await testApp.app.inject({ url, headers: HTML })).body));
      expect({ url, says: root.includes(sentence) }).toEqual({ url, says: true });
    }
  });
});

describe('a failing server rendering', () => {
  it('is logged once, and the page is left to the browser', async () => {
    const site = copyBuiltSite();
    try {
      const { webRoots, remoteUrls } = site.config;
      writeFileSync(
        serverBuildFile(webRoots.remotes.public),
        'exports.pages = { Ranking: () => { throw new Error("page broken"); } };',
      );
      const log = jest.fn();
      // every read answers empty lists
      const empty = {
        teams: [],
        schedule: [],
        sponsors: [],
        provisional: false,
        groups: [],
        resources: [],
        archives: [],
      };
      const render = createPageRender({ roots: webRoots, remoteUrls, readJson: () => Promise.resolve(empty), log });
      const config = { cfg: { uic: {}, pjc: { version: '', remotes: remoteUrls, remoteTimeoutMs: 1 } } };
      const url = new URL('http://localhost/ranking');
      expect(await render.render(url, config as never)).toBeNull();
      expect(await render.render(url, config as never)).toBeNull();
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('page broken'), expect.anything());
      // a page it does not render, or one with a query, is not tried
      expect(await render.render(new URL('http://localhost/admin'), config as never)).toBeNull();
      expect(render.stamp(new URL('http://localhost/ranking?saison=2024'))).toBe('');
    } finally {
      site.cleanup();
    }
  });
});
