import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { ensureAdmin } from './bootstrap-admin';
import { verifyPassword } from './password';

describe.each(ENGINES)('ensureAdmin on %s', (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(engine);
  });
  afterEach(() => test.drop());

  const admin = () =>
    test.db.selectFrom('users').selectAll().where('email', '=', 'chef@ligue.ca').executeTakeFirstOrThrow();

  it('creates an administrator in an empty database', async () => {
    expect(await ensureAdmin(test.db, ' Chef@Ligue.ca ', 'premier mot de passe')).toBe('created');
    const user = await admin();
    expect(user.role).toBe('admin');
    expect(await verifyPassword('premier mot de passe', user.password_hash)).toBe(true);
  });

  it("resets an existing account's password and makes it admin again", async () => {
    await ensureAdmin(test.db, 'chef@ligue.ca', 'premier');
    await test.db.updateTable('users').set({ role: 'basic', must_reset_password: 1 }).execute();
    expect(await ensureAdmin(test.db, 'chef@ligue.ca', 'second')).toBe('reset');
    const user = await admin();
    expect(user).toMatchObject({ role: 'admin', must_reset_password: 0 });
    expect(await verifyPassword('second', user.password_hash)).toBe(true);
    expect(await test.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('logs each change like any other write', async () => {
    await ensureAdmin(test.db, 'chef@ligue.ca', 'premier');
    await ensureAdmin(test.db, 'chef@ligue.ca', 'second');
    const logs = await test.db.selectFrom('logs').select(['action', 'entity', 'user_id']).orderBy('at').execute();
    expect(logs).toEqual([
      { action: 'create', entity: 'user', user_id: null },
      { action: 'update', entity: 'user', user_id: null },
    ]);
  });
});
