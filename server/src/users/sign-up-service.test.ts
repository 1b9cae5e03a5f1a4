import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { makeTestSite } from '../test-support/web-roots';
import { registerRequest } from './sign-up-service';
import type { UsersDeps } from './users-service';

const onPostgres = ENGINES.includes('postgres') ? describe : describe.skip;

/**
 * A twin sign-up that commits between this one's look-up and its insert: PostgreSQL only, where another
 * connection's uncommitted insert makes ours wait on the unique index, then fail once it commits. (SQLite has one
 * connection: its look-up waits for the twin's transaction.)
 */
onPostgres('a sign-up whose twin commits first, on postgres', () => {
  let test: TestDatabase;
  let site: ReturnType<typeof makeTestSite>;
  beforeEach(async () => {
    test = await createTestDatabase('postgres');
    site = makeTestSite();
  });
  afterEach(async () => {
    await test.drop();
    site.cleanup();
  });

  const waitingOnALock = async () => {
    const { rows } = await sql<{ waiting: number }>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock'`.execute(test.db);
    return (rows[0]?.waiting ?? 0) > 0;
  };

  it('succeeds and leaves the twin as the one request for the address', async () => {
    const deps: UsersDeps = {
      db: test.db,
      config: site.config,
      mailer: { send: async () => {}, close: () => {} },
      log: { error: () => {}, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger,
    };
    const body = { username: 'lea@exemple.ca', password: 'un bon mot de passe', name: 'Léa', role: 'basic' } as const;
    let signUp: Promise<unknown> = Promise.resolve();
    await test.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('account_requests')
        .values({
          id: 'jumelle',
          email: body.username,
          name: 'Jumelle',
          password_hash: 'x',
          requested_role: 'basic',
          requested_teams: '[]',
          info: '',
          created_at: new Date().toISOString(),
        })
        .execute();
      signUp = registerRequest(deps, { ...body, teams: [], info: '' }).catch((error: unknown) => error);
      for (let tries = 0; tries < 200 && !(await waitingOnALock()); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
    expect(await signUp).toBeUndefined();
    expect(await test.db.selectFrom('account_requests').select('id').execute()).toEqual([{ id: 'jumelle' }]);
  });
});
