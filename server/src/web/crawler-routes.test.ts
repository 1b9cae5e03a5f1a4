import { PAGE_LIST, paths, RULES_DOCUMENT_KEY } from '@league/shared';
import type { Field, SeriesMatch, Team } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
// saxes: a strict XML 1.0 parser with namespaces (it refuses what is not well-formed), there through jsdom
import { SaxesParser } from 'saxes';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { startDemoApp } from '../test-support/demo-app';
import { ENGINES } from '../test-support/databases';
import type { TestApp } from '../test-support/test-app';
import { SITEMAP_MAX_URLS, SITEMAP_NAMESPACE } from './sitemap';

const SITE = 'https://ligue.example';
/** A team name with what XML must escape, and what an address keeps as written (the apostrophe). */
const TRICKY_TEAM = `L'Équipe & <Cie>`;
/** The W3C date-time profile sitemaps.org asks `lastmod` to follow (a date, or a time with its zone). */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/**
 * The rules of the sitemaps.org 0.9 schema, checked on the parsed document: a `urlset` root in its namespace; `url`
 * elements only, at most 50,000; in each, one `loc` first, then optional `lastmod`, `changefreq`, `priority` in that
 * order; `loc` an absolute http(s) URL of 12 to 2,048 characters; `lastmod` a W3C date-time; no stray text.
 */
function readSitemap(xml: string): { urls: SitemapUrl[]; problems: string[] } {
  const problems: string[] = [];
  const urls: SitemapUrl[] = [];
  const order = ['loc', 'lastmod', 'changefreq', 'priority'];
  const stack: string[] = [];
  let url: (SitemapUrl & { seen: string[] }) | undefined;
  let text = '';
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => problems.push(`not well-formed: ${error.message}`));
  parser.on('opentag', (node) => {
    const path = [...stack, node.local].join('/');
    if (node.uri !== SITEMAP_NAMESPACE) problems.push(`${path}: namespace ${node.uri}`);
    if (stack.length === 0 && node.local !== 'urlset') problems.push(`root ${node.local}`);
    if (stack.length === 1) {
      if (node.local === 'url') url = { loc: '', seen: [] };
      else problems.push(`urlset holds ${node.local}`);
    }
    if (stack.length === 2 && url) {
      const position = order.indexOf(node.local);
      const previous = Math.max(-1, ...url.seen.map((name) => order.indexOf(name)));
      if (position <= previous) problems.push(`${path} out of place (after ${url.seen.join(', ')})`);
      url.seen.push(node.local);
    }
    if (stack.length > 2) problems.push(`${path}: too deep`);
    stack.push(node.local);
    text = '';
  });
  parser.on('text', (value) => {
    if (stack.length < 3 && value.trim() !== '') problems.push(`text in ${stack.join('/')}: ${value.trim()}`);
    text += value;
  });
  parser.on('closetag', (node) => {
    stack.pop();
    if (stack.length === 2 && url) {
      if (node.local === 'loc') url.loc = text;
      if (node.local === 'lastmod') url.lastmod = text;
    }
    if (stack.length === 1 && url) {
      if (url.seen[0] !== 'loc') problems.push(`a url without loc first: ${url.seen.join(', ')}`);
      urls.push(url.lastmod === undefined ? { loc: url.loc } : { loc: url.loc, lastmod: url.lastmod });
      url = undefined;
    }
  });
  parser.write(xml).close();
  if (urls.length === 0 || urls.length > SITEMAP_MAX_URLS) problems.push(`${urls.length} urls`);
  for (const { loc, lastmod } of urls) {
    if (!/^https?:\/\/[^/]+\//.test(loc) || loc.length < 12 || loc.length > 2048) problems.push(`loc ${loc}`);
    if (lastmod !== undefined && !W3C_DATETIME.test(lastmod)) problems.push(`lastmod ${lastmod}`);
  }
  const locs = urls.map(({ loc }) => loc);
  if (new Set(locs).size !== locs.length) problems.push('a loc listed twice');
  return { urls, problems };
}

describe('the structural check of a sitemap', () => {
  it('refuses what the sitemap schema refuses', () => {
    const wrap = (body: string) => `<?xml version="1.0"?><urlset xmlns="${SITEMAP_NAMESPACE}">${body}</urlset>`;
    expect(readSitemap(wrap(`<url><loc>${SITE}/teams</loc><lastmod>2026-07-01</lastmod></url>`)).problems).toEqual([]);
    for (const broken of [
      wrap(`<url><loc>${SITE}/teams/A&B</loc></url>`), // an unescaped ampersand
      wrap(`<url><lastmod>2026-07-01</lastmod><loc>${SITE}/</loc></url>`),
      wrap(`<url><loc>/teams</loc></url>`),
      wrap(`<url><loc>${SITE}/${'x'.repeat(2048)}</loc></url>`),
      wrap(`<url><loc>${SITE}/</loc><lastmod>1er juillet</lastmod></url>`),
      wrap(`<page><loc>${SITE}/</loc></page>`),
      wrap(`<url><loc>${SITE}/</loc></url><url><loc>${SITE}/</loc></url>`),
      `<urlset><url><loc>${SITE}/</loc></url></urlset>`,
    ])
      expect({ broken, problems: readSitemap(broken).problems.length > 0 }).toEqual({ broken, problems: true });
  });
});

