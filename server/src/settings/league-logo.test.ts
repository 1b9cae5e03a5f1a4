import { backupsResponseSchema, leagueLogoSchema, setupChecklistSchema } from '@league/shared/schemas';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { openSession } from '../accounts/sessions';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { HOSTILE_SVG, pngImage } from '../test-support/images';
import { multipartBody } from '../test-support/multipart';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { insertUser } from '../test-support/users';
import { LEAGUE_LOGO_MESSAGES } from './league-logo-service';

/** The server's own images, tracked in git: the server's default HOME_IMAGES_DIR, which an upload never writes. */
const SHIPPED_IMAGES = join(__dirname, '..', '..', 'assets', 'home');
const HOUR = 60 * 60 * 1000;
const WIDE = 'logo_text.png';
const NARROW = 'logo_text_narrow.png';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Every file of the shipped folder with the hash of its bytes. */
const shippedFolder = () =>
  Object.fromEntries(
    readdirSync(SHIPPED_IMAGES).map((file) => [file, sha256(readFileSync(join(SHIPPED_IMAGES, file)))]),
  );

describe.each(ENGINES)('the league’s logo set by an administrator, on %s', (engine) => {
  let testApp: TestApp;
  const shippedBefore = shippedFolder();
  const shipped = (file: string) => readFileSync(join(SHIPPED_IMAGES, file));
  const cookies = { admin: '', member: '' };

  beforeAll(async () => {
    testApp = await startTestApp({ engine }); // HOME_IMAGES_DIR: the default, server/assets/home
    await insertUser(testApp.db, 'chef', 'admin');
    await insertUser(testApp.db, 'membre', 'basic');
    cookies.admin = `league_session=${await openSession(testApp.db, 'chef', HOUR)}`;
    cookies.member = `league_session=${await openSession(testApp.db, 'membre', HOUR)}`;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const logCount = async () => (await testApp.db.selectFrom('logs').select('id').execute()).length;
  const mediaCount = async () => (await testApp.db.selectFrom('media').select('id').execute()).length;
  const upload = async (file: { name: string; bytes: Uint8Array }, cookie = cookies.admin) => {
    const form = await multipartBody({ logo: file });
    return testApp.app.inject({
      method: 'POST',
      url: '/api/settings/logo',
      payload: form.payload,
      headers: { ...SAME_ORIGIN, cookie, ...form.headers },
    });
  };
  const restore = (cookie = cookies.admin) =>
    testApp.app.inject({ method: 'DELETE', url: '/api/settings/logo', headers: { ...SAME_ORIGIN, cookie } });
  const image = (file: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ url: `/images/home/${file}`, headers });
  const served = async (file: string) => (await image(file)).rawPayload;
  const sizeOf = async (file: string) => {
    const { format, width, height } = await sharp(await served(file)).metadata();
    return { format, width, height };
  };
  const logoStepDone = async () => {
    const answer = await testApp.app.inject({ url: '/api/setup/checklist', headers: { cookie: cookies.admin } });
    return setupChecklistSchema.parse(answer.json()).items.find((item) => item.key === 'logo')?.done;
  };

  it('reads the logo the site serves, with a version in each address, for administrators only', async () => {
    const read = await testApp.app.inject({ url: '/api/settings/logo', headers: { cookie: cookies.admin } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-cache');
    expect(leagueLogoSchema.parse(read.json())).toEqual({
      wide: { url: `/images/home/logo_text.png?v=${sha256(shipped(WIDE)).slice(0, 16)}`, width: 600, height: 120 },
      narrow: { url: expect.stringMatching(/^\/images\/home\/logo_text_narrow\.png\?v=/), width: 240, height: 120 },
      restorable: false,
    });
    const asMember = await testApp.app.inject({ url: '/api/settings/logo', headers: { cookie: cookies.member } });
    expect([(await testApp.app.inject({ url: '/api/settings/logo' })).statusCode, asMember.statusCode]).toEqual([
      401, 403,
    ]);
  });

  it('serves the shipped logo revalidated on each load (ETag, 304), and home1.jpg kept an hour', async () => {
    const wide = await image(WIDE);
    expect(wide.statusCode).toBe(200);
    expect(wide.rawPayload.equals(shipped(WIDE))).toBe(true);
    expect(wide.headers).toMatchObject({
      'cache-control': 'no-cache',
      etag: `"${sha256(shipped(WIDE))}"`,
      'content-type': 'image/png',
    });
    expect((await image(WIDE, { 'if-none-match': `"${sha256(shipped(WIDE))}"` })).statusCode).toBe(304);
    const photo = await image('home1.jpg');
    expect([photo.statusCode, photo.headers['cache-control'], photo.headers.etag]).toEqual([
      200,
      'public, max-age=3600',
      undefined,
    ]);
  });

  it('refuses a member (403) and a visitor (401), and writes nothing', async () => {
    const bytes = await pngImage(600, 150);
    const [logs, media] = [await logCount(), await mediaCount()];
    expect((await upload({ name: 'logo.png', bytes }, cookies.member)).statusCode).toBe(403);
    expect((await upload({ name: 'logo.png', bytes }, '')).statusCode).toBe(401);
    expect((await restore(cookies.member)).statusCode).toBe(403);
    expect((await served(WIDE)).equals(shipped(WIDE))).toBe(true);
    expect([await logCount(), await mediaCount()]).toEqual([logs, media]);
  });

  it.each([
    ['text named .png', { name: 'logo.png', bytes: Buffer.from('pas une image') }, 415, 'JPG, PNG ou SVG'],
    ['an empty file', { name: 'logo.svg', bytes: Buffer.alloc(0) }, 415, 'vide'],
    ['over 2 MB', { name: 'logo.png', bytes: Buffer.alloc(2 * 1024 * 1024 + 1, 0xff) }, 413, '2 Mo'],
  ])('refuses %s in French and leaves the logo whole', async (_what, file, status, said) => {
    const before = await logCount();
    const refused = await upload(file);
    expect([refused.statusCode, refused.json().error]).toEqual([status, expect.stringContaining(said)]);
    expect((await served(WIDE)).equals(shipped(WIDE))).toBe(true);
    expect((await served(NARROW)).equals(shipped(NARROW))).toBe(true);
    expect(await logCount()).toBe(before);
  });

  it('refuses a form without a file (400)', async () => {
    const form = await multipartBody({});
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/settings/logo',
      payload: form.payload,
      headers: { ...SAME_ORIGIN, cookie: cookies.admin, ...form.headers },
    });
    expect([refused.statusCode, refused.json().error]).toEqual([400, LEAGUE_LOGO_MESSAGES.noFile]);
  });

  it('answers 409 to « Rétablir » while no logo was uploaded, and logs nothing', async () => {
    const before = await logCount();
    const refused = await restore();
    expect([refused.statusCode, refused.json().error]).toEqual([409, LEAGUE_LOGO_MESSAGES.nothingKept]);
    expect(await logCount()).toBe(before);
  });

  it('stores both PNGs as media rows that two settings name, logs it once and ticks the checklist', async () => {
    expect(await logoStepDone()).toBe(false);
    const [logs, media] = [await logCount(), await mediaCount()];
    const answer = await upload({ name: 'logo.png', bytes: await pngImage(600, 150) });
    expect(answer.statusCode).toBe(200);
    // the wide one keeps the bar's height and the image's proportions; the narrow one is padded to 2:1
    expect(await sizeOf(WIDE)).toEqual({ format: 'png', width: 480, height: 120 });
    expect(await sizeOf(NARROW)).toEqual({ format: 'png', width: 240, height: 120 });
    const logo = leagueLogoSchema.parse(answer.json());
    expect(logo).toMatchObject({ wide: { width: 480, height: 120 }, narrow: { width: 240, height: 120 } });
    expect(logo.restorable).toBe(true);

    const settings = await testApp.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'like', 'logo_%')
      .orderBy('key')
      .execute();
    const wideId = sha256(await served(WIDE));
    expect(settings).toEqual([
      { key: 'logo_narrow_media', value: JSON.stringify(sha256(await served(NARROW))) },
      { key: 'logo_wide_media', value: JSON.stringify(wideId) },
    ]);
    expect(logo.wide?.url).toBe(`/images/home/logo_text.png?v=${wideId.slice(0, 16)}`);
    const row = await testApp.db.selectFrom('media').select('mime').where('id', '=', wideId).executeTakeFirst();
    expect(row?.mime).toBe('image/png');
    expect(await mediaCount()).toBe(media + 2);

    const logRows = await testApp.db.selectFrom('logs').selectAll().orderBy('id').execute();
    expect(logRows.length).toBe(logs + 1);
    expect(logRows.map((entry) => [entry.action, entry.entity, entry.detail]).at(-1)).toEqual([
      'update',
      'settings',
      LEAGUE_LOGO_MESSAGES.uploaded,
    ]);
    expect(await logoStepDone()).toBe(true);
  });

  it('serves the uploaded logo with its media id as ETag, no-cache, and 304 while it holds', async () => {
    const id = JSON.parse(
      (
        await testApp.db
          .selectFrom('settings')
          .select('value')
          .where('key', '=', 'logo_wide_media')
          .executeTakeFirstOrThrow()
      ).value,
    ) as string;
    const wide = await image(WIDE);
    expect(wide.headers).toMatchObject({ 'cache-control': 'no-cache', etag: `"${id}"`, 'content-type': 'image/png' });
    expect(wide.rawPayload.equals(shipped(WIDE))).toBe(false);
    const again = await image(WIDE, { 'if-none-match': `"${id}"` });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    // a browser holding the shipped logo gets the new one
    expect((await image(WIDE, { 'if-none-match': `"${sha256(shipped(WIDE))}"` })).statusCode).toBe(200);
  });

  it('cleans a hostile SVG and draws it at the bar’s height, and the logo it replaces goes', async () => {
    const replaced = sha256(await served(WIDE));
    const media = await mediaCount();
    const tall = Buffer.from(HOSTILE_SVG.toString('utf8').replace('width="40" height="40"', 'width="20" height="40"'));
    const answer = await upload({ name: 'logo.svg', bytes: tall });
    expect(answer.statusCode).toBe(200);
    expect(await sizeOf(WIDE)).toEqual({ format: 'png', width: 60, height: 120 });
    expect(await sizeOf(NARROW)).toEqual({ format: 'png', width: 120, height: 120 });
    expect((await served(WIDE)).toString('latin1')).not.toMatch(/script|alert|ailleurs/);
    expect(await testApp.db.selectFrom('media').select('id').where('id', '=', replaced).executeTakeFirst()).toBe(
      undefined,
    );
    expect(await mediaCount()).toBe(media); // two in, two out
  });

  it('refuses an SVG that keeps nothing drawable once cleaned (415)', async () => {
    const onlyScript = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const refused = await upload({ name: 'logo.svg', bytes: Buffer.from(onlyScript) });
    expect([refused.statusCode, refused.json().error]).toEqual([415, 'L’image est illisible ou endommagée']);
    expect(await sizeOf(WIDE)).toEqual({ format: 'png', width: 60, height: 120 }); // the last one stays
  });

  it('keeps the uploaded logo in a backup, and its restore brings it back', async () => {
    const uploaded = await served(WIDE);
    const taken = await testApp.app.inject({
      method: 'POST',
      url: '/api/backups/add',
      headers: { ...SAME_ORIGIN, cookie: cookies.admin },
    });
    const [backup] = backupsResponseSchema.parse(taken.json()).backups.name;
    expect((await restore()).statusCode).toBe(200);
    expect((await served(WIDE)).equals(shipped(WIDE))).toBe(true);
    const restored = await testApp.app.inject({
      method: 'POST',
      url: `/api/backups/restore/${backup}`,
      headers: { ...SAME_ORIGIN, cookie: cookies.admin },
    });
    expect(restored.statusCode).toBe(200);
    expect((await served(WIDE)).equals(uploaded)).toBe(true);
    expect(await logoStepDone()).toBe(true);
  });

  it('puts the shipped logo back, once: the settings and media rows go, and the checklist unticks', async () => {
    const [logs, media] = [await logCount(), await mediaCount()];
    const restored = await restore();
    expect(restored.statusCode).toBe(200);
    expect(leagueLogoSchema.parse(restored.json())).toMatchObject({ wide: { width: 600 }, restorable: false });
    expect((await served(WIDE)).equals(shipped(WIDE))).toBe(true);
    expect((await served(NARROW)).equals(shipped(NARROW))).toBe(true);
    expect((await image(WIDE)).headers.etag).toBe(`"${sha256(shipped(WIDE))}"`);
    expect(await testApp.db.selectFrom('settings').select('key').where('key', 'like', 'logo_%').execute()).toEqual([]);
    expect(await mediaCount()).toBe(media - 2);
    expect(await logCount()).toBe(logs + 1);
    expect(await logoStepDone()).toBe(false);
    const again = await restore();
    expect([again.statusCode, again.json().error]).toEqual([409, LEAGUE_LOGO_MESSAGES.nothingKept]);
    expect(await logCount()).toBe(logs + 1);
  });

  it('wrote nothing in the server’s own images, tracked in git', () => {
    expect(shippedFolder()).toEqual(shippedBefore);
  });
});
