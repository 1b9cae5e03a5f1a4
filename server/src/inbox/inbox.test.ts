import { inboxCountSchema, rankingResponseSchema, scheduleResponseSchema } from '@league/shared/schemas';
import { DEMO_USER_IDS } from '../seed/demo-accounts';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { REOPEN_STALE } from '../results/result-workflow';

describe.each(ENGINES)('an approval undone from the admin’s inbox on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin', 'captain']);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as?: 'admin' | 'captain') =>
    demo.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...SAME_ORIGIN, ...(as ? { cookie: sessions[as] } : {}) },
    });
  const reopen = (id: string, approved: object, as: 'admin' | 'captain' = 'admin') =>
    call('POST', `/api/inbox/reopen/${id}`, { kind: 'match', approved }, as);
  const proposeAndApprove = async (id: string, proposal: object) => {
    expect((await call('POST', `/api/schedule/requestedit/${id}`, proposal, 'captain')).statusCode).toBe(200);
    expect((await call('POST', `/api/schedule/approveedit/${id}`, { expected: proposal }, 'admin')).statusCode).toBe(
      200,
    );
  };
  const captainMatch = () =>
    demo.db
      .selectFrom('matches')
      .selectAll()
      .where('season', '=', '')
      .where('status', '=', 'scheduled')
      .where('pending_result', 'is', null)
      .where('home_team_id', '=', 'team-01')
      .orderBy('date')
      .executeTakeFirstOrThrow();
  const scheduled = async (id: string) =>
    scheduleResponseSchema
      .parse((await call('GET', '/api/schedule')).json())
      .schedule.find((match) => match._id === id);
  const gamesPlayed = async () =>
    rankingResponseSchema
      .parse((await call('GET', '/api/ranking/season')).json())
      .groups.flatMap((group) => group.rows)
      .reduce((sum, row) => sum + row.games, 0);
  const logsOf = (id: string) =>
    demo.db.selectFrom('logs').select(['action', 'detail']).where('entity_id', '=', id).execute();

  it('puts an approved score back to its proposal: out of the standings, one audit row, the captains told', async () => {
    const match = await captainMatch();
    const before = await gamesPlayed();
    await proposeAndApprove(match.id, { home: 6, away: 2 });
    expect(await gamesPlayed()).toBe(before + 2);
    const logsBefore = (await logsOf(match.id)).length;
    const response = await reopen(match.id, { home: 6, away: 2 });
    expect([response.statusCode, response.json()]).toEqual([200, { success: true }]);
    expect(await scheduled(match.id)).toMatchObject({
      status: 'scheduled',
      result: null,
      pendingApproval: { home: 6, away: 2 },
    });
    expect(await gamesPlayed()).toBe(before);
    const logs = await logsOf(match.id);
    expect(logs).toHaveLength(logsBefore + 1);
    expect(logs.at(-1)?.detail).toContain('Approbation annulée pour');
    const notices = await demo.db
      .selectFrom('notifications')
      .select('description')
      .where('user_id', '=', DEMO_USER_IDS.captain)
      .execute();
    expect(notices.map((row) => row.description)).toContainEqual(expect.stringContaining('attend de nouveau'));
  });

  it('puts an approved cancellation back to its proposal', async () => {
    const match = await captainMatch();
    await proposeAndApprove(match.id, { cancelled: true });
    expect((await reopen(match.id, { cancelled: true })).statusCode).toBe(200);
    expect(await scheduled(match.id)).toMatchObject({ status: 'scheduled', pendingCancellation: true });
  });

  it('refuses (409) when the result changed since its approval, and changes nothing', async () => {
    const match = await captainMatch();
    await proposeAndApprove(match.id, { home: 1, away: 0 });
    expect(
      (await call('PUT', `/api/schedule/edit/${match.id}`, { result: { home: 2, away: 0 } }, 'admin')).statusCode,
    ).toBe(200);
    const stale = await reopen(match.id, { home: 1, away: 0 });
    expect([stale.statusCode, stale.json().error]).toEqual([409, REOPEN_STALE]);
    expect(await scheduled(match.id)).toMatchObject({
      status: 'played',
      result: { home: 2, away: 0 },
      pendingApproval: null,
    });
    const twice = await reopen(match.id, { home: 2, away: 0 });
    expect(twice.statusCode).toBe(200);
    expect((await reopen(match.id, { home: 2, away: 0 })).statusCode).toBe(409);
  });

  it('lets only an administrator undo an approval, and answers 404 for an unknown match', async () => {
    const match = await captainMatch();
    await proposeAndApprove(match.id, { home: 3, away: 3 });
    expect((await reopen(match.id, { home: 3, away: 3 }, 'captain')).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/inbox/reopen/${match.id}`, { kind: 'match', approved: { home: 3, away: 3 } }))
        .statusCode,
    ).toBe(401);
    expect((await reopen('inconnu', { home: 3, away: 3 })).statusCode).toBe(404);
    expect(await scheduled(match.id)).toMatchObject({ status: 'played', result: { home: 3, away: 3 } });
  });

  it('counts the decisions waiting: a new proposal adds one result', async () => {
    const count = async () =>
      inboxCountSchema.parse((await call('GET', '/api/inbox/count', undefined, 'admin')).json());
    const before = await count();
    expect(before.accountRequests).toBeGreaterThanOrEqual(0);
    const match = await captainMatch();
    expect(
      (await call('POST', `/api/schedule/requestedit/${match.id}`, { home: 2, away: 1 }, 'captain')).statusCode,
    ).toBe(200);
    expect(await count()).toEqual({ ...before, results: before.results + 1 });
    expect((await call('GET', '/api/inbox/count', undefined, 'captain')).statusCode).toBe(403);
  });
});
