import { sql } from 'kysely';
import { buildApp } from '../app';
import { openDatabase, type Db } from '../db/database';
import { readDataVersion } from '../league/data-version-repository';
import { runWrite } from '../league/write';
import { createTestDatabase, type TestDatabase } from '../test-support/databases';
import { listenOnFreePort, openEventStream, type EventStream } from '../test-support/event-stream';
import { makeTestSite } from '../test-support/web-roots';
import { LISTENER_NAME } from './change-feed';

/**
 * Two server processes on one PostgreSQL database, as behind a balancer (two apps in this test process, each with its
 * own pool): a write through one reaches the streams held by the other through LISTEN/NOTIFY, and a listening
 * connection the database ends is opened again, its streams told to read everything (docs/architecture.md#live).
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

async function startProcess(database: TestDatabase) {
  const site = makeTestSite();
  const db = openDatabase({ url: database.url });
  const app = await buildApp({ config: site.config, db });
  const port = await listenOnFreePort(app);
  return {
    db,
    port,
    close: async () => {
      await app.close();
      await db.destroy();
      site.cleanup();
    },
  };
}

const approve = (db: Db) =>
  runWrite({ db }, null, { action: 'approve', entity: 'match', detail: 'Résultat approuvé' }, async () => undefined);

onPostgres('live changes across server processes on PostgreSQL', () => {
  let database: TestDatabase;
  let one: Awaited<ReturnType<typeof startProcess>>;
  let other: Awaited<ReturnType<typeof startProcess>>;
  let stream: EventStream;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    one = await startProcess(database);
    other = await startProcess(database);
    stream = await openEventStream(other.port);
    await stream.next((event) => event.id !== undefined);
  });
  afterAll(async () => {
    stream.close();
    await one.close();
    await other.close();
    await database.drop();
  });

  it('sends a write made through one process to the streams the other holds', async () => {
    const seen = stream.events.length;
    await approve(one.db);
    const version = await readDataVersion(one.db);
    expect(await stream.next((event) => event.event === 'change', seen)).toEqual({
      id: version,
      event: 'change',
      data: '{"changed":["results","rankings"]}',
    });
  });

  it('listens again after its connection is ended, tells its streams to read everything, and follows on', async () => {
    const seen = stream.events.length;
    const ended = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended from pg_stat_activity
      where application_name = ${LISTENER_NAME} and datname = current_database()`.execute(database.db);
    expect(ended.rows).toEqual([{ ended: true }]); // only the process holding a stream listens
    const refresh = await stream.next((event) => event.event === 'refresh', seen);
    expect(refresh).toEqual({ id: await readDataVersion(one.db), event: 'refresh', data: '{"changed":["all"]}' });
    await approve(one.db);
    const version = await readDataVersion(one.db);
    await stream.next((event) => event.event === 'change' && event.id === version, seen);
  });
});
