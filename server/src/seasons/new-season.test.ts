import { newSeasonMessages, startSeasonResponseSchema, type NewSeasonTeam } from '@league/shared/schemas';
import { openSession } from '../accounts/sessions';
import type { Db } from '../db/database';
import { readDataVersion } from '../league/data-version-repository';
import { DEMO_USER_IDS } from '../seed/demo-accounts';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { startDemoApp } from '../test-support/demo-app';
import { CAPTAIN_TEAM, captainOf, demoCookie } from '../test-support/rainouts';
import { startTestApp } from '../test-support/test-app';
import { insertUser } from '../test-support/users';

type App = Awaited<ReturnType<typeof startTestApp>>;

const startSeason = (app: App, cookie: string, teams: NewSeasonTeam[] | unknown) =>
  app.app.inject({
    method: 'POST',
    url: '/api/seasons/start',
    headers: { ...SAME_ORIGIN, cookie },
    payload: { teams },
  });

const currentTeams = (db: Db) =>
  db.selectFrom('teams').selectAll().where('season', '=', '').orderBy('name').orderBy('id').execute();
const listed = (rows: { id: string; name: string; division: string; pool: string }[]) =>
  rows.map(({ id, name, division, pool }) => ({ id, name, division, pool }));
const logIds = async (db: Db) => (await db.selectFrom('logs').select('id').execute()).map((row) => row.id);
/** the audit rows written since `before` */
const logsSince = async (db: Db, before: string[]) =>
  (await db.selectFrom('logs').selectAll().execute()).filter((row) => !before.includes(row.id));

/** What archiving and starting a season must leave alone: the settings (but the data version), fields, sponsors. */
async function untouched(db: Db) {
  const settings = await db
    .selectFrom('settings')
    .selectAll()
    .where('key', '<>', 'dataVersion')
    .orderBy('key')
    .execute();
  const fields = await db.selectFrom('fields').selectAll().where('season', '=', '').orderBy('id').execute();
  const sponsors = await db.selectFrom('sponsors').selectAll().orderBy('id').execute();
  return { settings, fields, sponsors };
}

