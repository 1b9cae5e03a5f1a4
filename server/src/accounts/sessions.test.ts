import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { insertUser } from '../test-support/users';
import { closeAllSessions, closeSession, openSession, sessionUser } from './sessions';
import { hashToken } from './tokens';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('sessions on %s', (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(engine);
    await insertUser(test.db);
  });
  afterEach(() => test.drop());

  const start = new Date('2026-06-01T12:00:00Z');

  it('stores only the hash of a fresh 256-bit token', async () => {
    const token = await openSession(test.db, 'u1', 30 * DAY, start);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await test.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toEqual([{ token_hash: hashToken(token), user_id: 'u1', expires_at: '2026-07-01T12:00:00.000Z' }]);
    expect(await openSession(test.db, 'u1', DAY, start)).not.toBe(token);
  });

  it('finds the user until the session expires, then forgets it', async () => {
    const token = await openSession(test.db, 'u1', DAY, start);
    expect(await sessionUser(test.db, token, DAY, new Date(start.getTime() + DAY - 1000))).toBe('u1');
    expect(await sessionUser(test.db, token, DAY, new Date(start.getTime() + 3 * DAY))).toBeNull();
    expect(await test.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('slides the expiry when the session is used', async () => {
    const token = await openSession(test.db, 'u1', DAY, start);
    const later = new Date(start.getTime() + 20 * 60 * 60 * 1000);
    await sessionUser(test.db, token, DAY, later);
    expect(await sessionUser(test.db, token, DAY, new Date(start.getTime() + 40 * 60 * 60 * 1000))).toBe('u1');
  });

  it('refuses an unknown token and closes sessions', async () => {
    expect(await sessionUser(test.db, 'forged', DAY, start)).toBeNull();
    const one = await openSession(test.db, 'u1', DAY, start);
    const two = await openSession(test.db, 'u1', DAY, start);
    await closeSession(test.db, one);
    expect(await sessionUser(test.db, one, DAY, start)).toBeNull();
    expect(await sessionUser(test.db, two, DAY, start)).toBe('u1');
    await closeAllSessions(test.db, 'u1');
    expect(await sessionUser(test.db, two, DAY, start)).toBeNull();
  });
});
