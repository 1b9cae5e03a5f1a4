import { ENGINES } from '../test-support/databases';
import { SAME_ORIGIN } from '../test-support/accounts';
import { startDemoApp } from '../test-support/demo-app';
import { multipartBody } from '../test-support/multipart';
import {
  CAPTAIN_TEAM,
  OPPONENT,
  cancelledMatch,
  demoCookie,
  openSlot,
  setMaxReservationRequests,
} from '../test-support/rainouts';

/** 50 calls at once on one slot: never two bookings, never more pending requests than allowed. */
describe.each(ENGINES)('reservations under concurrency on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    demo = await startDemoApp(engine);
  });
  afterAll(() => demo.close());

  const post = (url: string, cookie: string, payload?: object) =>
    demo.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
  const statusesOn = async (slotId: string) =>
    (await demo.db.selectFrom('reservations').select('status').where('timeslot_id', '=', slotId).execute()).map(
      (row) => row.status,
    );

  it.each([1, 3])('50 requests at once by one captain leave at most %i pending on the slot', async (max) => {
    await setMaxReservationRequests(demo.db, max);
    const captain = await demoCookie(demo.db);
    const slot = await openSlot(demo.db);
    const matches = await Promise.all(Array.from({ length: 10 }, () => cancelledMatch(demo.db)));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(`/api/timeslots/requestreservation/${slot.id}`, captain, { matchId: matches[index % 10] }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(max);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    expect(await statusesOn(slot.id)).toEqual(Array.from({ length: max }, () => 'pending'));
  });

  async function confirmedReservation(id: string, slotId: string, matchId: string) {
    await demo.db
      .insertInto('reservations')
      .values({
        id,
        timeslot_id: slotId,
        match_id: matchId,
        requesting_team_id: 'team-01',
        confirming_team_id: OPPONENT,
        requested_by: null,
        status: 'confirmed',
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  it('50 approvals at once over requests sharing slots and matches: no 5xx, one booking per slot and per match', async () => {
    const admin = await demoCookie(demo.db, 'admin');
    const [s1, s2] = [await openSlot(demo.db), await openSlot(demo.db)];
    const [m0, m1, m2] = [await cancelledMatch(demo.db), await cancelledMatch(demo.db), await cancelledMatch(demo.db)];
    const pairs = [
      [s1, m0],
      [s1, m1],
      [s1, m2],
      [s2, m0],
      [s2, m1],
      [s2, m2],
    ] as const;
    const ids = await Promise.all(
      pairs.map(([slot, match], index) => confirmedReservation(`${slot.id}-x${index}`, slot.id, match)),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const id = ids[index % ids.length] as string;
        return post(`/api/timeslots/approvereservation/${id}`, admin, { _id: id });
      }),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body)).toEqual([]);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    const booked = await demo.db
      .selectFrom('reservations')
      .select(['timeslot_id', 'match_id'])
      .where('id', 'in', ids)
      .where('status', '=', 'booked')
      .execute();
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(booked.length);
    expect(booked.length).toBe(2); // each slot booked once, by two different matches
    expect(new Set(booked.map((row) => row.timeslot_id)).size).toBe(booked.length);
    expect(new Set(booked.map((row) => row.match_id)).size).toBe(booked.length);
  });

  it('50 mixed writes at once on one team (edits, results, slot requests): no 5xx, every refusal a 409', async () => {
    const [admin, captain] = [await demoCookie(demo.db, 'admin'), await demoCookie(demo.db)];
    const slots = [await openSlot(demo.db), await openSlot(demo.db)];
    const rainouts = await Promise.all(Array.from({ length: 5 }, () => cancelledMatch(demo.db)));
    const played = await demo.db
      .selectFrom('matches')
      .select('id')
      .where('season', '=', '')
      .where('status', '=', 'scheduled')
      .where('pending_result', 'is', null)
      .where('home_team_id', '=', CAPTAIN_TEAM)
      .where('date', '<', new Date().toISOString())
      .limit(5)
      .execute();
    const team = await demo.db
      .selectFrom('teams')
      .select('name')
      .where('id', '=', CAPTAIN_TEAM)
      .executeTakeFirstOrThrow();
    const edit = async (index: number) => {
      const { payload, headers } = await multipartBody({ name: team.name, color: index % 2 ? '#112233' : '#445566' });
      return demo.app.inject({
        method: 'POST',
        url: `/api/teams/edit/${CAPTAIN_TEAM}`,
        payload,
        headers: { ...SAME_ORIGIN, ...headers, cookie: index % 2 ? admin : captain },
      });
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        if (index % 3 === 0) return edit(index);
        if (index % 3 === 1 && played.length > 0) {
          const match = played[index % played.length]?.id as string;
          return post(`/api/schedule/requestedit/${match}`, captain, { home: index % 7, away: 1 });
        }
        const slot = slots[index % slots.length]?.id as string;
        return post(`/api/timeslots/requestreservation/${slot}`, captain, {
          matchId: rainouts[index % rainouts.length],
        });
      }),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.statusCode)).toEqual(
      answers.filter((answer) => answer.statusCode !== 200).map(() => 409),
    );
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
  });

  it('50 approvals at once of confirmed requests on one slot book it once', async () => {
    const admin = await demoCookie(demo.db, 'admin');
    const slot = await openSlot(demo.db);
    const ids = Array.from({ length: 5 }, (_, index) => `${slot.id}-r${index}`);
    for (const id of ids) await confirmedReservation(id, slot.id, await cancelledMatch(demo.db));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const id = ids[index % ids.length] as string;
        return post(`/api/timeslots/approvereservation/${id}`, admin, { _id: id });
      }),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    const statuses = await statusesOn(slot.id);
    expect(statuses.filter((status) => status === 'booked')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'denied')).toHaveLength(4);
  });
});
