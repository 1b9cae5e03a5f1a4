import { setupChecklistSchema, type SetupStepKey } from '@league/shared/schemas';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSession } from '../accounts/sessions';
import { DEMO_USER_IDS } from '../seed/demo-accounts';
import { DEMO_SETTINGS } from '../seed/settings';
import { SAME_ORIGIN } from '../test-support/accounts';
import { startDemoApp } from '../test-support/demo-app';
import { ENGINES } from '../test-support/databases';
import { pngImage } from '../test-support/images';
import { multipartBody } from '../test-support/multipart';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { insertUser } from '../test-support/users';
import { makeTestSite } from '../test-support/web-roots';
import { SHIPPED_LOGO_NAME, SHIPPED_LOGO_SHA256 } from './league-logo';

const SHIPPED_IMAGES = join(__dirname, '..', '..', 'assets', 'home');
const HOUR = 60 * 60 * 1000;

describe.each(ENGINES)('a new league’s checklist on %s', (engine) => {
  let testApp: TestApp;
  let imagesDir: string;
  const cookies: Record<'admin' | 'member', string> = { admin: '', member: '' };

  beforeAll(async () => {
    const site = makeTestSite();
    // the server's images as shipped: the logo that draws « Ligue de balle »
    imagesDir = join(site.config.dataDir, '..', 'images');
    mkdirSync(imagesDir, { recursive: true });
    copyFileSync(join(SHIPPED_IMAGES, 'logo_text.png'), join(imagesDir, 'logo_text.png'));
    site.config.homeImagesDir = imagesDir;
    testApp = await startTestApp({ engine, site }); // no seed: the league has nothing yet
    await insertUser(testApp.db, 'chef', 'admin');
    await insertUser(testApp.db, 'membre', 'basic');
    cookies.admin = `league_session=${await openSession(testApp.db, 'chef', HOUR)}`;
    cookies.member = `league_session=${await openSession(testApp.db, 'membre', HOUR)}`;
  });
  afterAll(() => testApp.close());

  const send = (method: 'POST' | 'PUT', url: string, body: { payload: object; headers?: object }) =>
    testApp.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...SAME_ORIGIN, cookie: cookies.admin, ...body.headers },
    });
  const checklist = async () => {
    const answer = await testApp.app.inject({ url: '/api/setup/checklist', headers: { cookie: cookies.admin } });
    expect(answer.statusCode).toBe(200);
    return setupChecklistSchema.parse(answer.json()).items;
  };
  const done = async () =>
    Object.fromEntries((await checklist()).map((item) => [item.key, item.done])) as Record<SetupStepKey, boolean>;
  const addTeam = async (name: string) =>
    expect((await send('PUT', '/api/teams/add', await multipartBody({ name, division: 'A' }))).statusCode).toBe(200);

  it('lists every step undone, in order, each with its French label and the admin tab that does it', async () => {
    expect((await checklist()).map(({ key, label, href, done }) => [key, label, href, done])).toEqual([
      ['leagueName', 'Le nom de la ligue', '/admin/parametres', false],
      ['logo', 'Le logo de la ligue', '/admin/parametres', false],
      ['homeTexts', 'Les textes de la page d’accueil', '/admin/documents', false],
      ['fields', 'Les terrains', '/admin/terrains', false],
      ['teams', 'Les équipes (deux au moins)', '/admin/equipes', false],
      ['schedule', 'Le calendrier de la saison', '/admin/calendrier', false],
    ]);
    // volunteers set the logo in the admin area: the hint names no server setting
    expect((await checklist()).find((item) => item.key === 'logo')?.hint).not.toMatch(/HOME_IMAGES_DIR|serveur/);
  });

  it('refuses visitors (401) and members (403)', async () => {
    const asVisitor = await testApp.app.inject({ url: '/api/setup/checklist' });
    const asMember = await testApp.app.inject({ url: '/api/setup/checklist', headers: { cookie: cookies.member } });
    expect([asVisitor.statusCode, asMember.statusCode]).toEqual([401, 403]);
    expect(asMember.json().error).toMatch(/administrat/i);
  });

  it('ticks the league’s name once it is not the default any more', async () => {
    expect((await send('PUT', '/api/settings', { payload: { leagueName: 'Ligue du Plateau' } })).statusCode).toBe(200);
    expect(await done()).toMatchObject({ leagueName: true, logo: false });
  });

  it('ticks the logo once the server holds the league’s own, or the shipped one draws the league’s name', async () => {
    writeFileSync(join(imagesDir, 'logo_text.png'), Buffer.from('une autre image'));
    expect((await done()).logo).toBe(true);
    copyFileSync(join(SHIPPED_IMAGES, 'logo_text.png'), join(imagesDir, 'logo_text.png'));
    expect((await done()).logo).toBe(false);
    await send('PUT', '/api/settings', { payload: { leagueName: SHIPPED_LOGO_NAME } });
    expect((await done()).logo).toBe(true);
  });

  it('ticks the logo once an administrator uploads one, and unticks it when the original comes back', async () => {
    await send('PUT', '/api/settings', { payload: { leagueName: 'Ligue du Plateau' } });
    expect((await done()).logo).toBe(false);
    const logo = await multipartBody({ logo: { name: 'logo.png', bytes: await pngImage(400, 100) } });
    expect((await send('POST', '/api/settings/logo', logo)).statusCode).toBe(200);
    expect((await done()).logo).toBe(true);
    const restored = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/settings/logo',
      headers: { ...SAME_ORIGIN, cookie: cookies.admin },
    });
    expect(restored.statusCode).toBe(200);
    expect((await done()).logo).toBe(false);
    await send('PUT', '/api/settings', { payload: { leagueName: SHIPPED_LOGO_NAME } });
  });

  it('ticks Home’s texts once a description holds text, not an empty paragraph', async () => {
    // a new league has no home text rows for the API to edit yet: they are written as the demo seed writes them
    const row = { kind: 'home' as const, title: 'En bref', updated_at: new Date().toISOString() };
    await testApp.db
      .insertInto('resources')
      .values({ ...row, key: 'league_descr_short', content_html: '<p> &nbsp;</p>' })
      .execute();
    expect((await done()).homeTexts).toBe(false);
    await testApp.db
      .insertInto('resources')
      .values({ ...row, key: 'league_join', content_html: '<p>Écrivez-nous</p>' })
      .execute();
    expect((await done()).homeTexts).toBe(false);
    await send('POST', '/api/resources/home/league_descr_short', { payload: { data: '<p>Balle mixte.</p>' } });
    expect((await done()).homeTexts).toBe(true);
  });

  it('ticks the fields from one, the teams from two and the schedule from one match', async () => {
    expect((await send('POST', '/api/fields/add', { payload: { name: 'Parc Jarry' } })).statusCode).toBe(200);
    expect(await done()).toMatchObject({ fields: true, teams: false, schedule: false });
    await addTeam('Les Lions');
    expect((await done()).teams).toBe(false);
    await addTeam('Les Hiboux');
    expect(await done()).toMatchObject({ teams: true, schedule: false });
    const match = { date: '2027-06-01T19:00:00-04:00', field: 'Parc Jarry', homeTeam: 'Les Lions' };
    const added = await send('POST', '/api/schedule/add', { payload: { ...match, awayTeam: 'Les Hiboux' } });
    expect(added.statusCode).toBe(200);
    expect(Object.values(await done())).toEqual([true, true, true, true, true, true]);
  });
});

describe('the demo league’s checklist', () => {
  it('is all done: the demo league is ready to play', async () => {
    const demo = await startDemoApp('sqlite');
    try {
      const login = await openSession(demo.db, DEMO_USER_IDS.admin, HOUR);
      const answer = await demo.app.inject({
        url: '/api/setup/checklist',
        headers: { cookie: `league_session=${login}` },
      });
      expect(setupChecklistSchema.parse(answer.json()).items.filter((item) => !item.done)).toEqual([]);
    } finally {
      await demo.close();
    }
  });

  it('knows the shipped logo by its bytes and the name it draws', () => {
    const bytes = readFileSync(join(SHIPPED_IMAGES, 'logo_text.png'));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(SHIPPED_LOGO_SHA256);
    expect(SHIPPED_LOGO_NAME).toBe(DEMO_SETTINGS.leagueName);
  });
});
