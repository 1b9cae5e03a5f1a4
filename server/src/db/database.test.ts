import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { migrations } from './migrations';

describe.each(ENGINES)('database on %s', (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(engine);
  });
  afterEach(() => test.drop());

  const now = new Date().toISOString();
  const addField = () =>
    test.db.insertInto('fields').values({ id: 'f1', name: 'Parc Jarry', type: 'outdoor' }).execute();
  const addTeam = (id: string, name: string, season = '') =>
    test.db
      .insertInto('teams')
      .values({
        id,
        name,
        season,
        division: 'A',
        color: '#123456',
        join_year: null,
        logo_media: null,
        picture_media: null,
      })
      .execute();

  it('creates every table of the design', async () => {
    const tables = (await test.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'teams',
        'matches',
        'series_matches',
        'timeslots',
        'reservations',
        'media',
        'logs',
        'settings',
      ]),
    );
  });

  it('keeps team names unique within a season, not across seasons', async () => {
    await test.db
      .insertInto('archives')
      .values({ name: '2025', start_date: '2025-05-01', stop_date: '2025-09-30' })
      .execute();
    await addTeam('t1', 'Les Lions');
    await addTeam('t2', 'Les Lions', '2025');
    await expect(addTeam('t3', 'Les Lions')).rejects.toHaveProperty('message'); // not toThrow: errors of the native driver come from another realm under jest;
  });

  it('refuses a match of a team against itself and an unknown status', async () => {
    await addField();
    await addTeam('t1', 'Les Lions');
    await addTeam('t2', 'Les Ours');
    const match = {
      id: 'm1',
      date: now,
      field_id: 'f1',
      home_team_id: 't1',
      away_team_id: 't1',
      division: 'A',
      round: 1,
      home_score: null,
      away_score: null,
      pending_result: null,
      pending_by: null,
    };
    await expect(test.db.insertInto('matches').values(match).execute()).rejects.toHaveProperty('message'); // not toThrow: errors of the native driver come from another realm under jest;
    await expect(
      test.db
        .insertInto('matches')
        .values({ ...match, away_team_id: 't2', status: 'postponed' as never })
        .execute(),
    ).rejects.toHaveProperty('message'); // not toThrow: errors of the native driver come from another realm under jest;
    await test.db
      .insertInto('matches')
      .values({ ...match, away_team_id: 't2' })
      .execute();
  });

  it('enforces foreign keys', async () => {
    await expect(
      test.db.insertInto('sessions').values({ token_hash: 'x', user_id: 'nobody', expires_at: now }).execute(),
    ).rejects.toHaveProperty('message'); // not toThrow: errors of the native driver come from another realm under jest;
  });

  it('refuses an unknown role', async () => {
    await expect(
      test.db
        .insertInto('users')
        .values({
          id: 'u1',
          email: 'a@b.ca',
          name: 'A',
          password_hash: null,
          role: 'owner' as never,
          gender: null,
          created_at: now,
        })
        .execute(),
    ).rejects.toHaveProperty('message'); // not toThrow: errors of the native driver come from another realm under jest;
  });

  it('migrates down to nothing and up again', async () => {
    const migrator = new Migrator({ db: test.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    const left = (await test.db.introspection.getTables()).map((table) => table.name);
    expect(left).not.toContain('teams');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await addField();
    expect((await sql<{ n: number }>`select count(*) as n from fields`.execute(test.db)).rows[0]?.n).toBe(
      engine === 'postgres' ? '1' : 1,
    );
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('database on postgres when the server ends a connection', () => {
  it('keeps running: the lost idle connection is replaced on the next query', async () => {
    const test = await createTestDatabase('postgres');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const pid = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(test.db);
      const admin = await createTestDatabase('postgres', { migrate: false });
      await sql`select pg_terminate_backend(${pid.rows[0]!.pid})`.execute(admin.db);
      await admin.drop();
      await new Promise((resolve) => setTimeout(resolve, 200)); // the idle client hears of it
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL: idle connection lost'));
      const again = await sql<{ one: number }>`select 1 as one`.execute(test.db);
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      warn.mockRestore();
      await test.drop();
    }
  });
});
