import { RESULT_MESSAGES } from '@league/shared/results';
import { rankingResponseSchema, seriesResponseSchema } from '@league/shared/schemas';
import { DENIED } from '../accounts/guards';
import { bumpDataVersion } from '../league/data-version-repository';
import { DEMO_USER_IDS } from '../seed/demo-accounts';
import { openSession } from '../accounts/sessions';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { insertUser } from '../test-support/users';

describe.each(ENGINES)('series results on %s', (engine) => {
  const { demo, sessions, mail: smtp } = demoAppForSuite(engine, ['admin', 'captain'], { mail: true });
  const cookies: Record<string, string> = sessions;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as?: string) =>
    demo.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...SAME_ORIGIN, ...(as ? { cookie: cookies[as] } : {}) },
    });
  const unplayed = () =>
    demo.db
      .selectFrom('series_matches')
      .select('id')
      .where('season', '=', '')
      .where('home_score', 'is', null)
      .where('pending_result', 'is', null)
      .orderBy('date')
      .executeTakeFirstOrThrow();
  const seriesMatch = async (id: string) =>
    seriesResponseSchema.parse((await call('GET', '/api/series')).json()).series.find((match) => match._id === id);
  const gamesPlayed = async () =>
    rankingResponseSchema
      .parse((await call('GET', '/api/ranking/series')).json())
      .groups.flatMap((group) => group.rows)
      .reduce((sum, row) => sum + row.games, 0);

  it('takes a proposal, then its approval: the series standings count it on the next read', async () => {
    const { id } = await unplayed();
    const before = await gamesPlayed();
    expect((await call('POST', `/api/series/requestedit/${id}`, { home: 5, away: 4 }, 'admin')).statusCode).toBe(200);
    expect(await seriesMatch(id)).toMatchObject({ result: null, pendingApproval: { home: 5, away: 4 } });
    const approve = await call('POST', `/api/series/approveedit/${id}`, { expected: { home: 5, away: 4 } }, 'admin');
    expect(approve.statusCode).toBe(200);
    expect(await seriesMatch(id)).toMatchObject({ result: { home: 5, away: 4 }, pendingApproval: null });
    expect(await gamesPlayed()).toBe(before + 2);
  });

  it('refuses a proposal; answers 409 on a stale approval; refuses bad scores and cancellations', async () => {
    const { id } = await unplayed();
    expect((await call('POST', `/api/series/requestedit/${id}`, { home: 1, away: 2 }, 'admin')).statusCode).toBe(200);
    const stale = await call('POST', `/api/series/approveedit/${id}`, { expected: { home: 2, away: 1 } }, 'admin');
    expect(stale.statusCode).toBe(409);
    const refuse = { decision: 'refuse', expected: { home: 1, away: 2 } };
    expect((await call('POST', `/api/series/approveedit/${id}`, refuse, 'admin')).statusCode).toBe(200);
    expect(await seriesMatch(id)).toMatchObject({ result: null, pendingApproval: null });
    const tooHigh = await call('POST', `/api/series/requestedit/${id}`, { home: 100, away: 2 }, 'admin');
    expect([tooHigh.statusCode, JSON.stringify(tooHigh.json()).includes(RESULT_MESSAGES.score)]).toEqual([400, true]);
    expect((await call('POST', `/api/series/requestedit/${id}`, { cancelled: true }, 'admin')).statusCode).toBe(400);
  });

  it('lets only an administrator propose while the seeds are not known', async () => {
    const { id } = await unplayed();
    expect((await seriesMatch(id))?.homeTeam).toBeNull();
    const captain = await call('POST', `/api/series/requestedit/${id}`, { home: 1, away: 0 }, 'captain');
    expect([captain.statusCode, captain.json().error]).toEqual([403, DENIED.team]);
  });

  it('lets an administrator edit the score directly, and clear it', async () => {
    const { id } = await unplayed();
    expect((await call('PUT', `/api/series/edit/${id}`, { result: { home: 8, away: 2 } }, 'admin')).statusCode).toBe(
      200,
    );
    expect(await seriesMatch(id)).toMatchObject({ result: { home: 8, away: 2 } });
    expect((await call('PUT', `/api/series/edit/${id}`, { result: null }, 'admin')).statusCode).toBe(200);
    expect(await seriesMatch(id)).toMatchObject({ result: null });
    const field = await call('PUT', `/api/series/edit/${id}`, { field: 'Terrain fantôme' }, 'admin');
    expect([field.statusCode, field.json().error]).toEqual([400, 'Terrain inconnu\u202f: Terrain fantôme']);
  });

  /** The captains' e-mails of a team, by name. */
  const captainsOf = (team: string) =>
    demo.db
      .selectFrom('user_teams as ut')
      .innerJoin('teams as t', 't.id', 'ut.team_id')
      .innerJoin('users as u', 'u.id', 'ut.user_id')
      .select(['u.id', 'u.email'])
      .where('t.name', '=', team)
      .where('t.season', '=', '')
      .where('ut.kind', '=', 'captain')
      .execute();
  const noticesOf = async (userId: string) =>
    (await demo.db.selectFrom('notifications').select('description').where('user_id', '=', userId).execute()).map(
      (row) => row.description,
    );

  it('tells the captains of both sides when an administrator edits the score, not when only the date moves', async () => {
    // every season match played, with scores varied enough that no group ends in a complete tie (a shared rank
    // would hold its seed): the standings are final and the seeds name their teams
    const matches = await demo.db.selectFrom('matches').select('id').where('season', '=', '').orderBy('id').execute();
    for (const [index, { id }] of matches.entries()) {
      await demo.db
        .updateTable('matches')
        .set({ status: 'played', home_score: (index * 7) % 11, away_score: (index * 3) % 5, pending_result: null })
        .set({ pending_by: null })
        .where('id', '=', id)
        .execute();
    }
    // as a write would: the cached reads are stale
    await bumpDataVersion(demo.db);
    const { series } = seriesResponseSchema.parse((await call('GET', '/api/series')).json());
    const known = series.find((match) => match.homeTeam && match.awayTeam && !match.result && !match.pendingApproval);
    const id = known?._id ?? '';
    // the demo captain captains the away side too, so both sides have a captain to tell
    const away = await demo.db
      .selectFrom('teams')
      .select('id')
      .where('season', '=', '')
      .where('name', '=', known?.awayTeam ?? '')
      .executeTakeFirstOrThrow();
    await demo.db
      .insertInto('user_teams')
      .values({ user_id: DEMO_USER_IDS.captain, team_id: away.id, kind: 'captain', position: 9 })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const captains = [...(await captainsOf(known?.homeTeam ?? '')), ...(await captainsOf(known?.awayTeam ?? ''))];
    expect(captains.length).toBeGreaterThan(0);
    const mailsBefore = smtp.received.length;
    expect((await call('PUT', `/api/series/edit/${id}`, { result: { home: 6, away: 1 } }, 'admin')).statusCode).toBe(
      200,
    );
    const edited = (notices: string[]) =>
      notices.filter((notice) => notice.startsWith('Résultat de séries modifié par un administrateur pour'));
    for (const captain of captains) {
      expect(edited(await noticesOf(captain.id))).toEqual([
        expect.stringContaining(`${known?.homeTeam} 6, ${known?.awayTeam} 1`),
      ]);
    }
    await waitFor(() => smtp.received.length > mailsBefore);
    expect(smtp.received.at(-1)?.to).toEqual(expect.arrayContaining(captains.map((captain) => captain.email)));
    const moved = await call('PUT', `/api/series/edit/${id}`, { date: '2027-09-01T19:00:00-04:00' }, 'admin');
    expect(moved.statusCode).toBe(200);
    for (const captain of captains) expect(edited(await noticesOf(captain.id))).toHaveLength(1);
  });

  it('with the captains’ agreement on, finalises a matching pair and sends a mismatch to the admin with both', async () => {
    // runs after the test above: the season is played, the seeds name their teams
    const { series } = seriesResponseSchema.parse((await call('GET', '/api/series')).json());
    const [agreed, disputed] = series.filter((match) => match.homeTeam && match.awayTeam && !match.result);
    expect(disputed).toBeDefined();
    const captainOf = async (team: string | null, id: string) => {
      const { id: teamId } = await demo.db
        .selectFrom('teams')
        .select('id')
        .where('season', '=', '')
        .where('name', '=', team ?? '')
        .executeTakeFirstOrThrow();
      await insertUser(demo.db, id, 'captain');
      await demo.db
        .insertInto('user_teams')
        .values({ user_id: id, team_id: teamId, kind: 'captain', position: 0 })
        .execute();
      cookies[id] = `league_session=${await openSession(demo.db, id, 60_000)}`;
    };
    await captainOf(agreed?.homeTeam ?? null, 'series-home');
    await captainOf(agreed?.awayTeam ?? null, 'series-away');
    await demo.db.updateTable('series_matches').set({ date: '2026-01-10T23:00:00.000Z' }).execute();
    expect((await call('PUT', '/api/settings', { resultsByCaptainsAgreement: true }, 'admin')).statusCode).toBe(200);
    const propose = (id: string, score: object, as: string) => call('POST', `/api/series/requestedit/${id}`, score, as);
    const id = agreed?._id ?? '';
    expect((await propose(id, { home: 2, away: 1 }, 'series-home')).statusCode).toBe(200);
    expect((await propose(id, { home: 2, away: 1 }, 'series-away')).statusCode).toBe(200);
    expect(await seriesMatch(id)).toMatchObject({ result: { home: 2, away: 1 }, pendingApproval: null });
    expect(await noticesOf('series-home')).toContainEqual(
      expect.stringContaining('Résultat de séries accepté par les deux capitaines pour'),
    );
    if (disputed?.homeTeam !== agreed?.homeTeam || disputed?.awayTeam !== agreed?.awayTeam) {
      await captainOf(disputed?.homeTeam ?? null, 'series-home-2');
      await captainOf(disputed?.awayTeam ?? null, 'series-away-2');
    }
    const [home, away] =
      disputed?.homeTeam === agreed?.homeTeam ? ['series-home', 'series-away'] : ['series-home-2', 'series-away-2'];
    const other = disputed?._id ?? '';
    expect((await propose(other, { home: 4, away: 0 }, home)).statusCode).toBe(200);
    expect((await propose(other, { home: 0, away: 4 }, away)).statusCode).toBe(200);
    expect(await seriesMatch(other)).toMatchObject({ result: null, pendingApproval: { home: 0, away: 4 } });
    const { disagreements } = (await call('GET', '/api/inbox/disagreements', undefined, 'admin')).json();
    expect(disagreements).toContainEqual({ kind: 'series', _id: other, earlier: { home: 4, away: 0 } });
    await call('PUT', '/api/settings', { resultsByCaptainsAgreement: false }, 'admin');
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
