import { idParamsSchema, successSchema } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp } from '../app';
import { captainTeams, loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { startDemoApp } from '../test-support/demo-app';
import { makeTestSite } from '../test-support/web-roots';

describe('team-scoped access declared on the route', () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let ownTeam: string;
  let otherTeam: string;
  beforeAll(async () => {
    demo = await startDemoApp('sqlite');
    demo.app.withTypeProvider<ZodTypeProvider>().put(
      '/api/test-teams/:id',
      {
        config: { access: 'captain', team: (request) => (request.params as { id: string }).id },
        schema: { params: idParamsSchema, response: { 200: successSchema } },
      },
      async () => ({ success: true as const }),
    );
    const teams = await captainTeams(demo.db);
    ownTeam = teams.own;
    otherTeam = teams.other.id;
  });
  afterAll(() => demo.close());

  const put = async (teamId: string, account?: 'captain' | 'admin' | 'member') =>
    (
      await demo.app.inject({
        method: 'PUT',
        url: `/api/test-teams/${teamId}`,
        headers: { ...SAME_ORIGIN, ...(account ? { cookie: await loginAs(demo.app, account) } : {}) },
      })
    ).statusCode;

  it('lets a captain change a team they captain, and no other', async () => {
    expect(await put(ownTeam, 'captain')).toBe(200);
    expect(await put(otherTeam, 'captain')).toBe(403);
  });

  it('lets an administrator change any team', async () => {
    expect(await put(otherTeam, 'admin')).toBe(200);
  });

  it('refuses a member and a visitor', async () => {
    expect(await put(ownTeam, 'member')).toBe(403);
    expect(await put(ownTeam)).toBe(401);
  });

  it('refuses to declare a team scope without captain access', async () => {
    const site = makeTestSite();
    const app: FastifyInstance = await buildApp({ config: site.config, db: demo.db });
    expect(() =>
      app.put('/api/test-teams-admin/:id', { config: { access: 'admin', team: () => 'x' } }, async () => ({})),
    ).toThrow(/team-scoped/);
    await app.close();
    site.cleanup();
  });
});
