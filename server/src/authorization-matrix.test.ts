/**
 * Every entry of the contract × every kind of caller, against ONE table of who may do what, written here apart
 * from the contract's own `access` so that a wrong entry shows. An entry the table does not list fails the test, so
 * no future route can be forgotten.
 */
import { endpoints } from '@league/shared/contract/all';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from './accounts/password';
import { openSession } from './accounts/sessions';
import type { Db } from './db/database';
import { DEMO_USER_IDS } from './seed/demo-accounts';
import { SAME_ORIGIN } from './test-support/accounts';
import { startDemoApp } from './test-support/demo-app';

const PERSONAS = ['anonymous', 'basic', 'captain', 'otherCaptain', 'admin', 'dev', 'adminInArchive'] as const;
type Persona = (typeof PERSONAS)[number];
type Rule = 'public' | 'login' | 'captain' | 'admin';

/** Who may call each route. 'adminInArchive' calls with ?season=<archive>: no change passes. */
const TABLE: Record<string, Rule> = {
  'GET /healthz': 'public',
  'GET /config': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /api/teams': 'public',
  'GET /api/fields': 'public',
  'GET /api/schedule': 'public',
  'GET /api/series': 'public',
  'GET /api/ranking/season': 'public',
  'GET /api/ranking/series': 'public',
  'GET /api/stats/{team}': 'public',
  'GET /api/players': 'public',
  'GET /api/freeagents': 'public',
  'GET /api/sponsors': 'public',
  'GET /api/seasons': 'public',
  'GET /api/resources/general': 'public',
  'GET /api/resources/general/{resourceName}': 'public',
  'GET /api/resources/home/{name}': 'public',
  'GET /api/keys/google': 'public',
  'GET /api/live': 'public',
  'GET /media/{id}': 'public',
  'GET /images/home/{file}': 'public',
  'GET /api/myaccount/info': 'public',
  'POST /api/myaccount/login': 'public',
  'POST /api/myaccount/auth': 'public',
  'POST /api/myaccount/logout': 'public',
  'POST /api/myaccount/resetpassword': 'public',
  'DELETE /api/myaccount/notification/{id}': 'login',
  'POST /api/myaccount/edit': 'login',
  'GET /api/myaccount/notices': 'login',
  'PUT /api/myaccount/notices': 'login',
  'GET /api/notices/unsubscribe/{token}': 'public',
  'POST /api/notices/unsubscribe/{token}': 'public',
  'POST /api/users/register': 'public',
  'POST /api/contactus': 'public',
  'POST /api/freeagents/requestadd': 'public',
  'GET /api/users': 'admin',
  'GET /api/logs': 'admin',
  'POST /api/users/approverequest/{id}': 'admin',
  'POST /api/users/denyrequest/{id}': 'admin',
  'POST /api/users/add': 'admin',
  'PUT /api/users/edit/{id}': 'admin',
  'DELETE /api/users/remove/{id}': 'admin',
  'GET /api/timeslots/filtered': 'captain',
  'GET /api/timeslots/rainouts': 'captain',
  'POST /api/timeslots/add': 'admin',
  'DELETE /api/timeslots/remove/{id}': 'admin',
  'POST /api/timeslots/requestreservation/{timeslotId}': 'captain',
  'POST /api/timeslots/confirmreservation/{id}': 'captain',
  'POST /api/timeslots/denyreservation/{id}': 'captain',
  'POST /api/timeslots/approvereservation/{id}': 'admin',
  'POST /api/schedule/requestedit/{id}': 'captain',
  'POST /api/schedule/approveedit/{id}': 'admin',
  'PUT /api/schedule/edit/{id}': 'admin',
  'POST /api/schedule/add': 'admin',
  'POST /api/schedule/import': 'admin',
  'POST /api/schedule/generate': 'admin',
  'DELETE /api/schedule/remove/{id}': 'admin',
  'GET /api/schedule/import/sample/{format}': 'public',
  'GET /api/calendar/league.ics': 'public',
  'GET /api/calendar/teams/{id}.ics': 'public',
  'GET /api/exports/schedule/{format}': 'public',
  'GET /api/exports/ranking/{format}': 'public',
  'POST /api/series/requestedit/{id}': 'captain',
  'POST /api/series/approveedit/{id}': 'admin',
  'GET /api/inbox/count': 'admin',
  'GET /api/inbox/disagreements': 'admin',
  'GET /api/setup/checklist': 'admin',
  'POST /api/inbox/reopen/{id}': 'admin',
  'PUT /api/series/edit/{id}': 'admin',
  'PUT /api/teams/add': 'admin',
  'POST /api/teams/edit/{id}': 'captain',
  'DELETE /api/teams/remove/{id}': 'admin',
  'PUT /api/sponsors/add': 'admin',
  'POST /api/sponsors/edit/{id}': 'admin',
  'DELETE /api/sponsors/remove/{id}': 'admin',
  'POST /api/fields/add': 'admin',
  'PUT /api/fields/edit/{id}': 'admin',
  'DELETE /api/fields/remove/{id}': 'admin',
  'POST /api/players/add': 'admin',
  'PUT /api/players/edit/{id}': 'admin',
  'DELETE /api/players/remove/{id}': 'admin',
  'PUT /api/freeagents/add': 'admin',
  'GET /api/freeagents/{id}': 'admin',
  'PUT /api/freeagents/edit/{id}': 'admin',
  'DELETE /api/freeagents/remove/{id}': 'admin',
  'PUT /api/resources/general/{resourceName}': 'admin',
  'POST /api/resources/general/{resourceName}': 'admin',
  'DELETE /api/resources/general/{resourceName}': 'admin',
  'POST /api/resources/home/{name}': 'admin',
  'GET /api/settings': 'admin',
  'PUT /api/settings': 'admin',
  'GET /api/settings/logo': 'admin',
  'POST /api/settings/logo': 'admin',
  'DELETE /api/settings/logo': 'admin',
  'GET /api/backups': 'admin',
  'POST /api/backups/add': 'admin',
  'GET /api/backups/{backupName}': 'admin',
  'DELETE /api/backups/remove/{backupName}': 'admin',
  'POST /api/backups/restore/{backupName}': 'admin',
  'POST /api/backups/upload': 'admin',
  'GET /api/seasons/preview': 'admin',
  'PUT /api/seasons/add': 'admin',
  'POST /api/seasons/edit-name': 'admin',
  'POST /api/seasons/start': 'admin',
};

