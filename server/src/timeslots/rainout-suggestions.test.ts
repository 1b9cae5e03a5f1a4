import { calendarDayOf, DEFAULT_TIME_ZONE, zonedInstant } from '@league/shared';
import { addDays, weekdayOf } from '@league/shared/schedule';
import { rainoutsResponseSchema, type Rainout } from '@league/shared/schemas';
import { MATCH_MESSAGES } from '../schedule/match-rules';
import { loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { startDemoApp } from '../test-support/demo-app';
import { CAPTAIN_TEAM, OPPONENT, THIRD_TEAM, captainOf, demoCookie } from '../test-support/rainouts';
import { WEEKLY_OFFERS_SHOWN } from './rainout-suggestions';

/**
 * A rained-out match of the demo captain's team, with slots around its teams' other matches: the suggestions list
 * only the slots where both teams are free that day, best first, and the captain's request of one works.
 */
const ZONE = DEFAULT_TIME_ZONE;
const TODAY = calendarDayOf(new Date(), ZONE);
/** A Monday two to three weeks ahead: the demo season's own matches are all behind the real clock by then. */
const MONDAY = addDays(TODAY, 14 + ((8 - weekdayOf(TODAY)) % 7));
const TUESDAY = addDays(MONDAY, 1);
const THURSDAY = addDays(MONDAY, 3);
const SUNDAY = addDays(MONDAY, 6);
const NEXT_TUESDAY = addDays(MONDAY, 8);
const instant = (day: string, time: string) => zonedInstant(day, time, ZONE).toISOString();

describe.each(ENGINES)('the slots suggested for a rained-out match on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let admin: string;
  let captain: string;
  const names = new Map<string, string>();

  const call = (method: 'GET' | 'POST', url: string, cookie = '', payload?: object) =>
    demo.app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const rainoutsOf = async (cookie: string) => {
    const response = await call('GET', '/api/timeslots/rainouts', cookie);
    expect(response.statusCode).toBe(200);
    return rainoutsResponseSchema.parse(response.json()).rainouts;
  };
  const rainout = async (cookie: string, matchId = 'rained-out') =>
    (await rainoutsOf(cookie)).find((entry) => entry.match._id === matchId) as Rainout;
  const match = async (id: string, home: string, away: string, date: string, fieldId: string, cancelled = false) => {
    await demo.db
      .insertInto('matches')
      .values({
        id,
        date,
        field_id: fieldId,
        home_team_id: home,
        away_team_id: away,
        division: 'A',
        status: cancelled ? 'cancelled' : 'scheduled',
      })
      .execute();
  };
  const slot = async (day: string, time: string, field: string) => {
    const added = await call('POST', '/api/timeslots/add', admin, { date: day, time, field });
    expect(added.statusCode).toBe(200);
    const row = await demo.db
      .selectFrom('timeslots')
      .select('id')
      .where('date', '=', instant(day, time))
      .where('field_id', '=', field)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const slotIds: Record<string, string> = {};

  beforeAll(async () => {
    demo = await startDemoApp(engine);
    admin = await loginAs(demo.app, 'admin');
    captain = await demoCookie(demo.db);
    for (const team of await demo.db.selectFrom('teams').select(['id', 'name']).execute())
      names.set(team.id, team.name);
    // the captain's team (home) against the opponent, rained out on Tuesday at 18:30 on the first field
    await match('rained-out', CAPTAIN_TEAM, OPPONENT, instant(TUESDAY, '18:30'), 'field-01', true);
    await match('captain-thursday', CAPTAIN_TEAM, THIRD_TEAM, instant(THURSDAY, '18:30'), 'field-02');
    await match('opponent-next-tuesday', OPPONENT, 'team-04', instant(NEXT_TUESDAY, '20:15'), 'field-01');
    await match('others-sunday', 'team-05', 'team-06', instant(SUNDAY, '10:00'), 'field-01');
    slotIds.thursdayAfternoon = await slot(THURSDAY, '16:00', 'field-01');
    slotIds.sundayFieldTaken = await slot(SUNDAY, '10:00', 'field-01');
    slotIds.sundayOtherField = await slot(SUNDAY, '10:00', 'field-02');
    slotIds.sundaySameField = await slot(SUNDAY, '13:00', 'field-01');
    slotIds.nextTuesdayAfternoon = await slot(NEXT_TUESDAY, '16:00', 'field-03');
  });
  afterAll(() => demo.close());

  it('lists only the slots where both teams are free that day, the same field first, and why the others are not', async () => {
    const { suggestions, unsuitable, weeklyOffers } = await rainout(captain);
    expect(suggestions.map((choice) => [choice.slot._id, choice.sameField, choice.requested])).toEqual([
      [slotIds.sundaySameField, true, null],
      [slotIds.sundayOtherField, false, null],
    ]);
    expect(suggestions[0]?.slot).toMatchObject({
      field: 'Parc Jarry',
      date: expect.stringMatching(/T13:00:00-0[45]:00$/),
    });
    const captainTeam = names.get(CAPTAIN_TEAM) as string;
    const opponent = names.get(OPPONENT) as string;
    expect(unsuitable.map((entry) => [entry.slot._id, entry.reasons])).toEqual([
      [
        slotIds.thursdayAfternoon,
        [MATCH_MESSAGES.sameDay([`${captainTeam} contre ${names.get(THIRD_TEAM)} à 18 h 30`])],
      ],
      [
        slotIds.sundayFieldTaken,
        [MATCH_MESSAGES.fieldTaken('Parc Jarry', names.get('team-05') as string, names.get('team-06') as string)],
      ],
      [
        slotIds.nextTuesdayAfternoon,
        [MATCH_MESSAGES.sameDay([`${opponent} contre ${names.get('team-04')} à 20 h 15`])],
      ],
    ]);
    expect(weeklyOffers).toEqual([]);
  });

  it('never offers a slot already past (the demo’s own slots are behind the real clock)', async () => {
    const { suggestions, unsuitable } = await rainout(captain);
    const listed = [...suggestions.map((choice) => choice.slot._id), ...unsuitable.map((entry) => entry.slot._id)];
    expect(listed.filter((id) => id.startsWith('timeslot-'))).toEqual([]);
  });

  it('shows the match to both teams’ captains and to an administrator, to no other captain; a member is refused', async () => {
    const opponent = await captainOf(demo.db, OPPONENT);
    const third = await captainOf(demo.db, THIRD_TEAM);
    expect(await rainout(opponent.cookie)).toBeDefined();
    expect(await rainout(admin)).toBeDefined();
    expect(await rainout(third.cookie)).toBeUndefined();
    expect((await rainoutsOf(captain)).every((entry) => entry.match.status === 'cancelled')).toBe(true);
    expect((await call('GET', '/api/timeslots/rainouts')).statusCode).toBe(401);
    expect((await call('GET', '/api/timeslots/rainouts', await loginAs(demo.app, 'member'))).statusCode).toBe(403);
  });

  it('offers an administrator the free weekly times, which one tap publishes as a slot the captain is offered', async () => {
    const { weeklyOffers } = await rainout(admin);
    expect(weeklyOffers).toHaveLength(WEEKLY_OFFERS_SHOWN);
    const busyDays = [TUESDAY, THURSDAY, NEXT_TUESDAY];
    // the demo league's Tuesday and Thursday evenings at 18:30 and 20:15, and the Sunday morning added above
    const weeklyTimes = ['2 18:30', '2 20:15', '4 18:30', '4 20:15', '0 10:00'];
    for (const offer of weeklyOffers) {
      expect(busyDays).not.toContain(offer.date.slice(0, 10));
      expect(Date.parse(offer.date)).toBeGreaterThan(Date.now());
      expect(weeklyTimes).toContain(`${weekdayOf(offer.date.slice(0, 10))} ${offer.date.slice(11, 16)}`);
    }
    const [best] = weeklyOffers;
    expect(best).toMatchObject({ sameField: true, fieldId: 'field-01', field: 'Parc Jarry' });

    const offer = best as NonNullable<typeof best>;
    const published = await call('POST', '/api/timeslots/add', admin, {
      date: offer.date.slice(0, 10),
      time: offer.date.slice(11, 16),
      field: offer.fieldId,
    });
    expect(published.statusCode).toBe(200);
    const after = await rainout(captain);
    expect(after.suggestions[0]?.slot).toMatchObject({ date: offer.date, fieldId: offer.fieldId });
    const offeredNow = (await rainout(admin)).weeklyOffers.map((next) => `${next.date} ${next.fieldId}`);
    expect(offeredNow).not.toContain(`${offer.date} ${offer.fieldId}`);
    expect(offeredNow).toHaveLength(WEEKLY_OFFERS_SHOWN);
  });

  it('takes the captain’s one-tap request of a suggestion: the slot then says it is asked', async () => {
    const [first] = (await rainout(captain)).suggestions;
    const asked = await call('POST', `/api/timeslots/requestreservation/${first?.slot._id}`, captain, {
      matchId: 'rained-out',
    });
    expect(asked.statusCode).toBe(200);
    const again = await rainout(captain);
    expect(again.suggestions.find((choice) => choice.slot._id === first?.slot._id)?.requested).toBe('pending');
  });

  it('leaves out a cancelled match once a slot is booked for it', async () => {
    await match('booked-rainout', CAPTAIN_TEAM, OPPONENT, instant(addDays(MONDAY, -6), '18:30'), 'field-02', true);
    expect(await rainout(captain, 'booked-rainout')).toBeDefined();
    const slotId = slotIds.sundayOtherField as string;
    await demo.db
      .insertInto('reservations')
      .values({
        id: 'booked-reservation',
        timeslot_id: slotId,
        match_id: 'booked-rainout',
        requesting_team_id: CAPTAIN_TEAM,
        confirming_team_id: OPPONENT,
        requested_by: 'user-captain',
        status: 'booked',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await rainout(captain, 'booked-rainout')).toBeUndefined();
    const { suggestions, unsuitable } = await rainout(captain);
    const listed = [...suggestions.map((choice) => choice.slot._id), ...unsuitable.map((entry) => entry.slot._id)];
    expect(listed).not.toContain(slotId);
  });
});
