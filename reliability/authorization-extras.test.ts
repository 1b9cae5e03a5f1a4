/**
 * Beyond the authorization matrix (server/src/authorization-matrix.test.ts): session fixation,
 * tampered cookies, expired and used login links, cross-origin writes, a captain acting on another team, an admin
 * acting on a developer's account. Every attempt is refused and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { issueLoginToken, LOGIN_LINK_TTL_MS } from '../server/src/accounts/login-tokens';
import { DEMO_USER_IDS } from '../server/src/seed/demo-accounts';
import { captainTeams, loginAs, SAME_ORIGIN } from '../server/src/test-support/accounts';
import { ENGINES } from '../server/src/test-support/databases';
import { DEMO_PASSWORD_FOR_TESTS, startDemoApp } from '../server/src/test-support/demo-app';
import { DEMO_EMAILS } from '../server/src/seed/demo-league';

describe.each(ENGINES)('authorization beyond the matrix on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    demo = await startDemoApp(engine);
    app = demo.app;
  });
  afterAll(() => demo?.close());

  /** Who the server thinks the cookie belongs to: a user id, or null for a visitor. */
  async function whoIs(cookie: string): Promise<string | null> {
    const response = await app.inject({ url: '/api/myaccount/info', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const info = response.json().sessionInfo as { loggedIn: boolean; _id?: string };
    return info.loggedIn ? (info._id ?? null) : null;
  }

  async function adminList(cookie: string): Promise<number> {
    return (await app.inject({ url: '/api/users', headers: { cookie } })).statusCode;
  }

  function sessionOf(response: { cookies: { name: string; value: string }[] }): string {
    // the browser keeps the last one: an unknown cookie sent along is cleared first, then the new session set
    const cookie = response.cookies.filter((candidate) => candidate.name === 'league_session').at(-1);
    if (!cookie?.value) throw new Error('no session cookie');
    return `league_session=${cookie.value}`;
  }

  describe('session fixation', () => {
    it('a session value chosen before login is not the one login grants, and stays a visitor', async () => {
      const fixed = `league_session=${'A'.repeat(43)}`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/myaccount/login',
        headers: { ...SAME_ORIGIN, cookie: fixed },
        payload: { username: DEMO_EMAILS.admin, password: DEMO_PASSWORD_FOR_TESTS },
      });
      expect(response.statusCode).toBe(200);
      const granted = sessionOf(response);
      expect(granted).not.toBe(fixed);
      expect(await whoIs(granted)).toBe(DEMO_USER_IDS.admin);
      expect(await whoIs(fixed)).toBeNull();
      expect(await adminList(fixed)).toBe(401);
    });

    it("a member's token from before an admin logs in on the same browser does not become the admin's", async () => {
      const before = await loginAs(app, 'member');
      const response = await app.inject({
        method: 'POST',
        url: '/api/myaccount/login',
        headers: { ...SAME_ORIGIN, cookie: before },
        payload: { username: DEMO_EMAILS.admin, password: DEMO_PASSWORD_FOR_TESTS },
      });
      expect(response.statusCode).toBe(200);
      expect(sessionOf(response)).not.toBe(before);
      expect(await whoIs(before)).not.toBe(DEMO_USER_IDS.admin);
      expect(await adminList(before)).not.toBe(200);
    });

    it('a token is useless after logout', async () => {
      const cookie = await loginAs(app, 'admin');
      expect(await adminList(cookie)).toBe(200);
      const logout = await app.inject({
        method: 'POST',
        url: '/api/myaccount/logout',
        headers: { ...SAME_ORIGIN, cookie },
      });
      expect(logout.statusCode).toBe(200);
      expect(await whoIs(cookie)).toBeNull();
      expect(await adminList(cookie)).toBe(401);
    });
  });

  describe('tampered cookies', () => {
    it('every altered form of a valid admin session is a visitor', async () => {
      const cookie = await loginAs(app, 'admin');
      const token = cookie.slice('league_session='.length);
      const flip = (text: string, index: number) =>
        text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1);
      const tampered = [
        flip(token, 0),
        flip(token, token.length - 1),
        token.slice(0, -1),
        `${token}A`,
        token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
        `${token}\u0000`,
        encodeURIComponent(`${token}'--`),
        ' ',
        '',
      ];
      for (const value of tampered) {
        expect({ value, status: await adminList(`league_session=${value}`) }).toEqual({ value, status: 401 });
      }
      // the genuine one still works: the refusals above are about the alterations
      expect(await adminList(cookie)).toBe(200);
    });
  });

  describe('login links', () => {
    const useLink = (token: string) =>
      app.inject({ method: 'POST', url: '/api/myaccount/auth', headers: SAME_ORIGIN, payload: { token } });

    it('an expired link opens no session', async () => {
      const issued = new Date(Date.now() - LOGIN_LINK_TTL_MS - 60_000);
      const token = await issueLoginToken(demo.db, DEMO_USER_IDS.admin, 'reset', issued);
      const response = await useLink(token);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.cookies.filter((cookie) => cookie.name === 'league_session' && cookie.value)).toEqual([]);
    });

    it('a link works once; its second use opens no session', async () => {
      const token = await issueLoginToken(demo.db, DEMO_USER_IDS.member, 'reset');
      const first = await useLink(token);
      expect(first.statusCode).toBe(200);
      expect(await whoIs(sessionOf(first))).toBe(DEMO_USER_IDS.member);
      const second = await useLink(token);
      expect(second.statusCode).toBeGreaterThanOrEqual(400);
      expect(second.statusCode).toBeLessThan(500);
      expect(second.cookies.filter((cookie) => cookie.name === 'league_session' && cookie.value)).toEqual([]);
    });
  });

  describe('cross-origin writes', () => {
    it("an admin's write from another site, or from nowhere, is refused and adds nothing", async () => {
      const cookie = await loginAs(app, 'admin');
      const countFields = async () =>
        Number(
          (
            await demo.db
              .selectFrom('fields')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await countFields();
      const origins: Record<string, string>[] = [
        { origin: 'http://malveillant.test' },
        { origin: 'null' },
        { origin: 'http://localhost.malveillant.test' },
        { referer: 'http://malveillant.test/page' },
        { origin: 'http://malveillant.test', referer: 'http://localhost:80/' },
        {},
      ];
      for (const headers of origins) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/fields/add',
          headers: { ...headers, cookie },
          payload: { name: 'Terrain pirate', address: '1 rue du Piège' },
        });
        expect({ headers, status: response.statusCode }).toEqual({ headers, status: 403 });
      }
      expect(await countFields()).toBe(before);
      // the control: the same write from the site's own page passes, so the refusals above are the origin's
      const own = await app.inject({
        method: 'POST',
        url: '/api/fields/add',
        headers: { ...SAME_ORIGIN, cookie },
        payload: { name: 'Terrain pirate', address: '1 rue du Piège' },
      });
      expect(own.statusCode).toBe(200);
      expect(await countFields()).toBe(before + 1);
    });
  });

  describe('a captain acting on another team', () => {
    it('cannot edit a team they do not captain', async () => {
      const cookie = await loginAs(app, 'captain');
      const { other } = await captainTeams(demo.db);
      const boundary = 'fiabilite';
      const response = await app.inject({
        method: 'POST',
        url: `/api/teams/edit/${other.id}`,
        headers: { ...SAME_ORIGIN, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nÉquipe volée\r\n--${boundary}--\r\n`,
      });
      expect(response.statusCode).toBe(403);
      const after = await demo.db
        .selectFrom('teams')
        .select('name')
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow();
      expect(after.name).toBe(other.name);
    });
  });

  describe("an admin acting on a developer's account", () => {
    it('cannot take it over (e-mail, password, role) nor remove it', async () => {
      const cookie = await loginAs(app, 'admin');
      const dev = DEMO_USER_IDS.dev;
      const edits = [
        { email: 'pirate@malveillant.test' },
        { password: 'nouveau mot de passe pirate' },
        { role: 'admin' },
      ];
      for (const payload of edits) {
        const response = await app.inject({
          method: 'PUT',
          url: `/api/users/edit/${dev}`,
          headers: { ...SAME_ORIGIN, cookie },
          payload,
        });
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 403 });
      }
      const removal = await app.inject({
        method: 'DELETE',
        url: `/api/users/remove/${dev}`,
        headers: { ...SAME_ORIGIN, cookie },
      });
      expect(removal.statusCode).toBe(403);
      const row = await demo.db
        .selectFrom('users')
        .select(['email', 'role'])
        .where('id', '=', dev)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ email: DEMO_EMAILS.dev, role: 'dev' });
      // and the developer can still log in with the password they had
      expect(await whoIs(await loginAs(app, 'dev'))).toBe(dev);
    });
  });
});
