import type { Db } from '../db/database';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { insertUser } from '../test-support/users';
import { readDataVersion } from './data-version-repository';
import { Conflict } from './domain-errors';
import { runWrite, WRITE_ATTEMPTS, WRITE_CLASH } from './write';

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

  const clash = () =>
    Object.assign(new Error('deadlock detected'), { code: engine === 'postgres' ? '40P01' : 'SQLITE_BUSY' });

  it('runs a write again when the database aborts it for a clash, and commits it once', async () => {
    const undone: number[] = [];
    let attempts = 0;
    await runWrite({ db }, null, change, async ({ trx, afterRollback }) => {
      attempts += 1;
      afterRollback(async () => void undone.push(attempts));
      await addNotification(trx, `n${attempts}`);
      if (attempts < 3) throw clash();
    });
    expect(attempts).toBe(3);
    expect(undone).toEqual([1, 2]);
    expect(await db.selectFrom('notifications').select('id').execute()).toEqual([{ id: 'n3' }]);
    expect(await logs()).toHaveLength(1);
  });

  it('answers 409 in French once the clashes outlast its attempts, and runs no effect', async () => {
    const effect = jest.fn(async () => undefined);
    let attempts = 0;
    const failing = runWrite({ db }, null, change, async ({ afterCommit }) => {
      attempts += 1;
      afterCommit(effect);
      throw clash();
    });
    await expect(failing).rejects.toEqual(new Conflict(WRITE_CLASH));
    expect(attempts).toBe(WRITE_ATTEMPTS);
    expect(effect).not.toHaveBeenCalled();
    expect(await logs()).toEqual([]);
  });

  it('does not run again a write refused for another reason', async () => {
    let attempts = 0;
    const failing = runWrite({ db }, null, change, async () => {
      attempts += 1;
      throw new Conflict('déjà fait');
    });
    await expect(failing).rejects.toThrow('déjà fait');
    expect(attempts).toBe(1);
  });

  if (engine === 'postgres') {
    it('two writes locking rows in opposite orders both go through: the deadlock PostgreSQL breaks is retried', async () => {
      await insertUser(db, 'u2');
      let arrived = 0;
      let release: () => void = () => undefined;
      const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
      const touch = (trx: Db, id: string) =>
        trx
          .updateTable('users')
          .set({ name: `nom ${id}` })
          .where('id', '=', id)
          .execute();
      const write = (first: string, second: string) =>
        runWrite({ db }, null, change, async ({ trx }) => {
          await touch(trx, first);
          arrived += 1;
          if (arrived === 2) release();
          await Promise.race([bothHoldOne, new Promise((resolve) => setTimeout(resolve, 2_000))]);
          await touch(trx, second);
        });
      await Promise.all([write('u1', 'u2'), write('u2', 'u1')]);
      expect(arrived).toBeGreaterThan(2); // one of them ran again
      expect(await logs()).toHaveLength(2);
    });
  }
});