describe.each(ENGINES)('starting a new season on %s', (engine) => {
  let demo: App;
  let admin: string;
  let before: Awaited<ReturnType<typeof untouched>>;

  beforeAll(async () => {
    demo = await startDemoApp(engine);
    admin = await demoCookie(demo.db, 'admin');
    before = await untouched(demo.db);
  });
  afterAll(() => demo.close());

  it('refuses with 409 while the current season has matches, and changes nothing', async () => {
    const teams = await currentTeams(demo.db);
    const logs = await logIds(demo.db);
    const version = await readDataVersion(demo.db);
    const response = await startSeason(demo, admin, listed(teams).slice(1));
    expect([response.statusCode, response.json().error]).toEqual([409, newSeasonMessages.seasonHasMatches]);
    expect(await currentTeams(demo.db)).toEqual(teams);
    expect(await logsSince(demo.db, logs)).toEqual([]);
    expect(await readDataVersion(demo.db)).toBe(version);
  });

  it('is refused to a captain (403) and to a visitor (401)', async () => {
    const teams = listed(await currentTeams(demo.db));
    expect((await startSeason(demo, await demoCookie(demo.db, 'captain'), teams)).statusCode).toBe(403);
    expect((await startSeason(demo, '', teams)).statusCode).toBe(401);
  });

  it('archives the whole season keeping the teams; settings, fields and sponsors stay as they were', async () => {
    const teams = await currentTeams(demo.db);
    const preview = await demo.app.inject({ url: '/api/seasons/preview', headers: { cookie: admin } });
    const { season } = preview.json() as { season: { startDate: string; stopDate: string } };
    const archived = await demo.app.inject({
      method: 'PUT',
      url: '/api/seasons/add',
      headers: { ...SAME_ORIGIN, cookie: admin },
      payload: { name: 'Saison 2026', ...season, keepTeams: true },
    });
    expect(archived.statusCode).toBe(200);
    expect(await currentTeams(demo.db)).toEqual(teams);
    expect(await untouched(demo.db)).toEqual(before);
  });

  it('refuses a bad list with a French reason beside each team (400), and changes nothing', async () => {
    const teams = listed(await currentTeams(demo.db));
    const logs = await logIds(demo.db);
    const issuesOf = async (list: unknown) => {
      const response = await startSeason(demo, admin, list);
      expect(response.statusCode).toBe(400);
      return (response.json() as { issues: { path: string; message: string }[] }).issues;
    };
    const [first, second] = teams as [(typeof teams)[number], (typeof teams)[number]];
    expect(await issuesOf([first, { ...second, id: undefined, name: `  ${first.name.toUpperCase()} ` }])).toEqual([
      { path: 'body.teams.1.name', message: newSeasonMessages.duplicateName(first.name.toUpperCase()) },
    ]);
    expect(
      await issuesOf([
        { ...first, name: '   ' },
        { ...second, division: '' },
      ]),
    ).toEqual([
      { path: 'body.teams.0.name', message: newSeasonMessages.emptyName },
      { path: 'body.teams.1.division', message: newSeasonMessages.noDivision },
    ]);
    expect(await issuesOf([{ ...first, name: 'x'.repeat(101) }])).toEqual([
      { path: 'body.teams.0.name', message: newSeasonMessages.tooLong(100) },
    ]);
    expect(await issuesOf([first, { ...second, id: first.id }])).toEqual([
      { path: 'body.teams.1.id', message: newSeasonMessages.duplicateTeam },
    ]);
    expect(await issuesOf([])).toEqual([{ path: 'body.teams', message: newSeasonMessages.noTeams }]);
    // an id that is no current team: an archived team's, say
    const archivedTeam = await demo.db
      .selectFrom('teams')
      .select('id')
      .where('season', '=', 'Saison 2026')
      .executeTakeFirstOrThrow();
    expect(await issuesOf([first, { id: archivedTeam.id, name: 'Ailleurs', division: 'A', pool: '' }])).toEqual([
      { path: 'body.teams.1.id', message: newSeasonMessages.unknownTeam('Ailleurs') },
    ]);
    expect(listed(await currentTeams(demo.db))).toEqual(teams);
    expect(await logsSince(demo.db, logs)).toEqual([]);
  });

  it('re-pools, renames, removes and creates teams in one write and one audit row; captains and players stay', async () => {
    const teams = await currentTeams(demo.db);
    const captain = await demo.db
      .selectFrom('user_teams')
      .selectAll()
      .where('team_id', '=', CAPTAIN_TEAM)
      .where('kind', '=', 'captain')
      .execute();
    expect(captain.map((row) => row.user_id)).toContain(DEMO_USER_IDS.captain);
    const playersOf = (teamId: string) =>
      demo.db.selectFrom('players').select('id').where('season', '=', '').where('team_id', '=', teamId).execute();
    const captainPlayers = await playersOf(CAPTAIN_TEAM);
    expect(captainPlayers.length).toBeGreaterThan(0);
    const gone = teams.find((team) => team.id !== CAPTAIN_TEAM) as (typeof teams)[number];
    const goneCaptain = await captainOf(demo.db, gone.id);
    const gonePlayers = await playersOf(gone.id);
    const archivedTeams = await demo.db.selectFrom('teams').select('id').where('season', '=', 'Saison 2026').execute();
    const logs = await logIds(demo.db);
    const version = Number(await readDataVersion(demo.db));

    const list: NewSeasonTeam[] = [
      ...teams
        .filter((team) => team.id !== gone.id)
        .map(({ id, name, division }, index) =>
          id === CAPTAIN_TEAM
            ? { id, name: 'Les Castors du Plateau', division: 'A', pool: 'Nord' }
            : { id, name, division, pool: String((index % 3) + 1) },
        ),
      { name: 'Les Nouveaux de Verdun', division: 'B', pool: '1' },
    ];
    const response = await startSeason(demo, admin, list);
    expect(response.statusCode).toBe(200);
    const answer = startSeasonResponseSchema.parse(response.json());
    expect([answer.kept, answer.created, answer.removed]).toEqual([teams.length - 1, 1, 1]);

    const after = await currentTeams(demo.db);
    const withoutNew = listed(after).filter((team) => team.name !== 'Les Nouveaux de Verdun');
    expect(withoutNew.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      list.slice(0, -1).sort((a, b) => String(a.id).localeCompare(String(b.id))),
    );
    expect(after.find((team) => team.name === 'Les Nouveaux de Verdun')).toMatchObject({ division: 'B', pool: '1' });
    expect(answer.teams.map((team) => team.name).sort()).toEqual(after.map((team) => team.name).sort());

    const added = await logsSince(demo.db, logs);
    expect(added.map((row) => [row.action, row.entity, row.detail])).toEqual([
      [
        'update',
        'team',
        `Nouvelle saison\u202f: ${teams.length} équipes (${teams.length - 1} gardées, 1 nouvelle, 1 retirée)`,
      ],
    ]);
    expect(Number(await readDataVersion(demo.db))).toBe(version + 1);

    // the kept team keeps its captain and players; the removed team's captain link goes, its players stay teamless
    expect(
      await demo.db
        .selectFrom('user_teams')
        .selectAll()
        .where('team_id', '=', CAPTAIN_TEAM)
        .where('kind', '=', 'captain')
        .execute(),
    ).toEqual(captain);
    expect(await playersOf(CAPTAIN_TEAM)).toEqual(captainPlayers);
    expect(await demo.db.selectFrom('user_teams').selectAll().where('user_id', '=', goneCaptain.id).execute()).toEqual(
      [],
    );
    const orphans = await demo.db
      .selectFrom('players')
      .select(['id', 'team_id'])
      .where('id', 'in', gonePlayers.map((player) => player.id).concat('none'))
      .execute();
    expect(orphans.map((player) => player.team_id)).toEqual(gonePlayers.map(() => null));
    // the archive keeps its own copies
    expect(await demo.db.selectFrom('teams').select('id').where('season', '=', 'Saison 2026').execute()).toEqual(
      archivedTeams,
    );
    expect(await untouched(demo.db)).toEqual(before);
  });

  it('swaps two names, and keeps a current team listed by its name without its id', async () => {
    const teams = listed(await currentTeams(demo.db));
    type Listed = (typeof teams)[number];
    const [first, second, ...rest] = teams as [Listed, Listed, ...Listed[]];
    const captains = await demo.db.selectFrom('user_teams').selectAll().where('team_id', '=', CAPTAIN_TEAM).execute();
    const list: NewSeasonTeam[] = [
      { ...first, name: second.name },
      { ...second, name: first.name },
      ...rest.map((team) =>
        team.id === CAPTAIN_TEAM ? { ...team, id: undefined, name: team.name.toUpperCase() } : team,
      ),
    ];
    const response = await startSeason(demo, admin, list);
    expect(response.statusCode).toBe(200);
    expect(startSeasonResponseSchema.parse(response.json())).toMatchObject({ created: 0, removed: 0 });
    const after = listed(await currentTeams(demo.db));
    expect(after.find((team) => team.id === first.id)?.name).toBe(second.name);
    expect(after.find((team) => team.id === second.id)?.name).toBe(first.name);
    const kept = after.find((team) => team.id === CAPTAIN_TEAM);
    expect(kept?.name).toBe(teams.find((team) => team.id === CAPTAIN_TEAM)?.name.toUpperCase());
    expect(await demo.db.selectFrom('user_teams').selectAll().where('team_id', '=', CAPTAIN_TEAM).execute()).toEqual(
      captains,
    );
  });
});

