import { sessionResponseSchema } from '@league/shared/schemas';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_EMAILS } from '../seed/demo-league';
import { loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { DEMO_PASSWORD_FOR_TESTS, startDemoApp } from '../test-support/demo-app';

describe.each(ENGINES)('my account on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    demo = await startDemoApp(engine);
  });
  afterAll(() => demo.close());

  const post = (url: string, payload: unknown, cookie?: string) =>
    demo.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
  const info = async (cookie?: string) =>
    sessionResponseSchema.parse(
      (await demo.app.inject({ url: '/api/myaccount/info', headers: cookie ? { cookie } : {} })).json(),
    ).sessionInfo;

  it('logs in, with a session cookie that is HttpOnly and SameSite=Lax, and tells who is there', async () => {
    const response = await post('/api/myaccount/login', {
      username: DEMO_EMAILS.captain,
      password: DEMO_PASSWORD_FOR_TESTS,
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === 'league_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = await info(`league_session=${cookie?.value}`);
    expect(session).toMatchObject({ loggedIn: true, email: DEMO_EMAILS.captain, perm: { role: 'captain' } });
    expect(session.captainTeams).toHaveLength(1);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await post('/api/myaccount/login', { username: 'personne@ligue.test', password: 'peu importe' });
    const wrong = await post('/api/myaccount/login', { username: DEMO_EMAILS.member, password: 'mauvais mot' });
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ success: false, error: 'Courriel ou mot de passe invalide' });
  });

  it('is anonymous without a cookie and after logout', async () => {
    expect((await info()).loggedIn).toBe(false);
    const cookie = await loginAs(demo.app, 'member');
    expect((await info(cookie)).favoriteTeams).toHaveLength(2);
    expect((await post('/api/myaccount/logout', {}, cookie)).statusCode).toBe(200);
    expect((await info(cookie)).loggedIn).toBe(false);
  });

  it('deletes its own notification once', async () => {
    const cookie = await loginAs(demo.app, 'member');
    const [notification] = (await info(cookie)).notifications;
    const remove = () =>
      demo.app.inject({
        method: 'DELETE',
        url: `/api/myaccount/notification/${notification?._id}`,
        headers: { ...SAME_ORIGIN, cookie },
      });
    expect((await remove()).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(404);
    expect((await info(cookie)).notifications).toEqual([]);
  });

  it('sends a single-use login link that requires a new password', async () => {
    const outbox = join(demo.dataDir, 'outbox');
    const reset = await post('/api/myaccount/resetpassword', { username: DEMO_EMAILS.admin });
    expect(reset.json()).toEqual({
      success: true,
      message: 'Un lien de connexion a été envoyé à votre adresse courriel',
    });
    const unknown = await post('/api/myaccount/resetpassword', { username: 'inconnu@ligue.test' });
    expect(unknown.json()).toEqual(reset.json());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = readdirSync(outbox).map((file) => readFileSync(join(outbox, file), 'utf8'));
    expect(mails).toHaveLength(1);
    const token = decodeURIComponent(
      /auth=3D([\w%-]+)|auth=([\w%-]+)/
        .exec(mails[0]?.replace(/=\r?\n/g, '') ?? '')
        ?.slice(1)
        .find(Boolean) ?? '',
    );
    expect(token.length).toBeGreaterThan(20);
    const login = await post('/api/myaccount/auth', { token });
    expect(login.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(login.json()).sessionInfo).toMatchObject({
      email: DEMO_EMAILS.admin,
      mustResetPassword: true,
    });
    expect((await post('/api/myaccount/auth', { token })).statusCode).toBe(401);
  });

  it('rate-limits login attempts per e-mail with a 429', async () => {
    const attempts = [];
    for (let i = 0; i < 10; i += 1)
      attempts.push(
        (await post('/api/myaccount/login', { username: DEMO_EMAILS.dev, password: `essai ${i}` })).statusCode,
      );
    expect(attempts.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(attempts.at(-1)).toBe(429);
  });

  it.each([
    ['/api/myaccount/login', { username: 'pas-un-courriel', password: 'x' }, 'body.username'],
    ['/api/myaccount/login', { username: DEMO_EMAILS.dev }, 'body.password'],
    ['/api/myaccount/resetpassword', {}, 'body.username'],
    ['/api/myaccount/auth', { token: '../../etc' }, 'body.token'],
  ])('%s refuses %p with a 400 naming %s', async (url, payload, path) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/myaccount/login',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/JSON/);
  });
});

