import { calendarDayOf } from '@league/shared';
import { archivePreviewSchema } from '@league/shared/schemas';
import { readSettings } from '../league/settings';
import { DEMO_USER_IDS } from '../seed/demo-accounts';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { startDemoApp } from '../test-support/demo-app';
import { cancelledMatch, demoCookie, openSlot } from '../test-support/rainouts';

type Demo = Awaited<ReturnType<typeof startDemoApp>>;
type Dated = 'matches' | 'series_matches' | 'timeslots';

describe.each(ENGINES)('GET /api/seasons/preview on %s', (engine) => {
  let demo: Demo;
  let admin: string;
  let timeZone: string;
  const dayOf = (iso: string) => calendarDayOf(iso, timeZone);
  const current = (table: Dated) =>
    demo.db.selectFrom(table).select(['id', 'date']).where('season', '=', '').orderBy('date').execute();
  const count = async (table: Dated | 'teams' | 'players' | 'fields') =>
    (await demo.db.selectFrom(table).select('id').where('season', '=', '').execute()).length;
  const preview = async (query = '') => {
    const response = await demo.app.inject({ url: `/api/seasons/preview${query}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return archivePreviewSchema.parse(response.json());
  };
  /** the last day of the regular schedule: the dates the tab used to propose */
  const lastMatchDay = async () => dayOf((await current('matches')).at(-1)?.date ?? '');

  beforeAll(async () => {
    demo = await startDemoApp(engine);
    admin = await demoCookie(demo.db, 'admin');
    timeZone = (await readSettings(demo.db)).timeZone;
  });
  afterAll(() => demo.close());

  it('proposes the days from the first to the last of the matches, series matches and time slots', async () => {
    const [matches, series, slots] = await Promise.all([
      current('matches'),
      current('series_matches'),
      current('timeslots'),
    ]);
    // the playoffs come after the regular schedule: dates taken from the matches alone leave them behind
    expect(dayOf(series.at(-1)?.date ?? '') > (await lastMatchDay())).toBe(true);
    const days = [...matches, ...series, ...slots].map((row) => dayOf(row.date)).sort();
    const answer = await preview();
    expect(answer.season).toEqual({ startDate: days[0], stopDate: days.at(-1) });
    expect(answer.range).toEqual(answer.season);
    expect(answer.moving).toEqual({ matches: matches.length, seriesMatches: series.length, timeslots: slots.length });
    expect(answer.staying).toEqual({ matches: 0, seriesMatches: 0, timeslots: 0 });
    expect(answer.copied).toEqual({
      teams: await count('teams'),
      players: await count('players'),
      fields: await count('fields'),
    });
  });

  it('says what moves and what stays when the dates leave the playoffs out', async () => {
    const season = (await preview()).season;
    const stopDate = await lastMatchDay();
    const slots = await current('timeslots');
    const answer = await preview(`?startDate=${season?.startDate}&stopDate=${stopDate}`);
    expect(answer.season).toEqual(season);
    expect(answer.range).toEqual({ startDate: season?.startDate, stopDate });
    const slotsIn = slots.filter((slot) => dayOf(slot.date) <= stopDate).length;
    expect(answer.moving).toEqual({ matches: await count('matches'), seriesMatches: 0, timeslots: slotsIn });
    expect(answer.staying).toEqual({
      matches: 0,
      seriesMatches: await count('series_matches'),
      timeslots: slots.length - slotsIn,
    });
  });

  it('counts the results awaiting approval that would move, series included', async () => {
    const pendingMatches = (
      await demo.db
        .selectFrom('matches')
        .select('id')
        .where('season', '=', '')
        .where('pending_result', 'is not', null)
        .execute()
    ).length;
    expect((await preview()).awaitingApproval).toBe(pendingMatches);
    const [final] = (await current('series_matches')).slice(-1);
    await demo.db
      .updateTable('series_matches')
      .set({ pending_result: JSON.stringify({ home: 3, away: 2 }), pending_by: DEMO_USER_IDS.captain })
      .where('id', '=', final?.id ?? '')
      .execute();
    expect((await preview()).awaitingApproval).toBe(pendingMatches + 1);
    const season = (await preview()).season;
    const withoutPlayoffs = await preview(`?startDate=${season?.startDate}&stopDate=${await lastMatchDay()}`);
    expect(withoutPlayoffs.awaitingApproval).toBe(pendingMatches);
  });

  it('counts the reservations still pending or confirmed on a slot or a match that would move', async () => {
    expect((await preview()).openReservations).toBe(0);
    const match = await cancelledMatch(demo.db);
    const statuses = ['pending', 'confirmed', 'booked', 'denied'] as const;
    for (const [index, status] of statuses.entries()) {
      const slot = await openSlot(demo.db);
      await demo.db
        .insertInto('reservations')
        .values({
          id: `reservation-${index}`,
          timeslot_id: slot.id,
          match_id: match,
          requesting_team_id: 'team-01',
          confirming_team_id: 'team-02',
          requested_by: null,
          status,
          created_at: '2026-06-01T12:00:00.000Z',
        })
        .execute();
    }
    // the slots are on 2 August 2026, the cancelled match on 3 June
    expect((await preview()).openReservations).toBe(2);
    expect((await preview('?startDate=2026-08-02&stopDate=2026-08-02')).openReservations).toBe(2);
    expect((await preview('?startDate=2026-06-03&stopDate=2026-06-03')).openReservations).toBe(2);
    expect((await preview('?startDate=2026-08-03&stopDate=2026-12-31')).openReservations).toBe(0);
  });

  it.each([
    ['reversed dates', '?startDate=2026-09-01&stopDate=2026-05-01'],
    ['a start without a stop', '?startDate=2026-09-01'],
    ['a day that is not one', '?startDate=2026-02-30&stopDate=2026-03-01'],
  ])('answers 400 to %s', async (_, query) => {
    const response = await demo.app.inject({ url: `/api/seasons/preview${query}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 to a visitor and 403 to a captain', async () => {
    expect((await demo.app.inject({ url: '/api/seasons/preview' })).statusCode).toBe(401);
    const captain = await demoCookie(demo.db, 'captain');
    const response = await demo.app.inject({ url: '/api/seasons/preview', headers: { cookie: captain } });
    expect(response.statusCode).toBe(403);
  });

  it('archiving with the proposed dates leaves nothing dated in the new season', async () => {
    const { season, moving } = await preview();
    const response = await demo.app.inject({
      method: 'PUT',
      url: '/api/seasons/add',
      headers: { ...SAME_ORIGIN, cookie: admin },
      payload: { name: 'Saison proposée', ...season },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ seriesUpdated: true, matchUpdated: true, timeslotUpdated: true });
    expect([await count('matches'), await count('series_matches'), await count('timeslots')]).toEqual([0, 0, 0]);
    const archived = (table: Dated) =>
      demo.db.selectFrom(table).select('id').where('season', '=', 'Saison proposée').execute();
    expect((await archived('series_matches')).length).toBe(moving.seriesMatches);
    const after = await preview();
    expect([after.season, after.moving, after.awaitingApproval]).toEqual([
      null,
      { matches: 0, seriesMatches: 0, timeslots: 0 },
      0,
    ]);
  });
});
