import { RESULT_MESSAGES } from '@league/shared/results';
import { rankingResponseSchema, scheduleResponseSchema, teamStatsSchema } from '@league/shared/schemas';
import { DENIED } from '../accounts/guards';
import { DEMO_USER_IDS } from '../seed/demo-accounts';
import { openSession } from '../accounts/sessions';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { insertUser } from '../test-support/users';
import { STALE_PROPOSAL } from '../results/result-workflow';

const CAPTAIN_TEAM = 'team-01';

describe.each(ENGINES)('match results on %s', (engine) => {
  const { demo, sessions, mail: smtp } = demoAppForSuite(engine, ['admin', 'dev', 'captain', 'member'], { mail: true });
  const cookies: Record<string, string> = sessions;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as?: string) =>
    demo.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...SAME_ORIGIN, ...(as ? { cookie: cookies[as] } : {}) },
    });
  const propose = (id: string, payload: object, as = 'captain') =>
    call('POST', `/api/schedule/requestedit/${id}`, payload, as);
  const decide = (id: string, payload: object, as = 'admin') =>
    call('POST', `/api/schedule/approveedit/${id}`, payload, as);

  /** An unplayed match of the captain's team with nothing pending, home or away. */
  async function captainMatch(side: 'home' | 'away' = 'home') {
    const match = await demo.db
      .selectFrom('matches')
      .selectAll()
      .where('season', '=', '')
      .where('status', '=', 'scheduled')
      .where('pending_result', 'is', null)
      .where(side === 'home' ? 'home_team_id' : 'away_team_id', '=', CAPTAIN_TEAM)
      .orderBy('date')
      .executeTakeFirstOrThrow();
    return match;
  }
  async function teamName(id: string) {
    return (await demo.db.selectFrom('teams').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
  }
  async function standingOf(team: string) {
    const ranking = rankingResponseSchema.parse((await call('GET', '/api/ranking/season')).json());
    return ranking.groups.flatMap((group) => group.rows).find((row) => row.team === team);
  }
  async function statsOf(team: string) {
    return teamStatsSchema.parse((await call('GET', `/api/stats/${encodeURIComponent(team)}`)).json());
  }
  async function scheduled(id: string) {
    const { schedule } = scheduleResponseSchema.parse((await call('GET', '/api/schedule')).json());
    return schedule.find((match) => match._id === id);
  }
  const notificationsOf = (userId: string) =>
    demo.db.selectFrom('notifications').select('description').where('user_id', '=', userId).execute();

  it('proposes a score, awaiting approval; the admins are told in the app and by mail', async () => {
    const match = await captainMatch();
    const mailsBefore = smtp.received.length;
    const response = await propose(match.id, { home: 7, away: 3 });
    expect([response.statusCode, response.json()]).toEqual([200, { success: true }]);
    expect(await scheduled(match.id)).toMatchObject({
      status: 'scheduled',
      result: null,
      pendingApproval: { home: 7, away: 3 },
      pendingCancellation: false,
    });
    const notices = (await notificationsOf(DEMO_USER_IDS.admin)).map((row) => row.description);
    expect(notices.some((notice) => notice.startsWith('Résultat proposé pour') && notice.includes(' 7, '))).toBe(true);
    await waitFor(() => smtp.received.length > mailsBefore);
    expect(smtp.received.at(-1)?.to).toEqual(expect.arrayContaining(['admin@ligue.test']));
  });

  it('approves it: the standings and the team stats change on the next read; the captains are told', async () => {
    const match = await captainMatch();
    const home = await teamName(match.home_team_id);
    const before = await standingOf(home);
    const statsBefore = await statsOf(home);
    expect((await propose(match.id, { home: 9, away: 1 })).statusCode).toBe(200);
    expect((await standingOf(home))?.awaitingApproval).toBe((before?.awaitingApproval ?? 0) + 1);
    const response = await decide(match.id, { expected: { home: 9, away: 1 } });
    expect([response.statusCode, response.json()]).toEqual([200, { success: true }]);
    expect(await scheduled(match.id)).toMatchObject({ status: 'played', result: { home: 9, away: 1 } });
    const after = await standingOf(home);
    expect([after?.win, after?.points, after?.pf]).toEqual([
      (before?.win ?? 0) + 1,
      (before?.points ?? 0) + 2,
      (before?.pf ?? 0) + 9,
    ]);
    const statsAfter = await statsOf(home);
    expect(statsAfter.overall.win).toBe(statsBefore.overall.win + 1);
    expect(statsAfter.home.pf).toBe(statsBefore.home.pf + 9);
    const captainNotices = (await notificationsOf(DEMO_USER_IDS.captain)).map((row) => row.description);
    expect(captainNotices.some((notice) => notice.startsWith('Résultat approuvé pour'))).toBe(true);
  });

  it('approves a proposed cancellation: the match is cancelled, without a score', async () => {
    const match = await captainMatch('away');
    expect((await propose(match.id, { cancelled: true })).statusCode).toBe(200);
    expect(await scheduled(match.id)).toMatchObject({ pendingApproval: null, pendingCancellation: true });
    expect((await decide(match.id, { expected: { cancelled: true } })).statusCode).toBe(200);
    expect(await scheduled(match.id)).toMatchObject({ status: 'cancelled', result: null, pendingCancellation: false });
  });

  it('refuses it: the proposal is cleared and its author told', async () => {
    const match = await captainMatch();
    expect((await propose(match.id, { home: 2, away: 2 })).statusCode).toBe(200);
    const response = await decide(match.id, { decision: 'refuse', expected: { home: 2, away: 2 } });
    expect(response.statusCode).toBe(200);
    expect(await scheduled(match.id)).toMatchObject({ status: 'scheduled', result: null, pendingApproval: null });
    const notices = (await notificationsOf(DEMO_USER_IDS.captain)).map((row) => row.description);
    expect(notices.some((notice) => notice.startsWith('Résultat refusé pour'))).toBe(true);
  });

  it('answers 409 when the proposal changed since the admin saw it', async () => {
    const match = await captainMatch();
    expect((await propose(match.id, { home: 4, away: 5 })).statusCode).toBe(200);
    expect((await propose(match.id, { home: 5, away: 4 }, 'admin')).statusCode).toBe(200);
    const stale = await decide(match.id, { expected: { home: 4, away: 5 } });
    expect([stale.statusCode, stale.json().error]).toEqual([409, STALE_PROPOSAL]);
    expect(await scheduled(match.id)).toMatchObject({ status: 'scheduled', pendingApproval: { home: 5, away: 4 } });
  });

  it('gives one result when two admins approve at once', async () => {
    const match = await captainMatch();
    expect((await propose(match.id, { home: 6, away: 0 })).statusCode).toBe(200);
    const logsBefore = await approvalLogs(match.id);
    const answers = await Promise.all([
      decide(match.id, { expected: { home: 6, away: 0 } }, 'admin'),
      decide(match.id, { expected: { home: 6, away: 0 } }, 'dev'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await approvalLogs(match.id)) - logsBefore).toBe(1);
    expect(await scheduled(match.id)).toMatchObject({ status: 'played', result: { home: 6, away: 0 } });
  });
  const approvalLogs = async (id: string) =>
    (
      await demo.db
        .selectFrom('logs')
        .select('id')
        .where('entity_id', '=', id)
        .where('action', '=', 'approve')
        .execute()
    ).length;

  describe('refusals', () => {
    let matchId: string;
    beforeAll(async () => {
      matchId = (await captainMatch()).id;
    });

    it.each([
      ['a score over 99', { home: 100, away: 1 }, RESULT_MESSAGES.score],
      ['a negative score', { home: -1, away: 1 }, RESULT_MESSAGES.score],
      ['a fraction', { home: 1.5, away: 1 }, RESULT_MESSAGES.score],
      ['a cancellation with a score', { cancelled: true, home: 1, away: 0 }, RESULT_MESSAGES.cancelledWithScore],
    ])('refuses %s (400)', async (_, payload, message) => {
      const response = await propose(matchId, payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    });

    it('refuses a score before the match has started, but takes a rainout', async () => {
      const future = await addMatch({ date: '2027-06-01T19:00:00-04:00', homeTeam: await teamName(CAPTAIN_TEAM) });
      const early = await propose(future, { home: 1, away: 0 });
      expect([early.statusCode, early.json().error]).toEqual([400, RESULT_MESSAGES.tooEarly]);
      expect((await propose(future, { cancelled: true })).statusCode).toBe(200);
    });

    it('refuses a captain of neither team, a member and a visitor', async () => {
      const other = await demo.db
        .selectFrom('matches')
        .select('id')
        .where('season', '=', '')
        .where('home_team_id', '!=', CAPTAIN_TEAM)
        .where('away_team_id', '!=', CAPTAIN_TEAM)
        .executeTakeFirstOrThrow();
      const captain = await propose(other.id, { home: 1, away: 0 });
      expect([captain.statusCode, captain.json().error]).toEqual([403, DENIED.team]);
      expect((await propose(matchId, { home: 1, away: 0 }, 'member')).statusCode).toBe(403);
      expect((await call('POST', `/api/schedule/requestedit/${matchId}`, { home: 1, away: 0 })).statusCode).toBe(401);
      expect((await decide(matchId, { expected: { home: 1, away: 0 } }, 'captain')).statusCode).toBe(403);
    });

    it('answers 404 Identifiant de match invalide for an unknown match', async () => {
      for (const response of [
        await propose('inconnu', { home: 1, away: 0 }),
        await decide('inconnu', { expected: { home: 1, away: 0 } }),
        await call('DELETE', '/api/schedule/remove/inconnu', undefined, 'admin'),
      ]) {
        expect([response.statusCode, response.json().error]).toEqual([404, 'Identifiant de match invalide']);
      }
    });

    it('refuses a proposal on a played match, and an approval with nothing pending (409)', async () => {
      const played = await demo.db
        .selectFrom('matches')
        .select('id')
        .where('season', '=', '')
        .where('status', '=', 'played')
        .where((eb) => eb.or([eb('home_team_id', '=', CAPTAIN_TEAM), eb('away_team_id', '=', CAPTAIN_TEAM)]))
        .executeTakeFirstOrThrow();
      expect((await propose(played.id, { home: 1, away: 0 })).statusCode).toBe(409);
      expect((await decide(matchId, { expected: { home: 1, away: 0 } })).statusCode).toBe(409);
    });

    it('changes nothing in an archived season, for anyone (403)', async () => {
      const archived = await demo.db
        .selectFrom('matches')
        .select('id')
        .where('season', '!=', '')
        .executeTakeFirstOrThrow();
      for (const response of [
        await propose(archived.id, { cancelled: true }, 'admin'),
        await call('PUT', `/api/schedule/edit/${archived.id}`, { round: 2 }, 'admin'),
        await call('DELETE', `/api/schedule/remove/${archived.id}`, undefined, 'admin'),
      ]) {
        expect([response.statusCode, response.json().error]).toEqual([403, DENIED.archive]);
      }
    });
  });

  async function addMatch({ date, homeTeam, awayTeam }: { date: string; homeTeam: string; awayTeam?: string }) {
    const field = await demo.db.selectFrom('fields').select('name').where('season', '=', '').executeTakeFirstOrThrow();
    const away =
      awayTeam ??
      (
        await demo.db
          .selectFrom('teams')
          .select('name')
          .where('season', '=', '')
          .where('name', '!=', homeTeam)
          .executeTakeFirstOrThrow()
      ).name;
    const response = await call(
      'POST',
      '/api/schedule/add',
      { date, field: field.name, homeTeam, awayTeam: away },
      'admin',
    );
    expect(response.statusCode).toBe(200);
    return response.json()._id as string;
  }

  describe("the administrators' changes", () => {
    const date = '2027-07-01T19:00:00-04:00';
    let home: string;
    let away: string;
    let field: string;
    beforeAll(async () => {
      const teams = await demo.db.selectFrom('teams').select('name').where('season', '=', '').orderBy('name').execute();
      [home, away] = [teams[0]?.name as string, teams[1]?.name as string];
      field = (await demo.db.selectFrom('fields').select('name').where('season', '=', '').executeTakeFirstOrThrow())
        .name;
    });
    const add = (payload: object) =>
      call('POST', '/api/schedule/add', { date, field, homeTeam: home, awayTeam: away, ...payload }, 'admin');

    it('adds a match, then refuses a team playing itself, twice at the same time, an unknown field or team', async () => {
      const added = await add({ round: 3 });
      expect(added.statusCode).toBe(200);
      expect(await scheduled(added.json()._id)).toMatchObject({ homeTeam: home, awayTeam: away, round: 3, field });
      const refusals = [
        [{ awayTeam: home }, 'Une équipe ne peut jouer contre elle-même'],
        [{ homeTeam: away, awayTeam: home }, 'Ce match existe déjà'],
        [{ field: 'Terrain fantôme', date: '2027-07-02T19:00:00-04:00' }, 'Terrain inconnu\u202f: Terrain fantôme'],
        [{ awayTeam: 'Les Fantômes' }, 'Équipe inconnue\u202f: Les Fantômes'],
      ] as const;
      for (const [payload, reason] of refusals) {
        const response = await add(payload);
        // the reason alone: the dialog says 'Le match n'a pas pu être ajouté' before it, once
        expect([response.statusCode, response.json().error]).toEqual([400, reason]);
      }
    });

    it('refuses a second match on a field at the same time (409), naming the match already there', async () => {
      const teams = await demo.db.selectFrom('teams').select('name').where('season', '=', '').orderBy('name').execute();
      const [third, fourth] = [teams[2]?.name as string, teams[3]?.name as string];
      const at = '2027-07-05T19:00:00-04:00';
      expect((await add({ date: at })).statusCode).toBe(200);
      const taken = `Le terrain ${field} accueille déjà un match à cette heure\u202f: ${home} contre ${away}`;
      const clash = await add({ date: '2027-07-05T23:00:00.000Z', homeTeam: third, awayTeam: fourth });
      expect([clash.statusCode, clash.json().error]).toEqual([409, taken]);
      const both = await add({ date: at, homeTeam: third, awayTeam: home });
      expect([both.statusCode, both.json().error]).toEqual([
        400,
        `L'équipe ${home} a déjà un match à cette heure\u202f; ${taken}`,
      ]);

      const other = (await add({ date: '2027-07-06T19:00:00-04:00', homeTeam: third, awayTeam: fourth })).json()._id;
      const onto = await call('PUT', `/api/schedule/edit/${other}`, { date: at }, 'admin');
      expect([onto.statusCode, onto.json().error]).toEqual([409, taken]);
      const elsewhere = (
        await demo.db
          .selectFrom('fields')
          .select('name')
          .where('season', '=', '')
          .where('name', '!=', field)
          .executeTakeFirstOrThrow()
      ).name;
      expect(
        (await call('PUT', `/api/schedule/edit/${other}`, { date: at, field: elsewhere }, 'admin')).statusCode,
      ).toBe(200);
      expect(await scheduled(other)).toMatchObject({ field: elsewhere, homeTeam: third, awayTeam: fourth });
    });

    it('edits date, field, teams, round, scores and status directly', async () => {
      const id = (await captainMatch()).id;
      const response = await call(
        'PUT',
        `/api/schedule/edit/${id}`,
        { round: 7, result: { home: 3, away: 3 } },
        'admin',
      );
      expect(response.statusCode).toBe(200);
      expect(await scheduled(id)).toMatchObject({ round: 7, status: 'played', result: { home: 3, away: 3 } });
      const told = (await notificationsOf(DEMO_USER_IDS.captain)).map((row) => row.description);
      expect(told.filter((notice) => notice.startsWith('Résultat modifié par un administrateur'))).toHaveLength(1);
      expect((await call('PUT', `/api/schedule/edit/${id}`, { round: 8 }, 'admin')).statusCode).toBe(200);
      const unchanged = (await notificationsOf(DEMO_USER_IDS.captain)).map((row) => row.description);
      expect(unchanged.filter((notice) => notice.startsWith('Résultat modifié par un administrateur'))).toHaveLength(1);
      const cancel = await call('PUT', `/api/schedule/edit/${id}`, { status: 'cancelled' }, 'admin');
      expect(cancel.statusCode).toBe(200);
      expect(await scheduled(id)).toMatchObject({ status: 'cancelled', result: null });
      const bad = await call(
        'PUT',
        `/api/schedule/edit/${id}`,
        { status: 'cancelled', result: { home: 1, away: 0 } },
        'admin',
      );
      expect([bad.statusCode, bad.json().error]).toEqual([400, RESULT_MESSAGES.cancelledWithScore]);
      const clash = await call('PUT', `/api/schedule/edit/${id}`, { date, homeTeam: home, awayTeam: away }, 'admin');
      expect([clash.statusCode, clash.json().error]).toEqual([400, 'Ce match existe déjà']);
    });

    it('removes a match', async () => {
      const id = (await add({ date: '2027-08-01T19:00:00-04:00' })).json()._id as string;
      expect((await call('DELETE', `/api/schedule/remove/${id}`, undefined, 'admin')).statusCode).toBe(200);
      expect(await scheduled(id)).toBeUndefined();
    });
  });

  describe('with the captains’ agreement setting on', () => {
    /** A captain of the match's other team, logged in (the demo captain captains the home team). */
    async function rivalCaptainOf(teamId: string) {
      const id = `rival-${teamId}`;
      await insertUser(demo.db, id, 'captain');
      await demo.db
        .insertInto('user_teams')
        .values({ user_id: id, team_id: teamId, kind: 'captain', position: 0 })
        .execute();
      return `league_session=${await openSession(demo.db, id, 60_000)}`;
    }
    const agreement = (on: boolean) => call('PUT', '/api/settings', { resultsByCaptainsAgreement: on }, 'admin');
    beforeAll(async () => expect((await agreement(true)).statusCode).toBe(200));
    afterAll(() => agreement(false));

    it('makes the result final when the other team’s captain proposes the same score', async () => {
      const match = await captainMatch();
      cookies.rival = await rivalCaptainOf(match.away_team_id);
      const home = await teamName(match.home_team_id);
      const before = await standingOf(home);
      expect((await propose(match.id, { home: 8, away: 2 })).statusCode).toBe(200);
      const logsBefore = await approvalLogs(match.id);
      expect((await propose(match.id, { home: 8, away: 2 }, 'rival')).statusCode).toBe(200);
      expect(await scheduled(match.id)).toMatchObject({
        status: 'played',
        result: { home: 8, away: 2 },
        pendingApproval: null,
      });
      expect((await approvalLogs(match.id)) - logsBefore).toBe(1);
      expect((await standingOf(home))?.win).toBe((before?.win ?? 0) + 1);
      const notices = (await notificationsOf(DEMO_USER_IDS.captain)).map((row) => row.description);
      expect(notices.some((notice) => notice.startsWith('Résultat accepté par les deux capitaines pour'))).toBe(true);
    });

    it('keeps one side’s repeated proposal pending, and sends the other side’s different score to the admin with both', async () => {
      const match = await captainMatch('away');
      cookies.rival = await rivalCaptainOf(match.home_team_id);
      expect((await propose(match.id, { home: 3, away: 1 })).statusCode).toBe(200);
      expect((await propose(match.id, { home: 3, away: 1 })).statusCode).toBe(200);
      expect(await scheduled(match.id)).toMatchObject({ status: 'scheduled', pendingApproval: { home: 3, away: 1 } });
      expect((await propose(match.id, { home: 1, away: 3 }, 'rival')).statusCode).toBe(200);
      expect(await scheduled(match.id)).toMatchObject({ status: 'scheduled', pendingApproval: { home: 1, away: 3 } });
      const { disagreements } = (await call('GET', '/api/inbox/disagreements', undefined, 'admin')).json();
      expect(disagreements).toContainEqual({ kind: 'match', _id: match.id, earlier: { home: 3, away: 1 } });
      const notices = (await notificationsOf(DEMO_USER_IDS.admin)).map((row) => row.description);
      expect(notices.some((notice) => notice.startsWith('Les capitaines ne s’entendent pas pour'))).toBe(true);
      expect((await decide(match.id, { expected: { home: 1, away: 3 } })).statusCode).toBe(200);
      expect(await scheduled(match.id)).toMatchObject({ status: 'played', result: { home: 1, away: 3 } });
    });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
