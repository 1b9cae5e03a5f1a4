import { Migrator } from 'kysely';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test-support/databases';
import { migrations } from './index';

describe.each(ENGINES)('one booking per slot on %s', (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(engine);
    const { db } = test;
    await db.insertInto('fields').values({ id: 'f1', name: 'Parc Jarry', type: 'outdoor' }).execute();
    const team = { division: 'A', color: '#123456', join_year: null, logo_media: null, picture_media: null };
    await db
      .insertInto('teams')
      .values([
        { id: 'lions', name: 'Lions', ...team },
        { id: 'aigles', name: 'Aigles', ...team },
      ])
      .execute();
    const match = { date: '2026-06-01T22:00:00.000Z', field_id: 'f1', home_team_id: 'lions', away_team_id: 'aigles' };
    await db
      .insertInto('matches')
      .values(
        ['m1', 'm2'].map((id) => ({
          id,
          ...match,
          division: 'A',
          round: 1,
          home_score: null,
          away_score: null,
          pending_result: null,
          pending_by: null,
          status: 'cancelled' as const,
        })),
      )
      .execute();
    await db
      .insertInto('timeslots')
      .values([
        { id: 's1', date: '2026-06-07T14:00:00.000Z', field_id: 'f1' },
        { id: 's2', date: '2026-06-14T14:00:00.000Z', field_id: 'f1' },
      ])
      .execute();
  });
  afterEach(() => test.drop());

  let next = 0;
  const book = (timeslotId: string, matchId: string, status: 'booked' | 'denied' = 'booked') =>
    test.db
      .insertInto('reservations')
      .values({
        id: `r${++next}`,
        timeslot_id: timeslotId,
        match_id: matchId,
        requesting_team_id: 'lions',
        confirming_team_id: 'aigles',
        requested_by: null,
        status,
        created_at: '2026-06-02T00:00:00.000Z',
      })
      .execute();

  it('refuses a second booking of one slot, and a second booking of one match', async () => {
    await book('s1', 'm1');
    await expect(book('s1', 'm2')).rejects.toHaveProperty('message');
    await expect(book('s2', 'm1')).rejects.toHaveProperty('message');
  });

  it('leaves denied reservations alone', async () => {
    await book('s1', 'm1', 'denied');
    await book('s1', 'm1', 'denied');
    await book('s1', 'm1');
    expect(await test.db.selectFrom('reservations').select('id').execute()).toHaveLength(3);
  });

  it('migrates down (two bookings allowed again) and up again', async () => {
    const migrator = new Migrator({ db: test.db, provider: { getMigrations: async () => migrations } });
    // back to the schema before this migration (and any later one), then up again
    expect((await migrator.migrateTo('2026-11-22-001-initial')).error).toBeUndefined();
    await book('s1', 'm1');
    await book('s1', 'm2');
    await test.db.deleteFrom('reservations').execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await book('s1', 'm1');
    await expect(book('s1', 'm2')).rejects.toHaveProperty('message');
  });
});
