import { RESULT_MESSAGES } from '@league/shared';
import { rankingResponseSchema, seriesResponseSchema } from '@league/shared/schemas';
import { DENIED } from '../accounts/guards';
import { loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { startDemoApp } from '../test-support/demo-app';

describe.each(ENGINES)('series results on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    demo = await startDemoApp(engine);
    for (const account of ['admin', 'captain'] as const) cookies[account] = await loginAs(demo.app, account);
  });
  afterAll(() => demo.close());

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
    expect([field.statusCode, field.json().error]).toEqual([400, 'Terrain inconnu : Terrain fantôme']);
  });
});
