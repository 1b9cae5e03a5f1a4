/**
 * Every state-changing route of the API description, called once by the right caller with valid input,
 * leaves exactly one new audit-log row and moves the data version by one (DESIGN.md §10). A route the
 * table does not list fails the test, so no future write can skip the write path unnoticed.
 */
import type { LogAction, LogEntity } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { issueLoginToken } from './accounts/login-tokens';
import { readDataVersion } from './league/data-version-repository';
import { DEMO_USER_IDS } from './seed/demo-accounts';
import { DEMO_EMAILS } from './seed/demo-league';
import { loginAs, SAME_ORIGIN } from './test-support/accounts';
import { DEMO_PASSWORD_FOR_TESTS, startDemoApp } from './test-support/demo-app';
import { cancelledMatch, captainOf, demoCookie, OPPONENT, openSlot } from './test-support/rainouts';

interface Call {
  url: string;
  cookie?: string;
  payload?: object;
}
type Demo = Awaited<ReturnType<typeof startDemoApp>>;
type Write = { logged: [LogAction, LogEntity]; prepare: (demo: Demo) => Promise<Call> };

async function pendingRequestId(demo: Demo, email: string): Promise<string> {
  await demo.app.inject({
    method: 'POST',
    url: '/api/users/register',
    headers: SAME_ORIGIN,
    payload: { username: email, password: 'un bon mot de passe', name: 'Demandeur' },
  });
  return (
    await demo.db.selectFrom('account_requests').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  ).id;
}

const WRITES: Record<string, Write> = {
  'POST /api/myaccount/login': {
    logged: ['login', 'session'],
    prepare: async () => ({
      url: '/api/myaccount/login',
      payload: { username: DEMO_EMAILS.member, password: DEMO_PASSWORD_FOR_TESTS },
    }),
  },
  'POST /api/myaccount/auth': {
    logged: ['login', 'session'],
    prepare: async ({ db }) => ({
      url: '/api/myaccount/auth',
      payload: { token: await issueLoginToken(db, DEMO_USER_IDS.member, 'approval') },
    }),
  },
  'POST /api/myaccount/logout': {
    logged: ['logout', 'session'],
    prepare: async ({ app }) => ({ url: '/api/myaccount/logout', cookie: await loginAs(app, 'member') }),
  },
  'POST /api/myaccount/resetpassword': {
    logged: ['create', 'loginLink'],
    prepare: async () => ({ url: '/api/myaccount/resetpassword', payload: { username: DEMO_EMAILS.captain } }),
  },
  'POST /api/myaccount/edit': {
    logged: ['update', 'account'],
    prepare: async ({ app }) => ({
      url: '/api/myaccount/edit',
      cookie: await loginAs(app, 'member'),
      payload: { name: 'Membre renommé' },
    }),
  },
  'DELETE /api/myaccount/notification/{id}': {
    logged: ['delete', 'notification'],
    prepare: async ({ app, db }) => {
      await db
        .insertInto('notifications')
        .values({ id: 'n-audit', user_id: DEMO_USER_IDS.member, description: 'À lire', created_at: '2026-01-01' })
        .execute();
      return { url: '/api/myaccount/notification/n-audit', cookie: await loginAs(app, 'member') };
    },
  },
  'POST /api/users/register': {
    logged: ['request', 'accountRequest'],
    prepare: async () => ({
      url: '/api/users/register',
      payload: { username: 'nouvelle@exemple.ca', password: 'un bon mot de passe', name: 'Nouvelle' },
    }),
  },
  'POST /api/users/approverequest/{id}': {
    logged: ['approve', 'accountRequest'],
    prepare: async (demo) => ({
      url: `/api/users/approverequest/${await pendingRequestId(demo, 'approuver@exemple.ca')}`,
      cookie: await loginAs(demo.app, 'admin'),
    }),
  },
  'POST /api/users/denyrequest/{id}': {
    logged: ['deny', 'accountRequest'],
    prepare: async (demo) => ({
      url: `/api/users/denyrequest/${await pendingRequestId(demo, 'refuser@exemple.ca')}`,
      cookie: await loginAs(demo.app, 'admin'),
    }),
  },
  'POST /api/users/add': {
    logged: ['create', 'user'],
    prepare: async ({ app }) => ({
      url: '/api/users/add',
      cookie: await loginAs(app, 'admin'),
      payload: { email: 'ajout@exemple.ca', name: 'Ajouté', role: 'basic' },
    }),
  },
  'PUT /api/users/edit/{id}': {
    logged: ['update', 'user'],
    prepare: async ({ app }) => ({
      url: `/api/users/edit/${DEMO_USER_IDS.captain}`,
      cookie: await loginAs(app, 'admin'),
      payload: { name: 'Capitaine renommé' },
    }),
  },
  'DELETE /api/users/remove/{id}': {
    logged: ['delete', 'user'],
    prepare: async ({ app }) => ({
      url: `/api/users/remove/${DEMO_USER_IDS.member}`,
      cookie: await loginAs(app, 'admin'),
    }),
  },
  'POST /api/contactus': {
    logged: ['send', 'message'],
    prepare: async () => ({
      url: '/api/contactus',
      payload: { name: 'Marc', email: 'marc@exemple.ca', message: 'Bonjour' },
    }),
  },
  'POST /api/freeagents/requestadd': {
    logged: ['request', 'freeAgent'],
    prepare: async () => ({ url: '/api/freeagents/requestadd', payload: { name: 'Julie', email: 'julie@exemple.ca' } }),
  },
};

