import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { countingFailures, createRateLimiter, tooManyAttempts } from './rate-limit';

const MINUTE = 60_000;

describe('the refusal', () => {
  it.each([
    [635_000, 'Trop de tentatives\u202f: réessayez dans 11 minutes'],
    [60_000, 'Trop de tentatives\u202f: réessayez dans 1 minute'],
    [1, 'Trop de tentatives\u202f: réessayez dans 1 minute'],
    [60_001, 'Trop de tentatives\u202f: réessayez dans 2 minutes'],
  ])('says a wait of %p ms in whole minutes, rounded up', (waitMs, message) => {
    expect(tooManyAttempts(waitMs)).toBe(message);
  });
});

describe.each(ENGINES)('rate limiter on %s', (engine) => {
  let test: TestDatabase;
  let now: number;
  const clock = () => now;
  beforeEach(async () => {
    test = await createTestDatabase(engine);
    now = Date.parse('2026-11-25T12:00:00.000Z');
  });
  afterEach(() => test.drop());
  const windows = () => test.db.selectFrom('rate_limits').selectAll().orderBy('key').execute();

  it('lets max hits through per window, then answers 429 with the wait in minutes', async () => {
    const limiter = createRateLimiter(test.db, { max: 2, windowMs: 15 * MINUTE }, clock);
    await limiter.hit('1.2.3.4');
    now += MINUTE;
    await limiter.hit('1.2.3.4');
    now += 30_000;
    await expect(limiter.hit('1.2.3.4')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Trop de tentatives\u202f: réessayez dans 14 minutes',
    });
    await expect(limiter.hit('5.6.7.8')).resolves.toBeUndefined();
    now += 13.5 * MINUTE;
    await expect(limiter.hit('1.2.3.4')).resolves.toBeUndefined();
  });

  it('counts concurrent hits exactly: no more than max get through', async () => {
    const limiter = createRateLimiter(test.db, { max: 5, windowMs: MINUTE }, clock);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.hit('même clé')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(await windows()).toEqual([expect.objectContaining({ key: 'même clé', hits: 20 })]);
  });

  it('clears a key, takes a hit back, and prunes expired windows', async () => {
    const limiter = createRateLimiter(test.db, { max: 5, windowMs: MINUTE }, clock);
    for (const key of ['a', 'a', 'b', 'c']) await limiter.hit(key);
    await limiter.clear('b');
    await limiter.uncount('a');
    expect((await windows()).map((row) => [row.key, row.hits])).toEqual([
      ['a', 1],
      ['c', 1],
    ]);
    now += 2 * MINUTE;
    await limiter.hit('d');
    expect((await windows()).map((row) => row.key)).toEqual(['d']);
  });

  describe('counting failures only', () => {
    const failure = new Error('mauvais mot de passe');
    const attempt = (outcome: 'success' | 'failure' | 'fault') => async () => {
      if (outcome === 'success') return 'ok';
      throw outcome === 'failure' ? failure : new Error('panne');
    };
    const run = (limiter: ReturnType<typeof createRateLimiter>, outcome: 'success' | 'failure' | 'fault') =>
      countingFailures([{ limiter, key: 'login' }], attempt(outcome), (error) => error === failure);

    it('refuses after max failures, even the right password, until the window ends', async () => {
      const limiter = createRateLimiter(test.db, { max: 3, windowMs: MINUTE }, clock);
      for (let i = 0; i < 3; i += 1) await expect(run(limiter, 'failure')).rejects.toBe(failure);
      await expect(run(limiter, 'success')).rejects.toMatchObject({ statusCode: 429 });
      now += MINUTE;
      await expect(run(limiter, 'success')).resolves.toBe('ok');
    });

    it('forgets the failures on a success, and does not count a fault of the server', async () => {
      const limiter = createRateLimiter(test.db, { max: 3, windowMs: MINUTE }, clock);
      for (let i = 0; i < 10; i += 1) await run(limiter, 'success');
      await expect(run(limiter, 'failure')).rejects.toBe(failure);
      await expect(run(limiter, 'failure')).rejects.toBe(failure);
      await run(limiter, 'success');
      for (let i = 0; i < 5; i += 1) await expect(run(limiter, 'fault')).rejects.toThrow('panne');
      for (let i = 0; i < 3; i += 1) await expect(run(limiter, 'failure')).rejects.toBe(failure);
      await expect(run(limiter, 'failure')).rejects.toMatchObject({ statusCode: 429 });
    });
  });
});
