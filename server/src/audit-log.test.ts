/**
 * Every state-changing route of the API description, called once by the right caller with valid input,
 * leaves exactly one new audit-log row and moves the data version by one (the write path, docs/decisions/server-and-api.md). A route the
 * table does not list fails the test, so no future write can skip the write path unnoticed.
 */
import type { LogAction, LogEntity } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { issueLoginToken } from './accounts/login-tokens';
import { backupBytes, takeBackup } from './backups/backups-service';
import { openSession } from './accounts/sessions';
import { readDataVersion } from './league/data-version-repository';
import { unsubscribeLink } from './notice-choices/unsubscribe-link';
import { DEMO_USER_IDS } from './seed/demo-accounts';
import { DEMO_EMAILS } from './seed/demo-league';
import { loginAs, SAME_ORIGIN } from './test-support/accounts';
import { pngImage } from './test-support/images';
import { multipartBody } from './test-support/multipart';
import { DEMO_PASSWORD_FOR_TESTS, startDemoApp } from './test-support/demo-app';
import { cancelledMatch, captainOf, demoCookie, OPPONENT, openSlot } from './test-support/rainouts';

interface Call {
  url: string;
  cookie?: string;
  payload?: object;
  /** a multipart call's body and content type, instead of a JSON payload */
  multipart?: Awaited<ReturnType<typeof multipartBody>>;
}
type Demo = Awaited<ReturnType<typeof startDemoApp>>;
type Write = {
  logged: [LogAction, LogEntity];
  prepare: (demo: Demo) => Promise<Call>;
  /** puts back what `prepare` set aside for the calls that follow */
  restore?: (demo: Demo) => Promise<void>;
};

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

/** A session cookie without logging in (the login route's rate limit would refuse so many logins). */
async function sessionOf({ db }: Pick<Demo, 'db'>, account: 'admin' | 'captain'): Promise<string> {
  return `league_session=${await openSession(db, DEMO_USER_IDS[account], 60_000)}`;
}

/** A current-season match without a result or proposal; of the demo captain's team when `captained`. */
async function unplayedMatch({ db }: Demo, captained = false): Promise<string> {
  let query = db
    .selectFrom('matches')
    .select('id')
    .where('season', '=', '')
    .where('status', '=', 'scheduled')
    .where('pending_result', 'is', null);
  if (captained) query = query.where('home_team_id', '=', 'team-01');
  return (await query.orderBy('date', 'desc').executeTakeFirstOrThrow()).id;
}

/** The demo member's first favourite team. */
async function favouriteOfMember(db: Demo['db']): Promise<string> {
  const row = await db
    .selectFrom('user_teams')
    .select('team_id')
    .where('user_id', '=', DEMO_USER_IDS.member)
    .where('kind', '=', 'favourite')
    .orderBy('position')
    .executeTakeFirstOrThrow();
  return row.team_id;
}

async function pendingMatch(demo: Demo, table: 'matches' | 'series_matches'): Promise<string> {
  const row = await demo.db
    .selectFrom(table)
    .select('id')
    .where('season', '=', '')
    .where('home_score', 'is', null)
    .where('pending_result', 'is', null)
    .orderBy('date')
    .executeTakeFirstOrThrow();
  await demo.db.updateTable(table).set({ pending_result: '{"home":3,"away":1}' }).where('id', '=', row.id).execute();
  return row.id;
}

