import { PAGE_LIST, paths, RULES_DOCUMENT_KEY } from '@league/shared';
import type { Field, SeriesMatch, Team } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
// saxes: a strict XML 1.0 parser with namespaces, to read back what the schema has validated
import { SaxesParser } from 'saxes';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { startDemoApp } from '../test-support/demo-app';
import { ENGINES } from '../test-support/databases';
import { sitemapSchemaErrors, sitemapsSchemaErrors } from '../test-support/sitemap-schema';
import type { TestApp } from '../test-support/test-app';
import { SITEMAP_MAX_URLS, SITEMAP_NAMESPACE } from './sitemap';

const SITE = 'https://ligue.example';
/** A team name with what XML must escape, and what an address keeps as written (the apostrophe). */
const TRICKY_TEAM = `L'Équipe & <Cie>`;
/** The W3C date-time profile sitemaps.org asks `lastmod` to follow: xsd:dateTime also takes a time without zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/**
 * What the sitemaps.org 0.9 schema leaves open, on a document it has validated (well-formed, `urlset` in its
 * namespace, `url` elements only, in each `loc` first then `lastmod`, `changefreq`, `priority`, `loc` of 12 to 2,048
 * characters, `lastmod` a real date or date-time): at most 50,000 addresses, each a well-formed absolute address on
 * the site (PUBLIC_URL) listed once, a `lastmod` with a time that carries its zone. Read back with saxes.
 */
function readValidSitemap(xml: string): { urls: SitemapUrl[]; problems: string[] } {
  const urls: SitemapUrl[] = [];
  let url: SitemapUrl | undefined;
  let text = '';
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (node) => {
    if (node.uri === SITEMAP_NAMESPACE && node.local === 'url') url = { loc: '' };
    text = '';
  });
  parser.on('text', (value) => {
    text += value;
  });
  parser.on('closetag', (node) => {
    if (!url || node.uri !== SITEMAP_NAMESPACE) return;
    if (node.local === 'loc') url.loc = text;
    if (node.local === 'lastmod') url.lastmod = text;
    if (node.local === 'url') {
      urls.push(url);
      url = undefined;
    }
  });
  parser.write(xml).close();
  const problems: string[] = [];
  if (urls.length > SITEMAP_MAX_URLS) problems.push(`${urls.length} urls`);
  for (const { loc, lastmod } of urls) {
    if (!loc.startsWith(`${SITE}/`) || !URL.canParse(loc) || new URL(loc).href !== loc) problems.push(`loc ${loc}`);
    if (lastmod !== undefined && !W3C_DATETIME.test(lastmod)) problems.push(`lastmod ${lastmod}`);
  }
  const locs = urls.map(({ loc }) => loc);
  if (new Set(locs).size !== locs.length) problems.push('a loc listed twice');
  return { urls, problems };
}

/** A served sitemap checked as a search engine takes it: validated by libxml2 against the schema, then the rest. */
async function readSitemap(xml: string): Promise<{ urls: SitemapUrl[]; problems: string[] }> {
  const schemaErrors = await sitemapSchemaErrors(xml);
  return schemaErrors.length > 0 ? { urls: [], problems: schemaErrors } : readValidSitemap(xml);
}

describe('the check of a sitemap', () => {
  const wrap = (body: string) => `<?xml version="1.0"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${body}\n</urlset>`;
  const element = (name: string) => `Element '{${SITEMAP_NAMESPACE}}${name}'`;

  it('validates against the sitemaps.org schema, and fails with what libxml2 says', async () => {
    const valid = wrap(
      `<url><loc>${SITE}/teams</loc><lastmod>2026-07-01T19:42:00.123Z</lastmod>` +
        `<changefreq>daily</changefreq><priority>0.8</priority></url>`,
    );
    const broken: Array<[string, string]> = [
      [`<url><lastmod>2026-07-01</lastmod></url>`, `${element('lastmod')}: This element is not expected`],
      [`<url></url>`, `${element('url')}: Missing child element(s). Expected is ( {${SITEMAP_NAMESPACE}}loc )`],
      [`<url><loc>${SITE}/</loc><lastmod>1er juillet</lastmod></url>`, `'1er juillet' is not a valid value`],
      [`<url><loc>${SITE}/</loc><lastmod>2026-02-30</lastmod></url>`, `'2026-02-30' is not a valid value`],
      [`<url><loc>${SITE}/teams/A&B</loc></url>`, `:3: parser error : EntityRef: expecting ';'`],
      [`<url><loc>/teams</loc></url>`, `[facet 'minLength']`],
      [`<url><loc>${SITE}/${'x'.repeat(2048)}</loc></url>`, `[facet 'maxLength']`],
      [`<url><loc>${SITE}/</loc><changefreq>souvent</changefreq></url>`, `[facet 'enumeration'] The value 'souvent'`],
      [`<url><loc>${SITE}/</loc><priority>1.5</priority></url>`, `[facet 'maxInclusive'] The value '1.5'`],
      [
        `<url><loc>${SITE}/</loc><changefreq>daily</changefreq><lastmod>2026-07-01</lastmod></url>`,
        `${element('lastmod')}: This element is not expected`,
      ],
      [`<page><loc>${SITE}/</loc></page>`, `${element('page')}: This element is not expected`],
      [`Équipes<url><loc>${SITE}/</loc></url>`, `Character content other than whitespace is not allowed`],
      [``, `${element('urlset')}: Missing child element(s)`],
    ];
    const outOfNamespace = `<urlset><url><loc>${SITE}/</loc></url></urlset>`;
    const [validErrors, outOfNamespaceErrors, ...errors] = await sitemapsSchemaErrors([
      valid,
      outOfNamespace,
      ...broken.map(([body]) => wrap(body)),
    ]);
    expect(validErrors).toEqual([]);
    expect(outOfNamespaceErrors).toEqual([
      expect.stringContaining(`Element 'urlset': No matching global declaration available for the validation root`),
    ]);
    broken.forEach(([body, message], index) =>
      expect({ body, errors: errors[index] }).toEqual({
        body,
        errors: expect.arrayContaining([expect.stringContaining(message)]),
      }),
    );
  });

  it('also refuses what the schema leaves open', async () => {
    const valid = wrap(`<url><loc>${SITE}/teams/L'%C3%89quipe</loc><lastmod>2026-07-01</lastmod></url>`);
    expect(await readSitemap(valid)).toEqual({
      urls: [{ loc: `${SITE}/teams/L'%C3%89quipe`, lastmod: '2026-07-01' }],
      problems: [],
    });
    const broken = [
      [`<url><loc>/teams/Les%20Castors</loc></url>`, 'loc /teams/Les%20Castors'],
      [`<url><loc>https://autre.example/teams</loc></url>`, 'loc https://autre.example/teams'],
      [`<url><loc>${SITE}/teams/Les Castors</loc></url>`, `loc ${SITE}/teams/Les Castors`],
      [`<url><loc>${SITE}/</loc><lastmod>2026-07-01T19:42:00</lastmod></url>`, 'lastmod 2026-07-01T19:42:00'],
      [`<url><loc>${SITE}/</loc></url><url><loc>${SITE}/</loc></url>`, 'a loc listed twice'],
    ] as const;
    const schemaErrors = await sitemapsSchemaErrors(broken.map(([body]) => wrap(body)));
    broken.forEach(([body, problem], index) =>
      expect({ body, schema: schemaErrors[index], problems: readValidSitemap(wrap(body)).problems }).toEqual({
        body,
        schema: [],
        problems: [problem],
      }),
    );
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
    const read = await readSitemap(response.body);
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
