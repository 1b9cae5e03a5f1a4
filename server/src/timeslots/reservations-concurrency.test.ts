import { ENGINES } from '../test-support/databases';
import { SAME_ORIGIN } from '../test-support/accounts';
import { startDemoApp } from '../test-support/demo-app';
import { OPPONENT, cancelledMatch, demoCookie, openSlot, setMaxReservationRequests } from '../test-support/rainouts';

/** 50 calls at once on one slot: never two bookings, never more pending requests than allowed (DESIGN.md §6). */
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

  it('50 approvals at once of confirmed requests on one slot book it once', async () => {
    const admin = await demoCookie(demo.db, 'admin');
    const slot = await openSlot(demo.db);
    const ids = Array.from({ length: 5 }, (_, index) => `${slot.id}-r${index}`);
    for (const id of ids) {
      await demo.db
        .insertInto('reservations')
        .values({
          id,
          timeslot_id: slot.id,
          match_id: await cancelledMatch(demo.db),
          requesting_team_id: 'team-01',
          confirming_team_id: OPPONENT,
          requested_by: null,
          status: 'confirmed',
          created_at: new Date().toISOString(),
        })
        .execute();
    }
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