describe.each(ENGINES)('editing my account on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    demo = await startDemoApp(engine);
  });
  afterAll(() => demo.close());

  const edit = (cookie: string, payload: object) =>
    demo.app.inject({ method: 'POST', url: '/api/myaccount/edit', payload, headers: { ...SAME_ORIGIN, cookie } });
  const teamNames = async () =>
    (await demo.db.selectFrom('teams').select('name').where('season', '=', '').orderBy('name').execute()).map(
      (row) => row.name,
    );

  it('reorders favourites (first = main), without duplicates, and answers the new session', async () => {
    const cookie = await loginAs(demo.app, 'member');
    const [a, b, c] = await teamNames();
    const response = await edit(cookie, { favoriteTeams: [c, a, c, b] });
    expect(response.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(response.json()).sessionInfo.favoriteTeams).toEqual([c, a, b]);
  });

  it('lets a captain reorder, but not add, captained teams', async () => {
    const cookie = await loginAs(demo.app, 'captain');
    const own = sessionResponseSchema.parse(
      (await demo.app.inject({ url: '/api/myaccount/info', headers: { cookie } })).json(),
    ).sessionInfo.captainTeams;
    expect((await edit(cookie, { captainTeams: own })).statusCode).toBe(200);
    const other = (await teamNames()).find((name) => !own.includes(name)) as string;
    const refused = await edit(cookie, { captainTeams: [...own, other] });
    expect(refused.statusCode).toBe(403);
  });

  it('changes the name and the password, which then logs in', async () => {
    const cookie = await loginAs(demo.app, 'dev');
    expect((await edit(cookie, { name: 'Dév Renommé', password: 'nouveau secret' })).json().sessionInfo.name).toBe(
      'Dév Renommé',
    );
    const login = await demo.app.inject({
      method: 'POST',
      url: '/api/myaccount/login',
      headers: SAME_ORIGIN,
      payload: { username: DEMO_EMAILS.dev, password: 'nouveau secret' },
    });
    expect(login.statusCode).toBe(200);
  });

  const mustReset = (email: string) =>
    demo.db.updateTable('users').set({ must_reset_password: 1 }).where('email', '=', email).execute();

  it('says a new password is required, and refuses every other account change with a 403 until it is set', async () => {
    const cookie = await loginAs(demo.app, 'admin');
    await mustReset(DEMO_EMAILS.admin);
    const info = await demo.app.inject({ url: '/api/myaccount/info', headers: { cookie } });
    expect(info.json().sessionInfo.mustResetPassword).toBe(true);
    const refused = await edit(cookie, { name: 'Sans mot de passe' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Le mot de passe doit être réinitialisé');
    const notification = await demo.app.inject({
      method: 'DELETE',
      url: '/api/myaccount/notification/inconnue',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect([notification.statusCode, notification.json().error]).toEqual([
      403,
      'Le mot de passe doit être réinitialisé',
    ]);
    const adminWrite = await demo.app.inject({
      method: 'POST',
      url: '/api/users/denyrequest/inconnue',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(adminWrite.statusCode).toBe(403);
    expect((await edit(cookie, { password: 'enfin choisi' })).json().sessionInfo.mustResetPassword).toBe(false);
  });

  it('lifts the requirement when the person logs in with the account password', async () => {
    await mustReset(DEMO_EMAILS.member);
    const cookie = await loginAs(demo.app, 'member');
    const info = await demo.app.inject({ url: '/api/myaccount/info', headers: { cookie } });
    expect(info.json().sessionInfo.mustResetPassword).toBe(false);
    expect((await edit(cookie, { name: 'Membre revenu' })).statusCode).toBe(200);
  });

  it.each([
    [{}, 'body'],
    [{ favoriteTeams: ['Équipe fantôme'] }, null],
    [{ username: 'membre@ligue.test' }, null],
    [{ password: 'court' }, 'body.password'],
  ])('refuses %p', async (payload, path) => {
    const cookie = await loginAs(demo.app, 'captain');
    const response = await edit(cookie, payload);
    expect([400, 409]).toContain(response.statusCode);
    if (path) expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });
});

describe('oversize bodies', () => {
  it('answers 413 with a clear message and changes nothing', async () => {
    const demo = await startDemoApp('sqlite');
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({
        username: 'gros@exemple.ca',
        password: 'assez long',
        name: 'G',
        info: 'x'.repeat(2 * 1024 * 1024),
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: 'Le corps de la requête est trop volumineux' });
    expect(await demo.db.selectFrom('account_requests').selectAll().execute()).toEqual([]);
    await demo.close();
  });
});
