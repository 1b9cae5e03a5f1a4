import { NNBSP, PAGES, paths, RULES_DOCUMENT_KEY, type PageEntry } from '@league/shared';
import type { Match, SeriesMatch, Team } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { bumpDataVersion } from '../league/data-version-repository';
import { seedDemoLeague } from '../seed/demo-league';
import { DEMO_PASSWORD_FOR_TESTS } from '../test-support/demo-app';
import { ENGINES } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { makeTestSite } from '../test-support/web-roots';

// What a public page's address answers to programs, crawlers and the link previews of chat apps: its HTML with its
// description, canonical address and Open Graph tags, unless the request prefers JSON.

const SITE = 'https://ligue.example';
const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Ligue</title>' +
  '<script defer src=/main.1a2b3c4d.js></script></head><body><div id=root></div></body></html>';
/** A team whose name an HTML head must escape: quotes, an ampersand, a tag. */
const TRICKY_TEAM = `L'Équipe "A&B" <Cie>`;
const LEAGUE = `Ligue «${NNBSP}Les Amis${NNBSP}» & Cie`;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The tags a link preview reads in the page's head, decoded. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, name, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g))
    tags[name as string] = decode(content as string);
  return {
    head,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    canonical: decode(/<link rel="canonical" href="([^"]*)">/.exec(head)?.[1] ?? ''),
    tags,
  };
}

