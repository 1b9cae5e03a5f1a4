import { logsResponseSchema } from '@league/shared/schemas';
import { loginAs } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { startDemoApp } from '../test-support/demo-app';
import { DEMO_USER_IDS } from '../seed/demo-accounts';
import { insertLogEntry } from '../league/log-entries-repository';

describe.each(ENGINES)('GET /api/logs on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let admin: string;
  beforeAll(async () => {
    demo = await startDemoApp(engine);
    const entries = [
      { userId: DEMO_USER_IDS.admin, action: 'create', entity: 'user', detail: 'un' },
      { userId: DEMO_USER_IDS.captain, action: 'update', entity: 'account', detail: 'deux' },
      { userId: null, action: 'send', entity: 'message', detail: 'trois' },
      { userId: DEMO_USER_IDS.admin, action: 'delete', entity: 'user', detail: 'quatre' },
    ] as const;
    for (const [index, entry] of entries.entries()) {
      await insertLogEntry(demo.db, { ...entry, entityId: null }, new Date(Date.UTC(2026, 0, 1, 0, index)));
    }
    admin = await loginAs(demo.app, 'admin'); // logs a login too, the newest entry
  });
  afterAll(() => demo.close());

  const logs = async (query: string) => {
    const response = await demo.app.inject({ url: `/api/logs${query}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return logsResponseSchema.parse(response.json());
  };

  it('lists the entries newest first, with who made each', async () => {
    const answer = await logs('');
    expect(answer.logs.map((entry) => entry.detail)).toEqual([
      'Connexion par mot de passe',
      'quatre',
      'trois',
      'deux',
      'un',
    ]);
    expect(answer.logs[1]?.user).toEqual({ _id: DEMO_USER_IDS.admin, name: expect.any(String) });
    expect(answer.logs[2]?.user).toBeNull();
    expect(answer).toMatchObject({ total: 5, page: 1, pageSize: 50 });
  });

  it('pages', async () => {
    const second = await logs('?page=2&pageSize=2');
    expect(second.logs.map((entry) => entry.detail)).toEqual(['trois', 'deux']);
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
  });

  it.each([
    [`?user=${DEMO_USER_IDS.admin}&entity=user`, ['quatre', 'un']],
    ['?action=update', ['deux']],
    ['?entity=message', ['trois']],
    [`?user=${DEMO_USER_IDS.admin}&action=delete`, ['quatre']],
    // 2026-01-01 00:00-00:03 UTC is still 31 December in the league's time zone (Toronto)
    ['?from=2026-01-01&to=2026-01-01', []],
    ['?from=2025-12-31&to=2025-12-31', ['quatre', 'trois', 'deux', 'un']],
    ['?to=2025-12-31&action=update', ['deux']],
  ])('filters %s', async (query, details) => {
    const answer = await logs(query);
    expect(answer.logs.map((entry) => entry.detail)).toEqual(details);
    expect(answer.total).toBe(details.length);
  });

  it.each(['?action=pirater', '?from=hier'])('refuses %s with a 400', async (query) => {
    const response = await demo.app.inject({ url: `/api/logs${query}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(400);
  });
});
