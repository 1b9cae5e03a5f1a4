import { NNBSP, zonedDateTime } from '@league/shared';
import { gunzipSync } from 'node:zlib';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { readCalendar } from '../test-support/calendar-reader';
import { ENGINES } from '../test-support/databases';
import { startDemoApp } from '../test-support/demo-app';
import { CAPTAIN_TEAM, captainOf, demoCookie, openSlot } from '../test-support/rainouts';
import { CALENDAR_WORDS } from './calendar-events';
import { bumpDataVersion } from '../league/data-version-repository';

type Demo = Awaited<ReturnType<typeof startDemoApp>>;

const HOST = 'ligue.example';
const LEAGUE = '/api/calendar/league.ics';
const teamFeed = (id: string) => `/api/calendar/teams/${id}.ics`;
const matchUid = (id: string) => `match-${id}@${HOST}`;

describe.each(ENGINES)('calendar feeds on %s', (engine) => {
  let demo: Demo;
  let admin: string;
  let captain: string;

  beforeAll(async () => {
    demo = await startDemoApp(engine, { PUBLIC_URL: `https://${HOST}/` });
    admin = await loginAs(demo.app, 'admin');
    captain = await demoCookie(demo.db);
  });
  afterAll(() => demo.close());

  /** A feed as a calendar program asks for it: no cookie. */
  const fetchFeed = (url: string, headers: Record<string, string> = {}) => demo.app.inject({ url, headers });
  async function read(url: string) {
    const response = await fetchFeed(url);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return readCalendar(response.body);
  }
  const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    demo.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
  async function edit(id: string, body: object) {
    const response = await send('PUT', `/api/schedule/edit/${id}`, { sameDayConfirmed: true, ...body });
    expect({ id, status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
  }

  const seasonRows = () =>
    demo.db
      .selectFrom('matches as m')
      .innerJoin('teams as h', 'h.id', 'm.home_team_id')
      .innerJoin('teams as a', 'a.id', 'm.away_team_id')
      .select(['m.id', 'm.date', 'm.status', 'm.home_score', 'm.away_score', 'm.home_team_id', 'm.away_team_id'])
      .select(['h.name as home', 'a.name as away'])
      .where('m.season', '=', CURRENT_SEASON_KEY)
      .orderBy('m.date')
      .execute();
  const taken = new Set<string>(['']);
  /** A match still to play (of the demo captain's team: `captains`), nothing pending, that no other test took. */
  async function freshMatch(captains = false): Promise<{ id: string; home_team_id: string; away_team_id: string }> {
    let query = demo.db
      .selectFrom('matches')
      .select(['id', 'home_team_id', 'away_team_id'])
      .where('season', '=', CURRENT_SEASON_KEY)
      .where('status', '=', 'scheduled')
      .where('pending_result', 'is', null)
      .where('id', 'not in', [...taken]);
    if (captains)
      query = query.where((eb) =>
        eb.or([eb('home_team_id', '=', CAPTAIN_TEAM), eb('away_team_id', '=', CAPTAIN_TEAM)]),
      );
    const match = await query.orderBy('date', 'desc').executeTakeFirstOrThrow();
    taken.add(match.id);
    return match;
  }
  const timeZoneOf = async () => (await read(LEAGUE)).zones[0] as string;

  it('answers the league’s feed to anyone: every match and series match of the season, each at its instant', async () => {
    const response = await fetchFeed(LEAGUE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.split('\r\n').at(-1)).toBe('');
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const feed = readCalendar(response.body);
    const matches = await seasonRows();
    const series = await demo.db
      .selectFrom('series_matches')
      .select(['id', 'date'])
      .where('season', '=', CURRENT_SEASON_KEY)
      .execute();
    expect(matches.length).toBeGreaterThan(100);
    expect(series.length).toBeGreaterThan(0);
    const expected = [
      ...matches.map((match) => [matchUid(match.id), match.date]),
      ...series.map((match) => [`series-${match.id}@${HOST}`, match.date]),
    ];
    const read = feed.events.map((event) => [event.uid, event.start.toISOString()]);
    expect(read.sort()).toEqual(expected.sort());
    expect(feed.zones).toHaveLength(1);
    for (const event of feed.events) expect(event.tzid).toBe(feed.zones[0]);
    expect(feed.refreshInterval).toBe('PT1H');
    expect(feed.property('x-published-ttl')).toBe('PT1H');
    expect(feed.property('x-wr-calname')).not.toBe('');
  });

  it('writes an approved score and a link to the match in the description, the field and its address as the place', async () => {
    const played = (await seasonRows()).find((match) => match.status === 'played');
    if (!played) throw new Error('the demo league has played matches');
    const field = await demo.db
      .selectFrom('matches as m')
      .innerJoin('fields as f', 'f.id', 'm.field_id')
      .select(['f.name', 'f.address'])
      .where('m.id', '=', played.id)
      .executeTakeFirstOrThrow();
    const event = (await read(LEAGUE)).byUid(matchUid(played.id));
    expect(event?.status).toBe('CONFIRMED');
    expect(event?.summary).toBe(`${played.home} – ${played.away}`);
    expect(event?.location).toBe(field.address ? `${field.name}, ${field.address}` : field.name);
    expect(event?.description).toContain(
      `Résultat${NNBSP}: ${played.home} ${played.home_score}, ${played.away} ${played.away_score}`,
    );
    expect(event?.url).toMatch(/^https:\/\/ligue\.example\/schedule\?equipe=/);
    expect(event?.description).toContain(`Voir le match${NNBSP}: ${event?.url}`);
    const day = new URL(event?.url ?? '').searchParams;
    expect(day.getAll('equipe')).toEqual([played.home, played.away]);
    expect(day.get('du')).toBe(day.get('au'));
  });

  it('answers a team’s feed with its matches only; an unknown team is a 404 and a malformed id a 400', async () => {
    const feed = await read(teamFeed(CAPTAIN_TEAM));
    const theirs = (await seasonRows()).filter(
      (match) => match.home_team_id === CAPTAIN_TEAM || match.away_team_id === CAPTAIN_TEAM,
    );
    const seasonEvents = feed.events.filter((event) => event.uid.startsWith('match-'));
    expect(seasonEvents.map((event) => event.uid).sort()).toEqual(theirs.map((match) => matchUid(match.id)).sort());
    const team = await demo.db.selectFrom('teams').select('name').where('id', '=', CAPTAIN_TEAM).executeTakeFirst();
    expect(feed.property('x-wr-calname')).toContain(team?.name);

    const unknown = await fetchFeed(teamFeed('inconnue'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: expect.stringContaining('inconnue') });
    expect(unknown.headers.etag).toBeUndefined();
    const archived = await demo.db
      .selectFrom('teams')
      .select('id')
      .where('season', '<>', CURRENT_SEASON_KEY)
      .executeTakeFirstOrThrow();
    expect((await fetchFeed(teamFeed(archived.id))).statusCode).toBe(404);
    expect((await fetchFeed(teamFeed('a%07b'))).statusCode).toBe(400);
  });

  it('keeps a match’s UID when it moves, its SEQUENCE one more per change of date, time or field only', async () => {
    const match = await freshMatch();
    // last changed an hour ago: DTSTAMP counts whole seconds, and the move below may come within the same second
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await demo.db.updateTable('matches').set({ changed_at: hourAgo }).where('id', '=', match.id).execute();
    await bumpDataVersion(demo.db); // the feeds are cached by data version
    const uid = matchUid(match.id);
    const timeZone = await timeZoneOf();
    const before = (await read(LEAGUE)).byUid(uid);
    const sequence = before?.sequence ?? NaN;

    const later = zonedDateTime('2026-10-06', '20:15', timeZone);
    await edit(match.id, { date: later });
    const moved = (await read(teamFeed(match.home_team_id))).byUid(uid);
    expect(moved).toMatchObject({ sequence: sequence + 1, start: new Date(later) });
    expect(moved?.stamp.getTime()).toBeGreaterThan(before?.stamp.getTime() ?? Infinity);

    await edit(match.id, { date: later, round: 7 });
    expect((await read(LEAGUE)).byUid(uid)?.sequence).toBe(sequence + 1);

    const otherField = await demo.db
      .selectFrom('fields as f')
      .innerJoin('matches as m', (join) => join.on('m.id', '=', match.id).onRef('m.field_id', '<>', 'f.id'))
      .select('f.name')
      .where('f.season', '=', CURRENT_SEASON_KEY)
      .executeTakeFirstOrThrow();
    await edit(match.id, { field: otherField.name });
    const elsewhere = (await read(LEAGUE)).byUid(uid);
    expect(elsewhere).toMatchObject({ sequence: sequence + 2, location: expect.stringContaining(otherField.name) });

    await edit(match.id, { date: zonedDateTime('2026-10-06', '18:30', timeZone) });
    expect((await read(LEAGUE)).byUid(uid)?.sequence).toBe(sequence + 3);
  });

  it('moves a series match the same way: same UID, SEQUENCE one more', async () => {
    const row = await demo.db
      .selectFrom('series_matches')
      .select('id')
      .where('season', '=', CURRENT_SEASON_KEY)
      .orderBy('date', 'desc')
      .executeTakeFirstOrThrow();
    const uid = `series-${row.id}@${HOST}`;
    const sequence = (await read(LEAGUE)).byUid(uid)?.sequence ?? NaN;
    const date = zonedDateTime('2026-10-13', '19:00', await timeZoneOf());
    for (const times of [1, 2]) {
      expect((await send('PUT', `/api/series/edit/${row.id}`, { date })).statusCode).toBe(200);
      // the second edit keeps the date: no move
      expect({ times, event: (await read(LEAGUE)).byUid(uid) }).toMatchObject({
        times,
        event: { sequence: sequence + 1, start: new Date(date) },
      });
    }
  });

  it('keeps a rained-out match, CANCELLED and « ANNULÉ — » first; its new slot moves it like any change', async () => {
    const match = await freshMatch(true);
    const uid = matchUid(match.id);
    const sequence = (await read(LEAGUE)).byUid(uid)?.sequence ?? NaN;
    expect((await send('POST', `/api/schedule/requestedit/${match.id}`, { cancelled: true }, captain)).statusCode).toBe(
      200,
    );
    const decided = await send('POST', `/api/schedule/approveedit/${match.id}`, { expected: { cancelled: true } });
    expect(decided.statusCode).toBe(200);

    const rainedOut = (await read(teamFeed(CAPTAIN_TEAM))).byUid(uid);
    expect(rainedOut).toMatchObject({ status: 'CANCELLED', sequence });
    expect(rainedOut?.summary.startsWith(CALENDAR_WORDS.cancelled)).toBe(true);
    expect(rainedOut?.summary).toMatch(/^ANNULÉ — /);
    expect(rainedOut?.description).toContain(CALENDAR_WORDS.cancelledMatch);

    const slot = await openSlot(demo.db);
    const opponent = await captainOf(
      demo.db,
      match.home_team_id === CAPTAIN_TEAM ? match.away_team_id : match.home_team_id,
    );
    const asked = await send('POST', `/api/timeslots/requestreservation/${slot.id}`, { matchId: match.id }, captain);
    expect(asked.statusCode).toBe(200);
    const reservation = await demo.db
      .selectFrom('reservations')
      .select('id')
      .where('match_id', '=', match.id)
      .executeTakeFirstOrThrow();
    const confirmUrl = `/api/timeslots/confirmreservation/${reservation.id}`;
    expect((await send('POST', confirmUrl, undefined, opponent.cookie)).statusCode).toBe(200);
    const approved = await send('POST', `/api/timeslots/approvereservation/${reservation.id}`, {
      _id: reservation.id,
      status: 'confirmed',
    });
    expect(approved.statusCode).toBe(200);

    const rescheduled = (await read(LEAGUE)).byUid(uid);
    expect(rescheduled).toMatchObject({ status: 'CONFIRMED', sequence: sequence + 1, start: new Date(slot.date) });
    expect(rescheduled?.summary.startsWith(CALENDAR_WORDS.cancelled)).toBe(false);
  });

  it('leaves a removed match out', async () => {
    const match = await freshMatch();
    expect((await read(LEAGUE)).byUid(matchUid(match.id))).toBeDefined();
    expect((await send('DELETE', `/api/schedule/remove/${match.id}`)).statusCode).toBe(200);
    expect((await read(LEAGUE)).byUid(matchUid(match.id))).toBeUndefined();
    expect((await read(teamFeed(match.home_team_id))).byUid(matchUid(match.id))).toBeUndefined();
  });

  it('answers 304 to the ETag it gave while nothing changed, and the new feed after a change', async () => {
    const first = await fetchFeed(LEAGUE);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const held of [etag, `W/${etag}`, `"autre", ${etag}`]) {
      const again = await fetchFeed(LEAGUE, { 'if-none-match': held });
      expect({ held, status: again.statusCode, body: again.body }).toEqual({ held, status: 304, body: '' });
    }
    const team = await fetchFeed(teamFeed(CAPTAIN_TEAM));
    expect(team.headers.etag).not.toBe(etag);
    expect((await fetchFeed(teamFeed(CAPTAIN_TEAM), { 'if-none-match': etag })).statusCode).toBe(200);

    const match = await freshMatch();
    await edit(match.id, { round: 9 });
    const changed = await fetchFeed(LEAGUE, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(readCalendar(changed.body).byUid(matchUid(match.id))).toBeDefined();
  });

  it('sends the feed gzipped to a calendar that accepts it', async () => {
    const plain = await fetchFeed(LEAGUE);
    const zipped = await fetchFeed(LEAGUE, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('folds long accented lines at 75 octets, never inside a character, and the place reads back whole', async () => {
    const match = await freshMatch();
    const field = await demo.db
      .selectFrom('matches as m')
      .innerJoin('fields as f', 'f.id', 'm.field_id')
      .select(['f.id', 'f.name', 'f.type'])
      .where('m.id', '=', match.id)
      .executeTakeFirstOrThrow();
    const address =
      'Parc Émile-Légaré; entrée rue de l’Église-Saint-Évariste, près du « Vélodrome »\n' +
      '1234, boulevard des Érables-Rouges, Québec (Québec) G1Ç 2É3 — accès par la cour arrière ⚾';
    const saved = await send('PUT', `/api/fields/edit/${field.id}`, { name: field.name, type: field.type, address });
    expect(saved.statusCode).toBe(200);

    const response = await fetchFeed(teamFeed(match.home_team_id));
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const lines = response.rawPayload.toString('latin1').split('\r\n');
    for (const line of lines) {
      const bytes = Buffer.from(line, 'latin1');
      expect({ line: decoder.decode(bytes), octets: bytes.length <= 75 }).toEqual({
        line: decoder.decode(bytes),
        octets: true,
      });
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    const event = readCalendar(response.body).byUid(matchUid(match.id));
    expect(event?.location).toBe(`${field.name}, ${address}`);
  });

  it('puts times right across the autumn change, on the league’s clock (America/Montreal)', async () => {
    const original = await timeZoneOf();
    expect((await send('PUT', '/api/settings', { timeZone: 'America/Montreal' })).statusCode).toBe(200);
    const [before, after] = [await freshMatch(), await freshMatch()];
    await edit(before.id, { date: '2026-10-31T19:00:00-04:00' });
    await edit(after.id, { date: '2026-11-07T19:00:00-05:00' });

    const feed = await read(LEAGUE);
    expect(feed.zones).toEqual(['America/Montreal']);
    expect(feed.byUid(matchUid(before.id))).toMatchObject({
      tzid: 'America/Montreal',
      localStart: '20261031T190000',
      start: new Date('2026-10-31T23:00:00.000Z'),
    });
    expect(feed.byUid(matchUid(after.id))).toMatchObject({
      tzid: 'America/Montreal',
      localStart: '20261107T190000',
      start: new Date('2026-11-08T00:00:00.000Z'),
    });
    expect((await send('PUT', '/api/settings', { timeZone: original })).statusCode).toBe(200);
  });
});