/** A reservation of the demo captain's team in a new slot, in the given state. */
async function reservation({ db }: Demo, status: 'pending' | 'confirmed'): Promise<string> {
  const slot = await openSlot(db);
  const id = `audit-${status}-${slot.id}`;
  await db
    .insertInto('reservations')
    .values({
      id,
      timeslot_id: slot.id,
      match_id: await cancelledMatch(db),
      requesting_team_id: 'team-01',
      confirming_team_id: OPPONENT,
      requested_by: DEMO_USER_IDS.captain,
      status,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

const TIMESLOT_WRITES: Record<string, Write> = {
  'POST /api/timeslots/add': {
    logged: ['create', 'timeslot'],
    prepare: async ({ db }) => ({
      url: '/api/timeslots/add',
      cookie: await demoCookie(db, 'admin'),
      payload: {
        date: '2026-09-13',
        time: '09:00',
        field: (await db.selectFrom('fields').select('id').where('season', '=', '').executeTakeFirstOrThrow()).id,
      },
    }),
  },
  'DELETE /api/timeslots/remove/{id}': {
    logged: ['delete', 'timeslot'],
    prepare: async ({ db }) => ({
      url: `/api/timeslots/remove/${(await openSlot(db)).id}`,
      cookie: await demoCookie(db, 'admin'),
    }),
  },
  'POST /api/timeslots/requestreservation/{timeslotId}': {
    logged: ['request', 'reservation'],
    prepare: async ({ db }) => ({
      url: `/api/timeslots/requestreservation/${(await openSlot(db)).id}`,
      cookie: await demoCookie(db),
      payload: { matchId: await cancelledMatch(db) },
    }),
  },
  'POST /api/timeslots/confirmreservation/{id}': {
    logged: ['confirm', 'reservation'],
    prepare: async (demo) => ({
      url: `/api/timeslots/confirmreservation/${await reservation(demo, 'pending')}`,
      cookie: (await captainOf(demo.db, OPPONENT)).cookie,
    }),
  },
  'POST /api/timeslots/denyreservation/{id}': {
    logged: ['deny', 'reservation'],
    prepare: async (demo) => ({
      url: `/api/timeslots/denyreservation/${await reservation(demo, 'confirmed')}`,
      cookie: await demoCookie(demo.db, 'admin'),
    }),
  },
  'POST /api/timeslots/approvereservation/{id}': {
    logged: ['approve', 'reservation'],
    prepare: async (demo) => {
      const id = await reservation(demo, 'confirmed');
      return {
        url: `/api/timeslots/approvereservation/${id}`,
        cookie: await demoCookie(demo.db, 'admin'),
        payload: { _id: id },
      };
    },
  },
};
Object.assign(WRITES, TIMESLOT_WRITES);

async function stateChangingRoutes(app: FastifyInstance): Promise<string[]> {
  const document = (await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json();
  return Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => method !== 'get')
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the audit log', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemoApp('sqlite');
  });
  afterAll(() => demo.close());

  it('knows every state-changing route of the API description', async () => {
    expect((await stateChangingRoutes(demo.app)).sort()).toEqual(Object.keys(WRITES).sort());
  });

  // the member is removed last: earlier calls act as the member
  const order = Object.keys(WRITES).sort((a, b) => Number(a.includes('remove')) - Number(b.includes('remove')));
  it.each(order)('%s writes exactly one audit-log row and moves the data version once', async (route) => {
    const write = WRITES[route] as Write;
    const call = await write.prepare(demo);
    const logsBefore = await demo.db.selectFrom('logs').select('id').execute();
    const versionBefore = Number(await readDataVersion(demo.db));
    const response = await demo.app.inject({
      method: route.split(' ')[0] as 'POST',
      url: call.url,
      headers: { ...SAME_ORIGIN, ...(call.cookie ? { cookie: call.cookie } : {}) },
      ...(call.payload ? { payload: call.payload } : {}),
    });
    expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
    const added = await demo.db
      .selectFrom('logs')
      .selectAll()
      .where(
        'id',
        'not in',
        logsBefore.map((row) => row.id),
      )
      .execute();
    expect(added.map((row) => [row.action, row.entity])).toEqual([write.logged]);
    expect(added[0]?.detail).not.toBe('');
    expect(Number(await readDataVersion(demo.db))).toBe(versionBefore + 1);
  });
});
