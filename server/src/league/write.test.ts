import type { Db } from '../db/database';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { insertUser } from '../test-support/users';
import { readDataVersion } from './data-version-repository';
import { runWrite } from './write';

const change = { action: 'create', entity: 'notification', detail: 'Notification ajoutée' } as const;

function addNotification(trx: Db, id: string) {
  return trx
    .insertInto('notifications')
    .values({ id, user_id: 'u1', description: 'Bonjour', created_at: new Date().toISOString() })
    .execute();
}

describe.each(ENGINES)('the write helper on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    await insertUser(db, 'u1');
  });
  afterEach(() => database.drop());

  const logs = () => db.selectFrom('logs').selectAll().execute();

  it('commits the change with one audit-log row and moves the data version by one', async () => {
    const before = Number(await readDataVersion(db));
    await runWrite(
      { db },
      { id: 'u1' },
      (id: string) => ({ ...change, id }),
      async ({ trx }) => {
        await addNotification(trx, 'n1');
        return 'n1';
      },
    );
    expect(await db.selectFrom('notifications').select('id').execute()).toEqual([{ id: 'n1' }]);
    expect(await logs()).toEqual([
      expect.objectContaining({ user_id: 'u1', action: 'create', entity: 'notification', entity_id: 'n1' }),
    ]);
    expect((await logs())[0]?.detail).toBe('Notification ajoutée');
    expect(Number(await readDataVersion(db))).toBe(before + 1);
  });

  it('rolls everything back, log and version included, and runs no effect when the work fails', async () => {
    const before = await readDataVersion(db);
    const effect = jest.fn(async () => undefined);
    const failing = runWrite({ db }, null, change, async ({ trx, afterCommit }) => {
      afterCommit(effect);
      await addNotification(trx, 'n1');
      throw new Error('refusé');
    });
    await expect(failing).rejects.toThrow('refusé');
    expect(await db.selectFrom('notifications').select('id').execute()).toEqual([]);
    expect(await logs()).toEqual([]);
    expect(await readDataVersion(db)).toBe(before);
    expect(effect).not.toHaveBeenCalled();
  });

  it('runs the queued effects only after commit, where they see the committed data', async () => {
    const seen: number[] = [];
    await runWrite({ db }, null, change, async ({ trx, afterCommit }) => {
      afterCommit(async () => {
        seen.push((await db.selectFrom('notifications').select('id').execute()).length);
      });
      await addNotification(trx, 'n1');
      seen.push(-1);
    });
    expect(seen).toEqual([-1, 1]);
  });

  it('two concurrent writes move the data version twice', async () => {
    const before = Number(await readDataVersion(db));
    // On PostgreSQL both transactions are open at once before either bumps; SQLite runs them one by one.
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothInside = new Promise<void>((resolve) => (release = resolve));
    const write = (id: string) =>
      runWrite({ db }, null, change, async ({ trx }) => {
        await addNotification(trx, id);
        if (engine === 'postgres') {
          arrived += 1;
          if (arrived === 2) release();
          await bothInside;
        }
      });
    await Promise.all([write('n1'), write('n2')]);
    expect(Number(await readDataVersion(db))).toBe(before + 2);
    expect(await logs()).toHaveLength(2);
  });
});