describe.each(ENGINES)('a new league starting its first season on %s', (engine) => {
  let league: App;
  let admin: string;

  beforeAll(async () => {
    league = await startTestApp({ engine, prepare: (db) => insertUser(db, 'first-admin', 'admin') });
    admin = `league_session=${await openSession(league.db, 'first-admin', 3_600_000)}`;
  });
  afterAll(() => league.close());

  it('creates the teams of a list, each in its division and pool', async () => {
    const logs = await logIds(league.db);
    const response = await startSeason(league, admin, [
      { name: 'Les Lions', division: 'A', pool: 'Est' },
      { name: 'Les Tigres', division: 'A', pool: 'N/A' },
      { name: 'Les Ours', division: 'B' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(startSeasonResponseSchema.parse(response.json())).toMatchObject({ kept: 0, created: 3, removed: 0 });
    expect((await currentTeams(league.db)).map(({ name, division, pool }) => ({ name, division, pool }))).toEqual([
      { name: 'Les Lions', division: 'A', pool: 'Est' },
      { name: 'Les Ours', division: 'B', pool: '' },
      { name: 'Les Tigres', division: 'A', pool: '' },
    ]);
    expect((await logsSince(league.db, logs)).map((row) => row.detail)).toEqual([
      'Nouvelle saison\u202f: 3 équipes (0 gardée, 3 nouvelles, 0 retirée)',
    ]);
  });
});
