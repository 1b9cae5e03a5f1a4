import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { insertUser } from '../test-support/users';
import { consumeLoginToken, issueLoginToken, LOGIN_LINK_TTL_MS } from './login-tokens';

describe.each(ENGINES)('login links on %s', (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(engine);
    await insertUser(test.db);
  });
  afterEach(() => test.drop());
  const now = new Date('2026-06-01T12:00:00Z');

  it('works once and only once', async () => {
    const token = await issueLoginToken(test.db, 'u1', 'reset', now);
    expect(await consumeLoginToken(test.db, token, now)).toEqual({ userId: 'u1', purpose: 'reset' });
    expect(await consumeLoginToken(test.db, token, now)).toBeNull();
  });

  it('expires after an hour', async () => {
    const token = await issueLoginToken(test.db, 'u1', 'approval', now);
    expect(await consumeLoginToken(test.db, token, new Date(now.getTime() + LOGIN_LINK_TTL_MS + 1))).toBeNull();
  });

  it('refuses a forged token', async () => {
    expect(await consumeLoginToken(test.db, 'x'.repeat(43), now)).toBeNull();
  });
});