describe.each(ENGINES)('robots.txt and the sitemap (%s)', (engine) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    testApp = await startDemoApp(engine, { PUBLIC_URL: `${SITE}/` });
    app = testApp.app;
    const team = await testApp.db
      .selectFrom('teams')
      .select('id')
      .where('season', '=', CURRENT_SEASON_KEY)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    await testApp.db.updateTable('teams').set({ name: TRICKY_TEAM }).where('id', '=', team.id).execute();
    admin = await loginAs(app, 'admin');
  });
  afterAll(() => testApp.close());

  const sitemap = async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const read = readSitemap(response.body);
    expect(read.problems).toEqual([]);
    return { ...read, etag: String(response.headers.etag) };
  };

  it('asks crawlers to leave the administration, the account and the API alone, and says where the map is', async () => {
    const response = await app.inject({ url: '/robots.txt', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const disallowed = lines.flatMap((line) => (line.startsWith('Disallow: ') ? [line.slice(10)] : []));
    expect(disallowed).toEqual(expect.arrayContaining(['/admin', '/api', '/myaccount/login', '/timeslots']));
    // as a crawler reads it: a path is disallowed when it starts with a Disallow line's path
    const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
    const privatePages = PAGE_LIST.filter((page) => !page.serverReads).map((page) => page.path.replace(/:\w+/, 'x'));
    expect(privatePages.filter((path) => !blocked(path))).toEqual([]);
    for (const path of ['/api/teams', '/api/myaccount/info', '/admin/users', '/myaccount/preferences', '/config'])
      expect({ path, blocked: blocked(path) }).toEqual({ path, blocked: true });
    const { urls } = await sitemap();
    const listed = urls.map(({ loc }) => loc.slice(SITE.length));
    expect(listed.filter(blocked)).toEqual([]);
    for (const path of ['/media/abc', '/images/home/logo_text.png', '/sitemap.xml'])
      expect({ path, blocked: blocked(path) }).toEqual({ path, blocked: false });
  });

  it('lists the public pages, every team page, the series matches and the information pages', async () => {
    const { urls } = await sitemap();
    const locs = urls.map(({ loc }) => loc);
    const { teams } = (await app.inject({ url: '/api/teams' })).json<{ teams: Team[] }>();
    const { series } = (await app.inject({ url: '/api/series' })).json<{ series: SeriesMatch[] }>();
    const documents = (await app.inject({ url: '/api/resources/general' })).json<{
      resources: Array<{ name: string }>;
    }>().resources;
    expect(teams.map((team) => team.name)).toContain(TRICKY_TEAM);
    expect(series.length).toBeGreaterThan(0);
    const expected = [
      ...['/', '/schedule', '/series', '/ranking', '/teams', '/fields', '/freeagents', '/contact-us', '/sponsors'],
      '/reglements',
      ...teams.map((team) => paths.team(team.name)),
      ...series.map((match) => paths.seriesMatch(match._id)),
      ...documents.filter(({ name }) => name !== RULES_DOCUMENT_KEY).map(({ name }) => paths.resource(name)),
    ].map((path) => `${SITE}${path}`);
    expect([...locs].sort()).toEqual([...expected].sort());
    // the team's address as the site writes it: its apostrophe escaped in the XML, read back as written
    expect(locs).toContain(`${SITE}/teams/L'%C3%89quipe%20%26%20%3CCie%3E`);
    // every address the map lists answers its page
    for (const loc of locs.slice(0, 12))
      expect({ loc, status: (await app.inject({ url: loc.slice(SITE.length) })).statusCode }).toEqual({
        loc,
        status: 200,
      });
  });

  it("dates each address by the data: an information page by its text's change, the others by the last write", async () => {
    const { fields } = (await app.inject({ url: '/api/fields' })).json<{ fields: Field[] }>();
    const field = fields[0] as Field;
    const before = await sitemap();
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/fields/edit/${field._id}`,
      headers: { ...SAME_ORIGIN, cookie: admin },
      payload: { name: `${field.name} (rénové)`, type: field.type, address: field.address },
    });
    expect(edit.statusCode).toBe(200);
    const { at } = await testApp.db.selectFrom('logs').select('at').orderBy('at', 'desc').executeTakeFirstOrThrow();
    const documents = await testApp.db
      .selectFrom('resources')
      .select(['key', 'updated_at'])
      .where('kind', '=', 'general')
      .execute();
    const { urls, etag } = await sitemap();
    expect(etag).not.toBe(before.etag);
    for (const { loc, lastmod } of urls) {
      const document = documents.find(
        ({ key }) =>
          loc === `${SITE}${paths.resource(key)}` || (key === RULES_DOCUMENT_KEY && loc === `${SITE}/reglements`),
      );
      expect({ loc, lastmod }).toEqual({ loc, lastmod: document ? document.updated_at : at });
    }
    // unchanged data: the same map, 304 to a crawler that holds it
    const again = await app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});
