import { textMessages } from '@league/shared/schemas';
import { openSession } from './accounts/sessions';
import { SAME_ORIGIN } from './test-support/accounts';
import { startTestApp, type TestApp } from './test-support/test-app';
import { insertUser } from './test-support/users';

const DECEPTIVE: Array<[string, string, string]> = [
  ['a lone surrogate', 'a\ud800b', textMessages.surrogate],
  ["a right-to-left override ('admin' on screen)", '\u202Enimda\u202C', textMessages.bidi],
  ['zero-width spaces only', '\u200b\u200b\u200b', textMessages.invisible],
];

describe('text that deceives is refused with 400, never stored changed', () => {
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => {
    testApp = await startTestApp();
    await insertUser(testApp.db, 'admin1', 'admin');
    cookie = `league_session=${await openSession(testApp.db, 'admin1', 3_600_000)}`;
  });
  afterAll(() => testApp.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    // JSON.stringify escapes a lone surrogate as \ud800, as a client would send it
    testApp.app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  const calls: Array<[string, 'POST' | 'PUT', string, (text: string) => object]> = [
    [
      'a sign-up name',
      'POST',
      '/api/users/register',
      (name) => ({ username: 'nouveau@ligue.ca', password: 'un mot de passe solide 42', name }),
    ],
    [
      'a user added by an administrator',
      'POST',
      '/api/users/add',
      (name) => ({ email: 'a@ligue.ca', name, role: 'basic' }),
    ],
    ['a user renamed by an administrator', 'PUT', '/api/users/edit/admin1', (name) => ({ name })],
    ['a name in the contact form', 'POST', '/api/contactus', (name) => ({ name, email: 'a@b.ca', message: 'Bonjour' })],
  ];

  describe.each(calls)('%s', (_call, method, url, body) => {
    it.each(DECEPTIVE)('refuses %s', async (_case, text, message) => {
      const response = await send(method, url, body(text));
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
    });
  });

  it.each(DECEPTIVE.slice(0, 2))('refuses %s in a contact message', async (_case, text, message) => {
    const response = await send('POST', '/api/contactus', {
      name: 'Marc',
      email: 'a@b.ca',
      message: `Bonjour ${text}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'body.message', message }]);
  });

  it('says in French what zod itself refuses (a length, a type)', async () => {
    const response = await send('PUT', '/api/users/edit/admin1', { name: 'x'.repeat(101), teams: 'Les Lions' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'body.name', message: '100 caractères au plus' },
      { path: 'body.teams', message: expect.stringMatching(/^Entrée invalide : tableau attendu/) },
    ]);
  });

  it('stores a name trimmed and in NFC', async () => {
    const response = await send('PUT', '/api/users/edit/admin1', { name: '  Ame\u0301lie  ' });
    expect(response.statusCode).toBe(200);
    const row = await testApp.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', 'admin1')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Amélie');
  });
});
