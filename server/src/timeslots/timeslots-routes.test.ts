import { timeslotsFilteredResponseSchema, timeslotWriteResponseSchema } from '@league/shared/schemas';
import { DEMO_EMAILS } from '../seed/demo-league';
import { ENGINES } from '../test-support/databases';
import { loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { startDemoApp } from '../test-support/demo-app';
import {
  CAPTAIN_TEAM,
  THIRD_TEAM,
  OPPONENT,
  cancelledMatch,
  captainOf,
  demoCookie,
  openSlot,
  seasonMatch,
  setMaxReservationRequests,
} from '../test-support/rainouts';
import { startSmtpServer } from '../test-support/smtp';

type Demo = Awaited<ReturnType<typeof startDemoApp>>;

describe.each(ENGINES)('rainout time slots on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let demo: Demo;
  let admin: string;
  let captain: string;
  let opponent: Awaited<ReturnType<typeof captainOf>>;
  let third: Awaited<ReturnType<typeof captainOf>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    demo = await startDemoApp(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://ligue.example/' });
    admin = await loginAs(demo.app, 'admin');
    captain = await demoCookie(demo.db);
    opponent = await captainOf(demo.db, OPPONENT);
    third = await captainOf(demo.db, THIRD_TEAM);
  });
  afterAll(async () => {
    await demo.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    demo.app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const request = (slotId: string, matchId: string, cookie = captain) =>
    call('POST', `/api/timeslots/requestreservation/${slotId}`, cookie, { matchId });
  const confirm = (id: string, cookie = opponent.cookie) =>
    call('POST', `/api/timeslots/confirmreservation/${id}`, cookie);
  const deny = (id: string, cookie = opponent.cookie) => call('POST', `/api/timeslots/denyreservation/${id}`, cookie);
  const approve = (id: string, cookie = admin) =>
    call('POST', `/api/timeslots/approvereservation/${id}`, cookie, { _id: id, status: 'confirmed' });
  const reservationOf = async (slotId: string, matchId: string) =>
    await demo.db
      .selectFrom('reservations')
      .selectAll()
      .where('timeslot_id', '=', slotId)
      .where('match_id', '=', matchId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
  const notesOf = async (userId: string) =>
    (await demo.db.selectFrom('notifications').select('description').where('user_id', '=', userId).execute()).map(
      (row) => row.description,
    );
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  /** A mail's text, quoted-printable undone. */
  const body = (raw: string) =>
    Buffer.from(
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');

  /** A cancelled match of the demo captain's team, requested in a new slot: the reservation's id. */
  async function requested() {
    const slot = await openSlot(demo.db);
    const match = await cancelledMatch(demo.db);
    expect((await request(slot.id, match)).statusCode).toBe(200);
    return { slot, match, id: (await reservationOf(slot.id, match)).id };
  }

  describe('GET /api/timeslots/filtered', () => {
    it('lists the demo league’s open slots as available, to a captain and to an administrator', async () => {
      for (const cookie of [captain, admin]) {
        const response = await call('GET', '/api/timeslots/filtered', cookie);
        expect(response.statusCode).toBe(200);
        const schedule = timeslotsFilteredResponseSchema.parse(response.json());
        const demoSlots = schedule.available.filter((slot) => slot._id.startsWith('timeslot-'));
        expect(demoSlots).toHaveLength(7);
        expect(demoSlots[0]).toMatchObject({ reservation: null, field: expect.any(String) });
      }
    });

    it('refuses a visitor (401) and a member (403)', async () => {
      expect((await call('GET', '/api/timeslots/filtered')).statusCode).toBe(401);
      expect((await call('GET', '/api/timeslots/filtered', await loginAs(demo.app, 'member'))).statusCode).toBe(403);
    });

    it('shows a captain only the reservations of their own teams; an administrator all', async () => {
      const { id } = await requested();
      const idsIn = async (cookie: string) =>
        timeslotsFilteredResponseSchema
          .parse((await call('GET', '/api/timeslots/filtered', cookie)).json())
          .pending.map((slot) => slot.reservation?._id);
      expect(await idsIn(captain)).toContain(id);
      expect(await idsIn(opponent.cookie)).toContain(id);
      expect(await idsIn(admin)).toContain(id);
      expect(await idsIn(third.cookie)).not.toContain(id);
    });
  });

  describe('the whole reservation, from request to booking', () => {
    it('requests, confirms and approves: the match moves to the slot, which is booked', async () => {
      const slot = await openSlot(demo.db);
      const match = await cancelledMatch(demo.db);

      const asked = await request(slot.id, match);
      expect(asked.statusCode).toBe(200);
      const askedBody = timeslotWriteResponseSchema.parse(asked.json());
      const entry = askedBody.timeslotSchedule.pending.find((candidate) => candidate._id === slot.id);
      expect(entry?.reservation).toMatchObject({ status: 'pending', match: { _id: match, status: 'cancelled' } });
      const id = entry?.reservation?._id as string;
      expect(await notesOf(opponent.id)).toContainEqual(expect.stringMatching(/demande de reprendre le match/));
      const invitation = mailsTo(opponent.email).at(-1);
      expect(body(invitation?.raw ?? '')).toContain(`https://ligue.example/timeslots?confirmer=${id}`);

      const confirmed = await confirm(id);
      expect([confirmed.statusCode, confirmed.json().message]).toEqual([
        200,
        "Plage horaire confirmée par le capitaine, en attente de l'approbation d'un administrateur",
      ]);
      expect(await notesOf('user-admin')).toContainEqual(expect.stringMatching(/a confirmé la reprise/));
      expect(body(mailsTo(DEMO_EMAILS.captain).at(-1)?.raw ?? '')).toMatch(/a confirmé la reprise du match/);

      const approved = await approve(id);
      expect([approved.statusCode, approved.json().message]).toEqual([
        200,
        'Le match a été déplacé, la plage horaire est maintenant réservée',
      ]);
      const schedule = timeslotWriteResponseSchema.parse(approved.json()).timeslotSchedule;
      expect(schedule.booked.find((candidate) => candidate._id === slot.id)?.reservation?.status).toBe('booked');
      expect(schedule.available.map((candidate) => candidate._id)).not.toContain(slot.id);
      const moved = await demo.db.selectFrom('matches').selectAll().where('id', '=', match).executeTakeFirstOrThrow();
      expect(moved).toMatchObject({ date: slot.date, field_id: slot.fieldId, status: 'scheduled' });
      expect(await notesOf(opponent.id)).toContainEqual(expect.stringMatching(/est reporté au/));
      expect(mailsTo(opponent.email).length).toBeGreaterThanOrEqual(2);
    });

    it('denied by the other captain: the slot is available again and the requester is told', async () => {
      const { slot, id } = await requested();
      const before = mailsTo(DEMO_EMAILS.captain).length;
      const denied = await deny(id);
      expect(denied.statusCode).toBe(200);
      const schedule = timeslotWriteResponseSchema.parse(denied.json()).timeslotSchedule;
      expect(schedule.available.map((candidate) => candidate._id)).toContain(slot.id);
      expect(schedule.pending.map((candidate) => candidate._id)).not.toContain(slot.id);
      expect(await notesOf('user-captain')).toContainEqual(expect.stringMatching(/est refusée/));
      expect(mailsTo(DEMO_EMAILS.captain).length).toBe(before + 1);
      expect((await confirm(id)).statusCode).toBe(409);
    });

    it('an administrator may deny a confirmed request', async () => {
      const { id } = await requested();
      expect((await confirm(id)).statusCode).toBe(200);
      expect((await deny(id, opponent.cookie)).statusCode).toBe(403);
      expect((await deny(id, admin)).statusCode).toBe(200);
    });

    it('approving denies the other open requests on that slot, and tells their teams', async () => {
      const slot = await openSlot(demo.db);
      const first = await cancelledMatch(demo.db);
      const rival = await cancelledMatch(demo.db, THIRD_TEAM, OPPONENT);
      expect((await request(slot.id, first)).statusCode).toBe(200);
      expect((await request(slot.id, rival, third.cookie)).statusCode).toBe(200);
      const id = (await reservationOf(slot.id, first)).id;
      expect((await confirm(id)).statusCode).toBe(200);
      expect((await approve(id)).statusCode).toBe(200);
      expect((await reservationOf(slot.id, rival)).status).toBe('denied');
      expect(await notesOf(third.id)).toContainEqual(expect.stringMatching(/est refusée/));
    });
  });

  describe('refusals', () => {
    it('a visitor (401), a member (403), a captain of neither team (403)', async () => {
      const slot = await openSlot(demo.db);
      const match = await cancelledMatch(demo.db);
      expect((await request(slot.id, match, '')).statusCode).toBe(401);
      expect((await request(slot.id, match, await loginAs(demo.app, 'member'))).statusCode).toBe(403);
      expect((await request(slot.id, match, third.cookie)).statusCode).toBe(403);
    });

    it('a match that is not cancelled (409)', async () => {
      const slot = await openSlot(demo.db);
      const match = await cancelledMatch(demo.db);
      await demo.db.updateTable('matches').set({ status: 'scheduled' }).where('id', '=', match).execute();
      expect((await request(slot.id, match)).statusCode).toBe(409);
    });

    it('a slot already booked, and a match already booked elsewhere (409)', async () => {
      const { slot, match, id } = await requested();
      expect((await confirm(id)).statusCode).toBe(200);
      expect((await approve(id)).statusCode).toBe(200);
      const another = await cancelledMatch(demo.db);
      expect((await request(slot.id, another)).statusCode).toBe(409);
      await demo.db.updateTable('matches').set({ status: 'cancelled' }).where('id', '=', match).execute();
      expect((await request((await openSlot(demo.db)).id, match)).statusCode).toBe(409);
    });

    it('more pending requests on one slot than the setting allows (409), default 1', async () => {
      const slot = await openSlot(demo.db);
      expect((await request(slot.id, await cancelledMatch(demo.db))).statusCode).toBe(200);
      expect((await request(slot.id, await cancelledMatch(demo.db))).statusCode).toBe(409);
      await setMaxReservationRequests(demo.db, 2);
      try {
        expect((await request(slot.id, await cancelledMatch(demo.db))).statusCode).toBe(200);
        expect((await request(slot.id, await cancelledMatch(demo.db))).statusCode).toBe(409);
      } finally {
        await setMaxReservationRequests(demo.db, 1);
      }
    });

    it('a slot of an archived season (403), and any change with ?season=<archive> (403)', async () => {
      const archive = (await demo.db.selectFrom('archives').select('name').executeTakeFirstOrThrow()).name;
      const archived = await openSlot(demo.db, archive);
      const match = await cancelledMatch(demo.db);
      expect((await request(archived.id, match)).statusCode).toBe(403);
      const slot = await openSlot(demo.db);
      const url = `/api/timeslots/requestreservation/${slot.id}?season=${encodeURIComponent(archive)}`;
      expect((await call('POST', url, captain, { matchId: match })).statusCode).toBe(403);
    });

    it('confirming: only a captain of the other team, and only a pending request', async () => {
      const { id } = await requested();
      expect((await confirm(id, captain)).statusCode).toBe(403);
      expect((await confirm(id, third.cookie)).statusCode).toBe(403);
      expect((await confirm(id, admin)).statusCode).toBe(403);
      expect((await confirm('nope')).statusCode).toBe(404);
      expect((await approve(id)).statusCode).toBe(409);
      expect((await confirm(id)).statusCode).toBe(200);
      expect((await confirm(id)).statusCode).toBe(409);
    });

    it('denying: not the requesting captain nor a third captain', async () => {
      const { id } = await requested();
      expect((await deny(id, captain)).statusCode).toBe(403);
      expect((await deny(id, third.cookie)).statusCode).toBe(403);
    });

    it('approving onto a field that holds a match then (409, naming it); once that match is cancelled, 200', async () => {
      const { slot, match, id } = await requested();
      expect((await confirm(id)).statusCode).toBe(200);
      const there = `blocking-${id}`;
      await demo.db
        .insertInto('matches')
        .values({
          id: there,
          date: slot.date,
          field_id: slot.fieldId,
          home_team_id: THIRD_TEAM,
          away_team_id: 'team-04',
          division: 'A',
        })
        .execute();
      const name = async (table: 'teams' | 'fields', key: string) =>
        (await demo.db.selectFrom(table).select('name').where('id', '=', key).executeTakeFirstOrThrow()).name;
      const refused = await approve(id);
      expect([refused.statusCode, refused.json().error]).toEqual([
        409,
        `Le terrain ${await name('fields', slot.fieldId)} accueille déjà un match à cette heure\u202f: ` +
          `${await name('teams', THIRD_TEAM)} contre ${await name('teams', 'team-04')}`,
      ]);
      expect((await reservationOf(slot.id, match)).status).toBe('confirmed');
      const still = await demo.db.selectFrom('matches').selectAll().where('id', '=', match).executeTakeFirstOrThrow();
      expect(still.status).toBe('cancelled');
      await demo.db.updateTable('matches').set({ status: 'cancelled' }).where('id', '=', there).execute();
      expect((await approve(id)).statusCode).toBe(200);
    });

    it('approving: an administrator only, with the reservation it names, once', async () => {
      const { id } = await requested();
      expect((await confirm(id)).statusCode).toBe(200);
      expect((await approve(id, opponent.cookie)).statusCode).toBe(403);
      const mismatch = await call('POST', `/api/timeslots/approvereservation/${id}`, admin, { _id: 'autre' });
      expect(mismatch.statusCode).toBe(400);
      expect((await approve(id)).statusCode).toBe(200);
      expect((await approve(id)).statusCode).toBe(409);
    });
  });

  describe('adding and removing slots', () => {
    const add = (payload: object, cookie = admin) => call('POST', '/api/timeslots/add', cookie, payload);
    let fieldId: string;
    beforeAll(async () => {
      fieldId = (await demo.db.selectFrom('fields').select('id').where('season', '=', '').executeTakeFirstOrThrow()).id;
    });

    it('adds a slot at a day and time of the league, once per field and time', async () => {
      const day = `${new Date().getUTCFullYear() + 1}-09-06`;
      const added = await add({ date: day, time: '10:30', field: fieldId });
      expect([added.statusCode, added.json().message]).toEqual([200, 'Plage horaire ajoutée']);
      const slot = timeslotWriteResponseSchema
        .parse(added.json())
        .timeslotSchedule.available.find((candidate) => candidate.date.startsWith(`${day}T10:30`));
      expect(slot?.date).toBe(`${day}T10:30:00-04:00`);
      expect((await add({ date: day, time: '10:30', field: fieldId })).statusCode).toBe(409);
      expect((await add({ date: day, time: '10:30', field: 'inconnu' })).statusCode).toBe(404);
      expect((await add({ date: day, time: '25:00', field: fieldId })).statusCode).toBe(400);
      expect((await add({ date: day, time: '11:30', field: fieldId }, captain)).statusCode).toBe(403);
    });

    it('tells the captains of a rained-out match when a new slot suits it, not those of a match it does not', async () => {
      // a Sunday next year: the demo plays on weekday evenings
      const sunday = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 7, 1, 12));
      sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
      const date = sunday.toISOString().slice(0, 10);
      await cancelledMatch(demo.db, CAPTAIN_TEAM, OPPONENT);
      // the third team plays that day at another hour: its rained-out match does not suit the slot
      await seasonMatch(demo.db, {
        home: THIRD_TEAM,
        away: 'team-04',
        date: `${date}T22:00:00.000Z`,
        status: 'scheduled',
        prefix: 'busy',
      });
      await cancelledMatch(demo.db, THIRD_TEAM, 'team-05');
      const mails = mailsTo(opponent.email).length;
      const [opponentBefore, thirdBefore] = [await notesOf(opponent.id), await notesOf(third.id)];
      expect((await add({ date, time: '10:00', field: fieldId })).statusCode).toBe(200);
      // what the new slot told each captain
      const told = async (userId: string, before: string[]) =>
        (await notesOf(userId)).filter((note) => !before.includes(note));
      expect(await told(opponent.id, opponentBefore)).toContainEqual(
        expect.stringMatching(
          /^Nouvelle plage horaire le .*: le match .* du 3 juin peut y être repris \(Plages horaires\)\.$/,
        ),
      );
      expect(await told(third.id, thirdBefore)).toEqual([]);
      expect(mailsTo(opponent.email).length).toBeGreaterThan(mails);
      expect(body(mailsTo(opponent.email).at(-1)?.raw ?? '')).toMatch(/peut y être repris/);
    });

    it('refuses a slot in the past (400), naming its day and time in French, and stores nothing', async () => {
      const before = await demo.db.selectFrom('timeslots').select('id').execute();
      const past = await add({ date: '2020-01-01', time: '10:00', field: fieldId });
      expect([past.statusCode, past.json().error]).toEqual([
        400,
        'Une plage horaire ne peut être ajoutée dans le passé\u202f: mercredi 1 janvier 2020 à 10 h 00',
      ]);
      expect(await demo.db.selectFrom('timeslots').select('id').execute()).toHaveLength(before.length);
    });

    it('removes a slot; a booked one only once its match has moved away', async () => {
      const free = await openSlot(demo.db);
      expect((await call('DELETE', `/api/timeslots/remove/${free.id}`, admin)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/timeslots/remove/${free.id}`, admin)).statusCode).toBe(404);
      const asked = await requested();
      expect((await call('DELETE', `/api/timeslots/remove/${asked.slot.id}`, admin)).statusCode).toBe(200);
      for (const userId of ['user-captain', opponent.id]) {
        expect(await notesOf(userId)).toContainEqual(
          expect.stringMatching(/est retirée\u202f: la demande .* est annulée/),
        );
      }
      const { slot, match, id } = await requested();
      expect((await confirm(id)).statusCode).toBe(200);
      expect((await approve(id)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/timeslots/remove/${slot.id}`, admin)).statusCode).toBe(409);
      await demo.db.updateTable('matches').set({ date: '2026-10-01T22:00:00.000Z' }).where('id', '=', match).execute();
      expect((await call('DELETE', `/api/timeslots/remove/${slot.id}`, admin)).statusCode).toBe(200);
    });
  });
});

describe('a request whose mail cannot be sent', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemoApp('sqlite', { SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => demo.close());

  it('answers 502 (the browser then shows its error message); the request itself stays recorded', async () => {
    await captainOf(demo.db, OPPONENT);
    const slot = await openSlot(demo.db);
    const match = await cancelledMatch(demo.db);
    const response = await demo.app.inject({
      method: 'POST',
      url: `/api/timeslots/requestreservation/${slot.id}`,
      headers: { ...SAME_ORIGIN, cookie: await demoCookie(demo.db) },
      payload: { matchId: match },
    });
    expect(response.statusCode).toBe(502);
    const rows = await demo.db.selectFrom('reservations').select('status').where('timeslot_id', '=', slot.id).execute();
    expect(rows).toEqual([{ status: 'pending' }]);
  });
});
