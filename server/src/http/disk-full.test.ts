import { sql } from 'kysely';
import { loginAs } from '../test-support/accounts';
import { callerOf, logCount } from '../test-support/content';
import { startDemoApp } from '../test-support/demo-app';
import { DISK_FULL } from './error-messages';
import { isDiskFull } from '../db/disk-full';

/**
 * A full disk: SQLite answers SQLITE_FULL and rolls the transaction back by itself. The write
 * is refused with 507 and a French message in the error shape, nothing is half-written, and once there is room
 * again the same server accepts writes. SQLite's max_page_count stands in for the disk (the reliability suite
 * fills a real tmpfs).
 */
describe('a write on a full disk (SQLite)', () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  const call = callerOf(() => demo);
  beforeAll(async () => {
    demo = await startDemoApp('sqlite');
  });
  afterAll(() => demo?.close());

  const page = (title: string) => ({ title, data: `<p>${'plein '.repeat(30_000)}</p>` });
  const setMaxPages = async (pages: number | 'room') => {
    const count = (await sql<{ page_count: number }>`pragma page_count`.execute(demo.db)).rows[0]?.page_count ?? 0;
    await sql.raw(`pragma max_page_count = ${pages === 'room' ? 1_000_000_000 : count}`).execute(demo.db);
  };

  it('is refused with 507 and a clear French message, changes nothing, and works again once there is room', async () => {
    const admin = await loginAs(demo.app, 'admin');
    const logsBefore = await logCount(demo);
    await setMaxPages(0);

    const refused = await call('PUT', '/api/resources/general/disque_plein', page('Disque plein'), admin);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ success: false, error: DISK_FULL });
    expect(await logCount(demo)).toBe(logsBefore);
    expect((await call('GET', '/api/resources/general/disque_plein')).statusCode).toBe(404);
    expect((await call('GET', '/api/teams')).statusCode).toBe(200); // reads go on

    await setMaxPages('room');
    const accepted = await call('PUT', '/api/resources/general/disque_plein', page('Disque plein'), admin);
    expect(accepted.statusCode).toBe(200);
    expect(await logCount(demo)).toBe(logsBefore + 1);
    expect((await call('GET', '/api/resources/general/disque_plein')).statusCode).toBe(200);
  });

  it.each([
    ['SQLite', Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }), true],
    ['the file system', Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }), true],
    ['PostgreSQL', Object.assign(new Error('could not extend file'), { code: '53100' }), true],
    ['a wrapped cause', new Error('backup failed', { cause: Object.assign(new Error('x'), { code: 'ENOSPC' }) }), true],
    ['another error', Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT' }), false],
  ])('recognises a full disk from %s', (_from, error, full) => {
    expect(isDiskFull(error)).toBe(full);
  });
});