describe.each(ENGINES)('the public pages for programs and link previews (%s)', (engine) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let teams: Team[];
  let series: SeriesMatch[];
  let resourceName: string;

  beforeAll(async () => {
    const site = makeTestSite({ PUBLIC_URL: `${SITE}/` });
    writeFileSync(join(site.config.webRoots.shell, 'index.html'), TEMPLATE);
    testApp = await startTestApp({
      engine,
      site,
      prepare: async (db) => {
        const password = DEMO_PASSWORD_FOR_TESTS;
        // the season around today: the next matches and the last scores are there to describe
        await seedDemoLeague(db, {
          now: new Date(),
          passwords: { dev: password, admin: password, captain: password, member: password },
        });
        const first = await db
          .selectFrom('teams')
          .select('id')
          .where('season', '=', CURRENT_SEASON_KEY)
          .orderBy('name')
          .executeTakeFirstOrThrow();
        await db.updateTable('teams').set({ name: TRICKY_TEAM }).where('id', '=', first.id).execute();
        await db
          .updateTable('settings')
          .set({ value: JSON.stringify(LEAGUE) })
          .where('key', '=', 'leagueName')
          .execute();
      },
    });
    app = testApp.app;
    teams = (await app.inject({ url: '/api/teams' })).json<{ teams: Team[] }>().teams;
    series = (await app.inject({ url: '/api/series' })).json<{ series: SeriesMatch[] }>().series;
    const documents = (await app.inject({ url: '/api/resources/general' })).json<{
      resources: Array<{ name: string }>;
    }>().resources;
    resourceName = documents.find((document) => document.name !== RULES_DOCUMENT_KEY)?.name ?? '';
  });
  afterAll(() => testApp.close());

  /** Every public page of the PAGES table at an address of this league. */
  function publicAddresses(): Array<[string, PageEntry]> {
    const addressOf = (page: PageEntry) => {
      if (page.path === PAGES.team.path) return paths.team(TRICKY_TEAM);
      if (page.path === PAGES.seriesMatch.path) return paths.seriesMatch(series[0]?._id ?? '');
      if (page.path === PAGES.resource.path) return paths.resource(resourceName);
      return page.path;
    };
    return Object.values(PAGES as Record<string, PageEntry>)
      .filter((page) => page.serverReads)
      .map((page) => [addressOf(page), page]);
  }

  it('has a series match and an information page to show', () => {
    expect(series.length).toBeGreaterThan(0);
    expect(resourceName).not.toBe('');
    expect(publicAddresses().length).toBeGreaterThanOrEqual(13);
  });

  it.each([
    ['Accept: */*', { accept: '*/*' }],
    ['no Accept header', {}],
    [
      'a chat app’s link preview',
      { accept: '*/*', 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    ],
  ])(
    'answers every public page with its HTML, title, description and Open Graph tags (%s)',
    async (_label, headers) => {
      for (const [url, page] of publicAddresses()) {
        const response = await app.inject({ url, headers });
        const context = `${url} → ${response.statusCode}`;
        expect({ context, status: response.statusCode }).toEqual({ context, status: 200 });
        expect({ context, type: response.headers['content-type'] }).toEqual({
          context,
          type: 'text/html; charset=utf-8',
        });
        const { title, canonical, tags } = headOf(response.body);
        expect({ context, title }).toEqual({
          context,
          title: expect.stringMatching(/ · Ligue «\u202fLes Amis\u202f» & Cie$/),
        });
        expect({ context, ogTitle: tags['og:title'] }).toEqual({ context, ogTitle: title });
        if (!page.titleParam && page.path !== PAGES.seriesMatch.path)
          expect({ context, title }).toEqual({ context, title: `${page.title} · ${LEAGUE}` });
        expect({ context, description: tags.description?.length }).toEqual({
          context,
          description: expect.any(Number),
        });
        expect(tags.description?.length).toBeGreaterThan(20);
        expect(tags.description?.length).toBeLessThanOrEqual(300);
        expect({ context, same: tags['og:description'] }).toEqual({ context, same: tags.description });
        expect({ context, canonical }).toEqual({ context, canonical: `${SITE}${url === '/' ? '/' : url}` });
        expect({ context, url: tags['og:url'] }).toEqual({ context, url: canonical });
        expect({ context, image: tags['og:image'] }).toEqual({
          context,
          image: expect.stringMatching(/^https:\/\/ligue\.example\/(images|media)\//),
        });
        expect(tags).toMatchObject({
          'og:type': 'website',
          'og:locale': 'fr_CA',
          'og:site_name': LEAGUE,
          'twitter:card': 'summary',
        });
        // nothing the data holds reaches the head unescaped
        expect({ context, raw: /<Cie>|"A&B"/.test(headOf(response.body).head) }).toEqual({ context, raw: false });
      }
    },
  );

  it('keeps answering a program that prefers JSON with 404 in the JSON error shape', async () => {
    for (const accept of [
      'application/json',
      'application/json, text/plain, */*',
      'text/html;q=0.5, application/json',
    ]) {
      const response = await app.inject({ url: '/ranking', headers: { accept } });
      expect({ accept, status: response.statusCode }).toEqual({ accept, status: 404 });
      expect(response.json()).toEqual({ success: false, error: expect.stringContaining('/ranking') });
      expect(response.headers.vary).toMatch(/accept/i);
    }
    const page = await app.inject({ url: '/ranking', headers: { accept: 'text/html, application/json;q=0.9' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers.vary).toMatch(/^accept, accept-encoding$/i);
  });

  it('still answers an address that is no page with 404, and a browser with the site (its own « introuvable »)', async () => {
    const program = await app.inject({ url: '/pas-une-page', headers: { accept: '*/*' } });
    expect(program.statusCode).toBe(404);
    expect((await app.inject({ url: '/pas-une-page' })).statusCode).toBe(404);
    const browser = await app.inject({ url: '/pas-une-page', headers: { accept: 'text/html' } });
    expect(browser.statusCode).toBe(200);
    expect(headOf(browser.body).tags.description).toBeUndefined(); // no page of its own to describe
    const admin = headOf((await app.inject({ url: '/admin/users', headers: { accept: 'text/html' } })).body);
    expect(admin.canonical).toBe('');
  });

  it("describes a team's page with its next match and its last score, and shows its logo", async () => {
    const team = teams.find((candidate) => candidate.name === TRICKY_TEAM) as Team;
    const page = headOf((await app.inject({ url: paths.team(TRICKY_TEAM), headers: { accept: '*/*' } })).body);
    expect(page.title).toBe(`${TRICKY_TEAM} · ${LEAGUE}`);
    expect(page.tags['og:image']).toBe(`${SITE}${team.logo}`);
    expect(page.tags['og:image:alt']).toBe(`Logo de l’Équipe "A&B" <Cie>`); // its article, as French contracts it
    const { schedule } = (await app.inject({ url: `/api/schedule?team=${encodeURIComponent(TRICKY_TEAM)}` })).json<{
      schedule: Match[];
    }>();
    const next = schedule.find((match) => match.status === 'scheduled' && Date.parse(match.date) >= Date.now());
    const last = schedule.filter((match) => match.status === 'played' && match.result).at(-1);
    expect(next && last).toBeTruthy(); // a season around today has both
    const opponent = (match: Match) => (match.homeTeam === TRICKY_TEAM ? match.awayTeam : match.homeTeam);
    const description = page.tags.description ?? '';
    expect(description).toContain(`Prochain match\u202f: `);
    expect(description).toContain(`contre ${opponent(next as Match)}, ${(next as Match).field}.`);
    const played = last as Match;
    const ours = played.homeTeam === TRICKY_TEAM ? played.result?.home : played.result?.away;
    const theirs = played.homeTeam === TRICKY_TEAM ? played.result?.away : played.result?.home;
    expect(description).toMatch(
      new RegExp(`Dernier match\u202f: (victoire|défaite|match nul) ${ours} à ${theirs} contre `),
    );
  });

  it('describes the standings by the leader of each group', async () => {
    const { groups } = (await app.inject({ url: '/api/ranking/season' })).json<{
      groups: Array<{ rows: Array<{ team: string; games: number }> }>;
    }>();
    const description = headOf((await app.inject({ url: '/ranking' })).body).tags.description ?? '';
    expect(description).toMatch(/^En tête\u202f: Division /);
    const leaders = groups.flatMap((group) => (group.rows[0]?.games ? [group.rows[0].team] : []));
    expect(leaders.length).toBeGreaterThan(1);
    // every leader, as far as the description goes before it is cut
    const shown = description.endsWith('…') ? leaders.slice(0, -1) : leaders;
    for (const leader of shown) expect(description).toContain(`, ${leader} (`);
  });

  it('describes a series match by its date, field and score, and the schedule by the next matches', async () => {
    const match = series[0] as SeriesMatch;
    const page = headOf((await app.inject({ url: paths.seriesMatch(match._id) })).body);
    expect(page.title).toMatch(/ contre .* · /);
    const description = page.tags.description ?? '';
    expect(description.startsWith(`${match.pool}, `)).toBe(true);
    expect(description).toContain(match.field);
    expect(description).toMatch(/\d{4} à \d{1,2}\sh\s\d{2}/);
    expect(description).toMatch(/Pointage final\u202f: .+ \d+, .+ \d+\.$|À jouer\.$|en attente d’approbation\.$/);
    const unknown = headOf((await app.inject({ url: paths.seriesMatch('inconnu') })).body);
    expect(unknown.tags.description).toBe('Aucun match de série ne porte cet identifiant cette saison.');

    const schedule = headOf((await app.inject({ url: '/schedule' })).body).tags.description ?? '';
    expect(schedule).toMatch(/^Prochains matchs\u202f: \S+\s\d{1,2}\s\S+, \d{1,2}\sh\s\d{2}, .+ contre .+ \(/);
  });

  it("describes Home by the league's short description, as text", async () => {
    const short = (await app.inject({ url: '/api/resources/home/league_descr_short' })).json<{ content: string }>();
    const description = headOf((await app.inject({ url: '/' })).body).tags.description ?? '';
    expect(short.content).toMatch(/</); // written as HTML
    expect(description).not.toMatch(/[<>]/);
    expect(description.slice(0, 30)).toBe(
      short.content
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 30),
    );
  });

  it('names one canonical address: no trailing slash, no tracking query, the rules at their own page', async () => {
    const canonical = async (url: string) => headOf((await app.inject({ url })).body).canonical;
    expect(await canonical('/ranking/?utm_source=chat')).toBe(`${SITE}/ranking`);
    expect(await canonical(`/resources/${RULES_DOCUMENT_KEY}`)).toBe(`${SITE}/reglements`);
    const archive = await app.inject({ url: '/api/seasons' });
    const season = archive.json<{ archives: Array<{ name: string }> }>().archives[0]?.name ?? '';
    const archived = headOf((await app.inject({ url: `/ranking?saison=${encodeURIComponent(season)}` })).body);
    expect(archived.canonical).toBe(`${SITE}/ranking?${new URLSearchParams({ saison: season })}`);
    expect(archived.tags.description).toContain(`Saison ${season}.`);
  });

  it('is kept with the page until the data changes', async () => {
    const before = headOf((await app.inject({ url: '/fields' })).body).tags.description ?? '';
    expect(before).toMatch(/^\d+ terrains\u202f: /);
    const field = await testApp.db
      .selectFrom('fields')
      .select('id')
      .where('season', '=', CURRENT_SEASON_KEY)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    await testApp.db
      .updateTable('fields')
      .set({ name: `Parc «${NNBSP}Neuf${NNBSP}»` })
      .where('id', '=', field.id)
      .execute();
    expect(headOf((await app.inject({ url: '/fields' })).body).tags.description).toBe(before);
    await bumpDataVersion(testApp.db);
    const after = headOf((await app.inject({ url: '/fields' })).body).tags.description ?? '';
    expect(after).toContain(`Parc «${NNBSP}Neuf${NNBSP}»`);
    expect(after).not.toBe(before);
  });
});