const SAMPLE_PARAMS: Record<string, string> = {
  team: 'Les Lions',
  resourceName: 'reglements',
  name: 'league_descr_long',
  file: 'home1.jpg',
  id: 'f'.repeat(64),
  format: 'csv',
  backupName: 'sauvegarde-inconnue.xlsx',
};

function allowed(rule: Rule, persona: Persona, changesData: boolean): boolean {
  if (persona === 'adminInArchive' && changesData) return false;
  if (rule === 'public') return true;
  if (persona === 'anonymous') return false;
  if (rule === 'login') return true;
  if (rule === 'captain') return persona !== 'basic';
  return persona === 'admin' || persona === 'dev' || persona === 'adminInArchive';
}

describe('authorization matrix', () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let app: FastifyInstance;
  // each path as the API description writes it: /api/stats/{team}
  const routes = Object.entries(endpoints).map(([name, { method, path, access }]) => ({
    name,
    method,
    path: path.replace(/:(\w+)/g, '{$1}'),
    access,
  }));
  let archive: string;
  const users: Partial<Record<Persona, string>> = {};

  async function addOtherCaptain(db: Db) {
    const team = await db
      .selectFrom('teams')
      .select('id')
      .where('season', '=', '')
      .orderBy('name', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({
        id: 'other-captain',
        email: 'autre@ligue.test',
        name: 'Autre',
        password_hash: await hashPassword('x'.repeat(8)),
        role: 'captain',
        gender: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await db
      .insertInto('user_teams')
      .values({ user_id: 'other-captain', team_id: team.id, kind: 'captain', position: 0 })
      .execute();
  }

  beforeAll(async () => {
    demo = await startDemoApp('sqlite');
    app = demo.app;
    await addOtherCaptain(demo.db);
    Object.assign(users, {
      basic: DEMO_USER_IDS.member,
      captain: DEMO_USER_IDS.captain,
      otherCaptain: 'other-captain',
      admin: DEMO_USER_IDS.admin,
      dev: DEMO_USER_IDS.dev,
      adminInArchive: DEMO_USER_IDS.admin,
    });
    archive = (await demo.db.selectFrom('archives').select('name').executeTakeFirstOrThrow()).name;
  });
  afterAll(() => demo.close());

  it('lists every entry of the contract, and nothing else', () => {
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(Object.keys(TABLE).sort());
  });

  it("agrees with each entry's declared access", () => {
    const disagreements = routes
      .map(({ name, method, path, access }) => ({ name, entry: access, table: TABLE[`${method} ${path}`] }))
      .filter(({ entry, table }) => entry !== table);
    expect(disagreements).toEqual([]);
  });

  it('describes the same operations as the contract', async () => {
    const document = (await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json();
    const described = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('allows and denies each caller as the table says', async () => {
    const outcomes: string[] = [];
    for (const { method, path } of routes) {
      const rule = TABLE[`${method} ${path}`];
      if (!rule) throw new Error(`${method} ${path}: not in the table`);
      const changesData = method !== 'GET';
      for (const persona of PERSONAS) {
        const userId = users[persona];
        const cookie = userId ? `league_session=${await openSession(demo.db, userId, 60_000)}` : undefined;
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? 'x'));
        const response = await app.inject({
          method: method as 'GET',
          url: persona === 'adminInArchive' ? `${url}?season=${encodeURIComponent(archive)}` : url,
          headers: {
            ...SAME_ORIGIN,
            ...(cookie ? { cookie } : {}),
            ...(changesData ? { 'content-type': 'application/json' } : {}),
          },
          ...(changesData ? { payload: '{}' } : {}),
        });
        const denied = response.statusCode === 401 || response.statusCode === 403;
        const expected = allowed(rule, persona, changesData);
        if (denied === expected || response.statusCode >= 500) {
          outcomes.push(
            `${method} ${path} as ${persona}: ${response.statusCode} (expected ${expected ? 'allow' : 'deny'})`,
          );
        }
      }
    }
    expect(outcomes).toEqual([]);
  }, 120_000); // some 600 requests
});
