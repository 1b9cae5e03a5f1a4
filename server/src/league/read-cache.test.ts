import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { bumpDataVersion, readDataVersion, readDataVersionNow } from './data-version-repository';
import { createReadCache, sharedReads } from './read-cache';

/** A read whose answers the test hands out one at a time, in order. */
function controlledRead() {
  const pending: Array<(value: string) => void> = [];
  const read = jest.fn(() => new Promise<string>((resolve) => pending.push(resolve)));
  const answer = async (value: string) => {
    pending.shift()?.(value);
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  return { read, answer };
}

describe('the data version, read once for the calls waiting together', () => {
  it('gives a call that arrives during a read the next read, never the one under way', async () => {
    const { read, answer } = controlledRead();
    const version = sharedReads(read);
    const first = version(); // starts a read
    const second = version(); // the read under way may predate a write this call must see: it waits
    const third = version(); // and shares the next read with the second
    expect(read).toHaveBeenCalledTimes(1);
    await answer('1');
    await expect(first).resolves.toBe('1');
    expect(read).toHaveBeenCalledTimes(2);
    await answer('2');
    await expect(second).resolves.toBe('2');
    await expect(third).resolves.toBe('2');
    // nothing under way: the next call reads at once
    const fourth = version();
    expect(read).toHaveBeenCalledTimes(3);
    await answer('3');
    await expect(fourth).resolves.toBe('3');
  });

  it('reads again after a failed read', async () => {
    const read = jest.fn().mockRejectedValueOnce(new Error('base absente')).mockResolvedValue('4');
    const version = sharedReads(read);
    const failing = version();
    const waiting = version();
    await expect(failing).rejects.toThrow('base absente');
    await expect(waiting).resolves.toBe('4');
  });
});

describe.each(ENGINES)('the read cache on %s', (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(engine);
  });
  afterEach(() => test.drop());

  const answerOf = (size: number) => async () => ({ text: 'x'.repeat(size) });

  it('computes again after a write', async () => {
    const cache = createReadCache(test.db);
    const compute = jest.fn(answerOf(10));
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    await test.db.transaction().execute((trx) => bumpDataVersion(trx));
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxBytes of answers, the oldest going first', async () => {
    // each answer is about 400 bytes of JSON, under the size at which gzip is kept too
    const cache = createReadCache(test.db, { maxBytes: 1000 });
    const computes = ['a', 'b', 'c'].map(() => jest.fn(answerOf(400)));
    const [a, b, c] = computes as [jest.Mock, jest.Mock, jest.Mock];
    await cache.get('a', a);
    await cache.get('b', b);
    await cache.get('c', c); // 1,200 bytes: 'a' goes
    await cache.get('b', b);
    await cache.get('c', c);
    expect([b.mock.calls.length, c.mock.calls.length]).toEqual([1, 1]);
    await cache.get('a', a);
    expect(a).toHaveBeenCalledTimes(2);
  });

  it('hands out a computed answer at once for the version it was computed under, on SQLite', async () => {
    const cache = createReadCache(test.db);
    expect(cache.peek('a')).toBeUndefined();
    const body = await cache.get('a', answerOf(10));
    // PostgreSQL's version is only read through the pool: there every read waits for it
    expect(cache.peek('a')).toBe(engine === 'sqlite' ? body : undefined);
    await test.db.transaction().execute((trx) => bumpDataVersion(trx));
    expect(cache.peek('a')).toBeUndefined();
  });

  it('keeps at most maxEntries keys', async () => {
    const cache = createReadCache(test.db, { maxEntries: 2 });
    const a = jest.fn(answerOf(1));
    await cache.get('a', a);
    await cache.get('b', answerOf(1));
    await cache.get('c', answerOf(1));
    await cache.get('a', a);
    expect(a).toHaveBeenCalledTimes(2);
  });
});

describe('the data version read at once on SQLite', () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase('sqlite');
  });
  afterEach(() => test.drop());

  it('is the committed version, and is not read at once while a write is under way', async () => {
    await test.db.transaction().execute((trx) => bumpDataVersion(trx));
    expect(readDataVersionNow(test.db)).toBe(await readDataVersion(test.db));
    let bumped!: () => void;
    let release!: () => void;
    const hasBumped = new Promise<void>((resolve) => (bumped = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const write = test.db.transaction().execute(async (trx) => {
      await bumpDataVersion(trx);
      bumped();
      await held;
    });
    await hasBumped;
    expect(readDataVersionNow(test.db)).toBeNull(); // the connection holds the write's uncommitted row
    release();
    await write;
    expect(readDataVersionNow(test.db)).toBe(await readDataVersion(test.db));
  });

  it('never files an answer under the version of a write that was rolled back', async () => {
    const cache = createReadCache(test.db);
    let data = 'avant';
    const compute = jest.fn(async () => ({ text: data }));
    await cache.get('a', compute);
    let bumped!: () => void;
    let release!: () => void;
    const hasBumped = new Promise<void>((resolve) => (bumped = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = test.db.transaction().execute(async (trx) => {
      await bumpDataVersion(trx);
      bumped();
      await held;
      throw new Error('écriture refusée');
    });
    await hasBumped;
    const reading = cache.get('a', compute); // waits for the write: the version it bumped may never exist
    release();
    await expect(failing).rejects.toThrow('écriture refusée');
    await reading;
    data = 'après';
    await test.db.transaction().execute((trx) => bumpDataVersion(trx)); // the same version number, committed
    expect(JSON.parse((await cache.get('a', compute)).json.toString())).toEqual({ text: 'après' });
  });
});
