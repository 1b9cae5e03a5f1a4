import { accountRequestsResponseSchema, usersResponseSchema } from '@league/shared/schemas';
import { loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { loginTokenIn } from '../test-support/smtp';

describe.each(ENGINES)('accounts and users on %s', (engine) => {
  const { demo, sessions, mail: smtp } = demoAppForSuite(engine, ['admin'], { mail: true });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie?: string) =>
    demo.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
  const pending = async () =>
    accountRequestsResponseSchema.parse(
      (await call('GET', '/api/users?type=pending', undefined, sessions.admin)).json(),
    ).pendingUsers;
  const signUp = (email: string, extra: object = {}) =>
    call('POST', '/api/users/register', {
      username: email,
      password: 'un bon mot de passe',
      name: 'Léa Tremblay',
      ...extra,
    });

  it('turns a sign-up into a request, an approval into an account with a one-time login link by mail', async () => {
    expect((await signUp('Lea@Exemple.ca', { role: 'captain', teams: [] })).statusCode).toBe(200);
    const [request] = await pending();
    expect(request).toMatchObject({ email: 'lea@exemple.ca', role: 'captain' });
    expect((await call('POST', `/api/users/approverequest/${request?._id}`, {}, sessions.admin)).statusCode).toBe(200);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['lea@exemple.ca']);
    expect(mail?.raw).toMatch(/^Subject: /m);
    expect(mail?.raw).toContain('https://ligue.example/?auth');
    const token = loginTokenIn(mail?.raw ?? '');
    expect((await call('POST', '/api/myaccount/auth', { token })).statusCode).toBe(200);
    expect((await call('POST', '/api/myaccount/auth', { token })).statusCode).toBe(401);
    const login = await call('POST', '/api/myaccount/login', {
      username: 'lea@exemple.ca',
      password: 'un bon mot de passe',
    });
    expect(login.json().sessionInfo).toMatchObject({ loggedIn: true, perm: { role: 'captain' } });
    expect(await pending()).toEqual([]);
  });

  it('answers a sign-up the same whether or not the address has an account or a request, and mails the owner', async () => {
    const fresh = await signUp('double@exemple.ca');
    const again = await signUp('DOUBLE@exemple.ca');
    const existing = await signUp('admin@ligue.test');
    for (const response of [again, existing]) {
      expect([response.statusCode, response.json()]).toEqual([fresh.statusCode, fresh.json()]);
    }
    expect(fresh.statusCode).toBe(200);
    const emails = (await pending()).map((request) => request.email);
    expect(emails.filter((email) => email === 'double@exemple.ca')).toHaveLength(1);
    expect(emails).not.toContain('admin@ligue.test');
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['admin@ligue.test']);
    expect(mail?.raw).toMatch(/d=C3=A9j=C3=A0 un compte|déjà un compte/);
  });

  it("shows the applicant's information, role and teams, and notifies every administrator in the app and by mail", async () => {
    const before = smtp.received.length;
    const team = (await demo.db.selectFrom('teams').select('name').where('season', '=', '').executeTakeFirstOrThrow())
      .name;
    await signUp('capitaine@exemple.ca', { role: 'captain', teams: [team], info: 'Je joue depuis 10 ans' });
    expect((await pending()).find((request) => request.email === 'capitaine@exemple.ca')).toMatchObject({
      role: 'captain',
      teams: [team],
      info: 'Je joue depuis 10 ans',
    });
    // a decision waiting for them: each administrator's own mail, with the link that turns such mails off
    const admins = ['admin@ligue.test', 'dev@ligue.test'];
    const toAdmins = () =>
      smtp.received.slice(before).filter((mail) => admins.some((admin) => mail.to.includes(admin)));
    for (let waited = 0; toAdmins().length < admins.length && waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(toAdmins().map((mail) => mail.to)).toEqual(expect.arrayContaining(admins.map((admin) => [admin])));
    for (const mail of toAdmins()) expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const notified = await demo.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select('u.email')
      .where('n.description', 'like', '%capitaine@exemple.ca%')
      .execute();
    expect(notified.map((row) => row.email).sort()).toEqual(['admin@ligue.test', 'dev@ligue.test']);
  });

  it("refuses an administrator changing a developer's e-mail or password, in French", async () => {
    const devId = (await demo.db.selectFrom('users').select('id').where('role', '=', 'dev').executeTakeFirstOrThrow())
      .id;
    for (const payload of [{ password: 'prise de contrôle' }, { email: 'pirate@exemple.ca' }]) {
      const response = await call('PUT', `/api/users/edit/${devId}`, payload, sessions.admin);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(
        "Seul un développeur peut changer le courriel ou le mot de passe d'un développeur",
      );
    }
    const dev = await loginAs(demo.app, 'dev');
    expect((await call('PUT', `/api/users/edit/${devId}`, { email: 'dev@ligue.test' }, dev)).statusCode).toBe(200);
  });

  it('denies a request and tells the person by mail', async () => {
    await signUp('refus@exemple.ca');
    const request = (await pending()).find((candidate) => candidate.email === 'refus@exemple.ca');
    expect((await call('POST', `/api/users/denyrequest/${request?._id}`, {}, sessions.admin)).statusCode).toBe(200);
    expect(smtp.received.at(-1)?.to).toEqual(['refus@exemple.ca']);
    expect((await call('POST', `/api/users/denyrequest/${request?._id}`, {}, sessions.admin)).statusCode).toBe(404);
  });

  it('answers two administrators denying one request at once with one 200 and one 404, and mails once', async () => {
    await signUp('deux-refus@exemple.ca');
    const request = (await pending()).find((candidate) => candidate.email === 'deux-refus@exemple.ca');
    const mailsBefore = smtp.received.length;
    const statuses = await Promise.all(
      [1, 2].map(
        async () => (await call('POST', `/api/users/denyrequest/${request?._id}`, {}, sessions.admin)).statusCode,
      ),
    );
    expect(statuses.sort()).toEqual([200, 404]);
    expect(smtp.received.slice(mailsBefore).filter((mail) => mail.to.includes('deux-refus@exemple.ca'))).toHaveLength(
      1,
    );
  });

  it('sets a user’s gender, captained and favourite teams on add and edit', async () => {
    const teams = await demo.db.selectFrom('teams').select('name').where('season', '=', '').orderBy('name').execute();
    const [first, second] = teams.map((team) => team.name);
    const payload = { email: 'equipes@exemple.ca', name: 'Équipes', role: 'captain', gender: 'F' };
    const add = await call(
      'POST',
      '/api/users/add',
      { ...payload, teams: [first], favourites: [second, first] },
      sessions.admin,
    );
    expect(add.statusCode).toBe(200);
    const find = async () =>
      usersResponseSchema
        .parse((await call('GET', '/api/users', undefined, sessions.admin)).json())
        .users.find((user) => user.email === 'equipes@exemple.ca');
    expect(await find()).toMatchObject({ gender: 'F', teams: [first], favourites: [second, first] });
    const edit = await call(
      'PUT',
      `/api/users/edit/${(await find())?._id}`,
      { favourites: [], gender: 'H' },
      sessions.admin,
    );
    expect(edit.statusCode).toBe(200);
    expect(await find()).toMatchObject({ gender: 'H', teams: [first], favourites: [] });
    const unknown = await call(
      'PUT',
      `/api/users/edit/${(await find())?._id}`,
      { favourites: ['Les Fantômes'] },
      sessions.admin,
    );
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'Équipe inconnue\u202f: Les Fantômes']);
  });

  it('lets an admin add, edit and remove users, but never the last administrator', async () => {
    const add = await call(
      'POST',
      '/api/users/add',
      { email: 'nouveau@exemple.ca', name: 'Nouveau', role: 'basic', password: 'provisoire' },
      sessions.admin,
    );
    expect(add.statusCode).toBe(200);
    const users = () =>
      call('GET', '/api/users/', undefined, sessions.admin).then(
        (response) => usersResponseSchema.parse(response.json()).users,
      );
    const created = (await users()).find((user) => user.email === 'nouveau@exemple.ca');
    expect(
      (await call('PUT', `/api/users/edit/${created?._id}`, { role: 'captain', name: 'Renommé' }, sessions.admin))
        .statusCode,
    ).toBe(200);
    expect((await users()).find((user) => user._id === created?._id)).toMatchObject({
      role: 'captain',
      name: 'Renommé',
    });
    expect((await call('PUT', `/api/users/edit/${created?._id}`, { role: 'dev' }, sessions.admin)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/users/remove/${created?._id}`, undefined, sessions.admin)).statusCode).toBe(200);

    const dev = await loginAs(demo.app, 'dev');
    const everyone = await users();
    const adminId = everyone.find((user) => user.email === 'admin@ligue.test')?._id;
    const devId = everyone.find((user) => user.email === 'dev@ligue.test')?._id;
    expect((await call('DELETE', `/api/users/remove/${adminId}`, undefined, dev)).statusCode).toBe(200);
    const last = await call('PUT', `/api/users/edit/${devId}`, { role: 'basic' }, dev);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatch(/dernier administrateur/);
    expect((await call('DELETE', `/api/users/remove/${devId}`, undefined, dev)).statusCode).toBe(409);
  });

  it.each([
    ['POST', '/api/users/register', { username: 'x@exemple.ca', password: 'court', name: 'X' }, 'body.password'],
    [
      'POST',
      '/api/users/register',
      { username: 'pas un courriel', password: 'assez long', name: 'X' },
      'body.username',
    ],
    [
      'POST',
      '/api/users/register',
      { username: 'y@exemple.ca', password: 'assez long', name: 'Y', role: 'admin' },
      'body.role',
    ],
    ['POST', '/api/users/register', { username: 'z@exemple.ca', password: 'assez long', name: 'Z', extra: 1 }, 'body'],
  ] as const)('%s %s refuses %p with a 400 naming %s', async (method, url, payload, path) => {
    const response = await call(method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('refuses a sign-up naming an unknown team', async () => {
    const response = await signUp('equipe@exemple.ca', { role: 'captain', teams: ['Équipe fantôme'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/Équipe inconnue/);
  });
});