async function unplayedSeriesMatch({ db }: Demo): Promise<string> {
  const row = await db
    .selectFrom('series_matches')
    .select('id')
    .where('season', '=', '')
    .where('home_score', 'is', null)
    .where('pending_result', 'is', null)
    .orderBy('date', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
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
  'PUT /api/myaccount/notices': {
    logged: ['update', 'account'],
    prepare: async ({ app, db }) => ({
      url: '/api/myaccount/notices',
      cookie: await loginAs(app, 'member'),
      payload: { choices: [{ kind: 'results', teamId: await favouriteOfMember(db), wanted: true }] },
    }),
  },
  'POST /api/notices/unsubscribe/{token}': {
    logged: ['update', 'account'],
    prepare: async ({ db }) => {
      const subject = { userId: DEMO_USER_IDS.member, kind: 'moves', teamId: await favouriteOfMember(db) } as const;
      return { url: new URL(await unsubscribeLink(db, 'http://localhost/', subject)).pathname };
    },
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
  'POST /api/schedule/requestedit/{id}': {
    logged: ['request', 'match'],
    prepare: async (demo) => ({
      url: `/api/schedule/requestedit/${await unplayedMatch(demo, true)}`,
      cookie: await sessionOf(demo, 'captain'),
      payload: { home: 4, away: 2 },
    }),
  },
  'POST /api/schedule/approveedit/{id}': {
    logged: ['approve', 'match'],
    prepare: async (demo) => ({
      url: `/api/schedule/approveedit/${await pendingMatch(demo, 'matches')}`,
      cookie: await sessionOf(demo, 'admin'),
      payload: { expected: { home: 3, away: 1 } },
    }),
  },
  'POST /api/inbox/reopen/{id}': {
    logged: ['update', 'match'],
    prepare: async (demo) => {
      const played = await demo.db
        .selectFrom('matches')
        .select(['id', 'home_score', 'away_score'])
        .where('season', '=', '')
        .where('status', '=', 'played')
        .executeTakeFirstOrThrow();
      return {
        url: `/api/inbox/reopen/${played.id}`,
        cookie: await sessionOf(demo, 'admin'),
        payload: { kind: 'match', approved: { home: played.home_score, away: played.away_score } },
      };
    },
  },
  'PUT /api/schedule/edit/{id}': {
    logged: ['update', 'match'],
    prepare: async (demo) => ({
      url: `/api/schedule/edit/${await unplayedMatch(demo)}`,
      cookie: await sessionOf(demo, 'admin'),
      payload: { round: 9 },
    }),
  },
  'POST /api/schedule/add': {
    logged: ['create', 'match'],
    prepare: async ({ db }) => {
      const teams = await db.selectFrom('teams').select('name').where('season', '=', '').orderBy('name').execute();
      const field = await db.selectFrom('fields').select('name').where('season', '=', '').executeTakeFirstOrThrow();
      return {
        url: '/api/schedule/add',
        cookie: await sessionOf({ db }, 'admin'),
        payload: {
          date: '2027-06-01T19:00:00-04:00',
          field: field.name,
          homeTeam: teams[0]?.name,
          awayTeam: teams[1]?.name,
        },
      };
    },
  },
  'DELETE /api/schedule/remove/{id}': {
    logged: ['delete', 'match'],
    prepare: async (demo) => ({
      url: `/api/schedule/remove/${await unplayedMatch(demo)}`,
      cookie: await sessionOf(demo, 'admin'),
    }),
  },
  'POST /api/schedule/import': {
    logged: ['create', 'match'],
    prepare: async (demo) => ({
      url: '/api/schedule/import',
      cookie: await sessionOf(demo, 'admin'),
      multipart: await multipartBody({
        files: { name: 'schedule-sample.csv', bytes: readFileSync(join(__dirname, '../samples/schedule-sample.csv')) },
        filename: 'schedule-sample.csv',
        options: '{"mode":"append"}',
      }),
    }),
  },
  'POST /api/schedule/generate': {
    logged: ['create', 'match'],
    prepare: async (demo) => ({
      url: '/api/schedule/generate',
      cookie: await sessionOf(demo, 'admin'),
      payload: {
        from: '2028-05-01',
        to: '2028-06-30',
        meetings: 1,
        slots: [{ weekday: 2, time: '18:30', field: 'field-01' }],
        dryRun: false,
        existing: 'add',
      },
    }),
  },
  'POST /api/series/requestedit/{id}': {
    logged: ['request', 'seriesMatch'],
    prepare: async (demo) => ({
      url: `/api/series/requestedit/${await unplayedSeriesMatch(demo)}`,
      cookie: await sessionOf(demo, 'admin'),
      payload: { home: 4, away: 2 },
    }),
  },
  'POST /api/series/approveedit/{id}': {
    logged: ['approve', 'seriesMatch'],
    prepare: async (demo) => ({
      url: `/api/series/approveedit/${await pendingMatch(demo, 'series_matches')}`,
      cookie: await sessionOf(demo, 'admin'),
      payload: { expected: { home: 3, away: 1 } },
    }),
  },
  'PUT /api/series/edit/{id}': {
    logged: ['update', 'seriesMatch'],
    prepare: async (demo) => ({
      url: `/api/series/edit/${await unplayedSeriesMatch(demo)}`,
      cookie: await sessionOf(demo, 'admin'),
      payload: { result: { home: 2, away: 0 } },
    }),
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
        date: `${new Date().getUTCFullYear() + 1}-09-13`,
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

/** A current team without matches, for the team writes. */
async function teamWithoutMatches({ db }: Demo, id: string): Promise<string> {
  await db
    .insertInto('teams')
    .values({
      id,
      name: `Équipe ${id}`,
      division: 'A',
      color: '#123456',
      join_year: null,
      logo_media: null,
      picture_media: null,
    })
    .execute();
  return id;
}
const firstSponsor = async ({ db }: Demo) =>
  (await db.selectFrom('sponsors').select('id').orderBy('name').executeTakeFirstOrThrow()).id;

const TEAM_AND_SPONSOR_WRITES: Record<string, Write> = {
  'PUT /api/teams/add': {
    logged: ['create', 'team'],
    prepare: async (demo) => ({
      url: '/api/teams/add',
      cookie: await sessionOf(demo, 'admin'),
      multipart: await multipartBody({ name: 'Les Audités', division: 'A' }),
    }),
  },
  'POST /api/teams/edit/{id}': {
    logged: ['update', 'team'],
    prepare: async (demo) => ({
      url: '/api/teams/edit/team-01',
      cookie: await sessionOf(demo, 'captain'),
      multipart: await multipartBody({ color: '#abcdef' }),
    }),
  },
  'DELETE /api/teams/remove/{id}': {
    logged: ['delete', 'team'],
    prepare: async (demo) => ({
      url: `/api/teams/remove/${await teamWithoutMatches(demo, 'team-audit')}`,
      cookie: await sessionOf(demo, 'admin'),
    }),
  },
  'PUT /api/sponsors/add': {
    logged: ['create', 'sponsor'],
    prepare: async (demo) => ({
      url: '/api/sponsors/add',
      cookie: await sessionOf(demo, 'admin'),
      multipart: await multipartBody({ name: 'Quincaillerie Audit', sponsorType: 'Gold' }),
    }),
  },
  'POST /api/sponsors/edit/{id}': {
    logged: ['update', 'sponsor'],
    prepare: async (demo) => ({
      url: `/api/sponsors/edit/${await firstSponsor(demo)}`,
      cookie: await sessionOf(demo, 'admin'),
      multipart: await multipartBody({ telephone: '514 555-0100' }),
    }),
  },
  'DELETE /api/sponsors/remove/{id}': {
    logged: ['delete', 'sponsor'],
    prepare: async (demo) => ({
      url: `/api/sponsors/remove/${await firstSponsor(demo)}`,
      cookie: await sessionOf(demo, 'admin'),
    }),
  },
};
Object.assign(WRITES, TEAM_AND_SPONSOR_WRITES);
/** A current-season field with no match and no time slot, added for the test. */
async function freeField({ db }: Demo): Promise<string> {
  const id = `audit-field-${Math.random().toString(36).slice(2)}`;
  await db.insertInto('fields').values({ id, name: id, type: 'outdoor' }).execute();
  return id;
}

const CONTENT_WRITES: Record<string, Write> = {
  'POST /api/fields/add': {
    logged: ['create', 'field'],
    prepare: async (demo) => ({
      url: '/api/fields/add',
      cookie: await sessionOf(demo, 'admin'),
      payload: { name: 'Terrain du journal', type: 'indoor' },
    }),
  },
  'PUT /api/fields/edit/{id}': {
    logged: ['update', 'field'],
    prepare: async (demo) => ({
      url: `/api/fields/edit/${await freeField(demo)}`,
      cookie: await sessionOf(demo, 'admin'),
      payload: { name: 'Terrain renommé du journal', type: 'indoor' },
    }),
  },
  'PUT /api/players/edit/{id}': {
    logged: ['update', 'player'],
    prepare: async (demo) => {
      const player = await demo.db
        .selectFrom('players')
        .select('id')
        .where('season', '=', '')
        .executeTakeFirstOrThrow();
      const team = await demo.db.selectFrom('teams').select('name').where('season', '=', '').executeTakeFirstOrThrow();
      return {
        url: `/api/players/edit/${player.id}`,
        cookie: await sessionOf(demo, 'admin'),
        payload: { name: 'Joueur modifié', team: team.name },
      };
    },
  },
  'PUT /api/freeagents/edit/{id}': {
    logged: ['update', 'freeAgent'],
    prepare: async (demo) => {
      const agent = await demo.db.selectFrom('free_agents').select('id').executeTakeFirstOrThrow();
      return {
        url: `/api/freeagents/edit/${agent.id}`,
        cookie: await sessionOf(demo, 'admin'),
        payload: { name: 'Agent modifié', email: 'agent2@exemple.ca' },
      };
    },
  },
  'DELETE /api/fields/remove/{id}': {
    logged: ['delete', 'field'],
    prepare: async (demo) => ({
      url: `/api/fields/remove/${await freeField(demo)}`,
      cookie: await sessionOf(demo, 'admin'),
    }),
  },
  'POST /api/players/add': {
    logged: ['create', 'player'],
    prepare: async (demo) => ({
      url: '/api/players/add',
      cookie: await sessionOf(demo, 'admin'),
      payload: {
        name: 'Joueur du journal',
        team: (await demo.db.selectFrom('teams').select('name').where('season', '=', '').executeTakeFirstOrThrow())
          .name,
      },
    }),
  },
  'DELETE /api/players/remove/{id}': {
    logged: ['delete', 'player'],
    prepare: async (demo) => ({
      url: `/api/players/remove/${(await demo.db.selectFrom('players').select('id').where('season', '=', '').executeTakeFirstOrThrow()).id}`,
      cookie: await sessionOf(demo, 'admin'),
    }),
  },
  'PUT /api/freeagents/add': {
    logged: ['create', 'freeAgent'],
    prepare: async (demo) => ({
      url: '/api/freeagents/add',
      cookie: await sessionOf(demo, 'admin'),
      payload: { name: 'Agent du journal', email: 'agent@exemple.ca' },
    }),
  },
  'DELETE /api/freeagents/remove/{id}': {
    logged: ['delete', 'freeAgent'],
    prepare: async (demo) => ({
      url: `/api/freeagents/remove/${(await demo.db.selectFrom('free_agents').select('id').executeTakeFirstOrThrow()).id}`,
      cookie: await sessionOf(demo, 'admin'),
    }),
  },
  'PUT /api/resources/general/{resourceName}': {
    logged: ['create', 'resource'],
    prepare: async (demo) => ({
      url: '/api/resources/general/page_du_journal',
      cookie: await sessionOf(demo, 'admin'),
      payload: { title: 'Page du journal', data: '<p>Texte</p>' },
    }),
  },
  'POST /api/resources/general/{resourceName}': {
    logged: ['update', 'resource'],
    prepare: async (demo) => ({
      url: `/api/resources/general/${(await demo.db.selectFrom('resources').select('key').where('kind', '=', 'general').executeTakeFirstOrThrow()).key}`,
      cookie: await sessionOf(demo, 'admin'),
      payload: { data: '<p>Modifié</p>' },
    }),
  },
  'DELETE /api/resources/general/{resourceName}': {
    logged: ['delete', 'resource'],
    prepare: async (demo) => ({
      url: `/api/resources/general/${(await demo.db.selectFrom('resources').select('key').where('kind', '=', 'general').executeTakeFirstOrThrow()).key}`,
      cookie: await sessionOf(demo, 'admin'),
    }),
  },
  'POST /api/resources/home/{name}': {
    logged: ['update', 'resource'],
    prepare: async (demo) => ({
      url: '/api/resources/home/league_join',
      cookie: await sessionOf(demo, 'admin'),
      payload: { data: '<p>Joignez-vous à nous</p>' },
    }),
  },
  'PUT /api/settings': {
    logged: ['update', 'settings'],
    prepare: async (demo) => ({
      url: '/api/settings',
      cookie: await sessionOf(demo, 'admin'),
      payload: { leagueName: 'Ligue du journal' },
    }),
  },
};
Object.assign(WRITES, CONTENT_WRITES);
/** A backup taken by hand, through the service (not counted: prepared before the call). */
async function backupName({ db, dataDir }: Demo): Promise<string> {
  return takeBackup({ db, config: { dataDir } as never }, { id: DEMO_USER_IDS.admin });
}

const BACKUP_WRITES: Record<string, Write> = {
  'POST /api/backups/add': {
    logged: ['create', 'backup'],
    prepare: async ({ db }) => ({ url: '/api/backups/add', cookie: await demoCookie(db, 'admin') }),
  },
  'DELETE /api/backups/remove/{backupName}': {
    logged: ['delete', 'backup'],
    prepare: async (demo) => ({
      url: `/api/backups/remove/${await backupName(demo)}`,
      cookie: await demoCookie(demo.db, 'admin'),
    }),
  },
  'POST /api/backups/restore/{backupName}': {
    logged: ['restore', 'backup'],
    prepare: async (demo) => ({
      url: `/api/backups/restore/${await backupName(demo)}`,
      cookie: await demoCookie(demo.db, 'admin'),
    }),
  },
  'POST /api/backups/upload': {
    logged: ['restore', 'backup'],
    prepare: async (demo) => {
      const name = await backupName(demo);
      const bytes = await backupBytes({ db: demo.db, config: { dataDir: demo.dataDir } as never }, name);
      return {
        url: '/api/backups/upload',
        cookie: await demoCookie(demo.db, 'admin'),
        multipart: await multipartBody({ files: { name, bytes } }),
      };
    },
  },
};
Object.assign(WRITES, BACKUP_WRITES);

/** Where the current matches wait while a season starts (a season name no archive has). */
const PARKED_SEASON = 'audit-parked';
const SEASON_WRITES: Record<string, Write> = {
  'PUT /api/seasons/add': {
    logged: ['create', 'archive'],
    prepare: async ({ db }) => ({
      url: '/api/seasons/add',
      cookie: await demoCookie(db, 'admin'),
      payload: { name: 'Archive du journal', startDate: '2030-01-01', stopDate: '2030-12-31' },
    }),
  },
  'POST /api/seasons/edit-name': {
    logged: ['update', 'archive'],
    prepare: async ({ db }) => {
      const archive = await db.selectFrom('archives').selectAll().orderBy('name').executeTakeFirstOrThrow();
      return {
        url: '/api/seasons/edit-name',
        cookie: await demoCookie(db, 'admin'),
        payload: {
          previousName: archive.name,
          name: `${archive.name} (renommée)`,
          startDate: archive.start_date,
          stopDate: archive.stop_date,
        },
      };
    },
  },
  // a season starts only from no match: the current ones wait aside, and come back for the calls that follow
  'POST /api/seasons/start': {
    logged: ['update', 'team'],
    prepare: async ({ db }) => {
      for (const table of ['matches', 'series_matches'] as const) {
        await db.updateTable(table).set({ season: PARKED_SEASON }).where('season', '=', '').execute();
      }
      const teams = await db.selectFrom('teams').selectAll().where('season', '=', '').execute();
      return {
        url: '/api/seasons/start',
        cookie: await demoCookie(db, 'admin'),
        payload: { teams: teams.map(({ id, name, division, pool }) => ({ id, name, division, pool })) },
      };
    },
    restore: async ({ db }) => {
      for (const table of ['matches', 'series_matches'] as const) {
        await db.updateTable(table).set({ season: '' }).where('season', '=', PARKED_SEASON).execute();
      }
    },
  },
};
Object.assign(WRITES, SEASON_WRITES);

const logoUpload = async (demo: Demo): Promise<Call> => ({
  url: '/api/settings/logo',
  cookie: await demoCookie(demo.db, 'admin'),
  multipart: await multipartBody({ logo: { name: 'logo.png', bytes: await pngImage() } }),
});
const LOGO_WRITES: Record<string, Write> = {
  'POST /api/settings/logo': { logged: ['update', 'settings'], prepare: logoUpload },
  // a logo is uploaded first (not counted: prepared before the call), so that there is one to take back
  'DELETE /api/settings/logo': {
    logged: ['restore', 'settings'],
    prepare: async (demo) => {
      const upload = await logoUpload(demo);
      await demo.app.inject({
        method: 'POST',
        url: upload.url,
        payload: upload.multipart?.payload,
        headers: { ...SAME_ORIGIN, cookie: upload.cookie, ...upload.multipart?.headers },
      });
      return { url: upload.url, cookie: upload.cookie };
    },
  },
};
Object.assign(WRITES, LOGO_WRITES);

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
      headers: { ...SAME_ORIGIN, ...(call.cookie ? { cookie: call.cookie } : {}), ...call.multipart?.headers },
      ...(call.payload ? { payload: call.payload } : {}),
      ...(call.multipart ? { payload: call.multipart.payload } : {}),
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
    await write.restore?.(demo);
  });
});
