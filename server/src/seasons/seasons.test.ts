import { archiveSeasonResponseSchema, archivesResponseSchema, seasonsResponseSchema } from '@league/shared/schemas';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { startDemoApp } from '../test-support/demo-app';
import { demoCookie } from '../test-support/rainouts';
import { TEAMS_STILL_PLAYING } from './seasons-service';

type Demo = Awaited<ReturnType<typeof startDemoApp>>;

describe.each(ENGINES)('archiving seasons on %s', (engine) => {
  let demo: Demo;
  let admin: string;
  const send = (method: 'PUT' | 'POST', url: string, payload: object) =>
    demo.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: admin }, payload });
  const count = async (table: 'matches' | 'series_matches' | 'timeslots' | 'teams' | 'players', season: string) =>
    (await demo.db.selectFrom(table).select('id').where('season', '=', season).execute()).length;
  const visitorGet = (url: string) => demo.app.inject({ url });

  beforeAll(async () => {
    demo = await startDemoApp(engine);
    admin = await demoCookie(demo.db, 'admin');
    // a slot of the current season, so that time slots move too
    const field = await demo.db.selectFrom('fields').select('id').where('season', '=', '').executeTakeFirstOrThrow();
    await demo.db
      .insertInto('timeslots')
      .values({ id: 'slot-archive', season: '', date: '2026-06-10T14:00:00.000Z', field_id: field.id })
      .execute();
  });
  afterAll(() => demo.close());

  it('refuses to drop the teams while matches outside the dates remain, and changes nothing', async () => {
    const before = await count('matches', '');
    const response = await send('PUT', '/api/seasons/add', {
      name: 'Printemps 2026',
      startDate: '2026-01-01',
      stopDate: '2026-06-30',
      keepTeams: false,
    });
    expect([response.statusCode, response.json().error]).toEqual([409, TEAMS_STILL_PLAYING]);
    expect(await count('matches', '')).toBe(before);
    expect(await count('teams', 'Printemps 2026')).toBe(0);
    expect((await demo.db.selectFrom('backups').select('name').execute()).length).toBe(0);
  });

  it('archives the matches, series and slots dated in the range, with a copy of teams, players and fields', async () => {
    const teams = await count('teams', '');
    const players = await count('players', '');
    const inRange = (
      await demo.db
        .selectFrom('matches')
        .select('id')
        .where('season', '=', '')
        .where('date', '<', '2026-07-01T04:00:00.000Z')
        .execute()
    ).length;
    const response = await send('PUT', '/api/seasons/add', {
      name: 'Printemps 2026',
      startDate: '2026-01-01',
      stopDate: '2026-06-30',
    });
    expect(response.statusCode).toBe(200);
    const answer = archiveSeasonResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ matchUpdated: true, timeslotUpdated: true, seriesUpdated: false });
    expect(answer.archives.map((archive) => archive.name)).toContain('Printemps 2026');
    expect(answer.backup).toMatch(/^auto-avant-archivage-/);
    expect(await count('matches', 'Printemps 2026')).toBe(inRange);
    expect(await count('teams', 'Printemps 2026')).toBe(teams);
    expect(await count('players', 'Printemps 2026')).toBe(players);
    expect(await count('teams', '')).toBe(teams);

    // a visitor browses it, and every archived match names the archive's own teams
    const schedule = await visitorGet('/api/schedule?season=Printemps%202026');
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json().schedule).toHaveLength(inRange);
    const archivedTeamIds = new Set(
      (await demo.db.selectFrom('teams').select('id').where('season', '=', 'Printemps 2026').execute()).map(
        (row) => row.id,
      ),
    );
    const archived = await demo.db.selectFrom('matches').selectAll().where('season', '=', 'Printemps 2026').execute();
    expect(archived.every((match) => archivedTeamIds.has(match.home_team_id))).toBe(true);
    expect((await visitorGet('/api/teams?season=Printemps%202026')).json().teams).toHaveLength(teams);
  });

  it('is read-only for everyone, administrators included', async () => {
    const match = await demo.db
      .selectFrom('matches')
      .select('id')
      .where('season', '=', 'Printemps 2026')
      .executeTakeFirstOrThrow();
    const edit = await send('PUT', `/api/schedule/edit/${match.id}`, { round: 3 });
    expect(edit.statusCode).toBe(403);
    const add = await send('PUT', '/api/seasons/add?season=Printemps%202026', {
      name: 'Autre',
      startDate: '2026-01-01',
      stopDate: '2026-01-02',
    });
    expect(add.statusCode).toBe(403);
  });

  it('refuses a second archive of the same name, and a stop before the start', async () => {
    const same = await send('PUT', '/api/seasons/add', {
      name: 'Printemps 2026',
      startDate: '2026-07-01',
      stopDate: '2026-12-31',
    });
    expect(same.statusCode).toBe(409);
    const backwards = await send('PUT', '/api/seasons/add', {
      name: 'À rebours',
      startDate: '2026-12-31',
      stopDate: '2026-07-01',
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('starts a new season without teams once every match is archived', async () => {
    const response = await send('PUT', '/api/seasons/add', {
      name: 'Automne 2026',
      startDate: '2026-07-01',
      stopDate: '2027-06-30',
      keepTeams: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ matchUpdated: true, seriesUpdated: true });
    expect(await count('matches', '')).toBe(0);
    expect(await count('teams', '')).toBe(0);
    expect(await count('players', '')).toBe(0);
    expect(await count('teams', 'Automne 2026')).toBeGreaterThan(0);
    expect((await visitorGet('/api/schedule')).json().schedule).toEqual([]);
  });

  it('renames an archive: its season follows, the old name is unknown', async () => {
    const matches = await count('matches', 'Automne 2026');
    const response = await send('POST', '/api/seasons/edit-name', {
      previousName: 'Automne 2026',
      name: 'Saison 2026-B',
      startDate: '2026-07-01',
      stopDate: '2026-12-31',
    });
    expect(response.statusCode).toBe(200);
    expect(archivesResponseSchema.parse(response.json()).archives).toContainEqual({
      name: 'Saison 2026-B',
      startDate: '2026-07-01',
      stopDate: '2026-12-31',
    });
    expect(await count('matches', 'Saison 2026-B')).toBe(matches);
    expect((await visitorGet('/api/schedule?season=Automne%202026')).statusCode).toBe(404);
    const seasons = seasonsResponseSchema.parse((await visitorGet('/api/seasons')).json());
    expect(seasons.archives.map((archive) => archive.name)).not.toContain('Automne 2026');

    const unknown = await send('POST', '/api/seasons/edit-name', {
      previousName: 'Inconnue',
      name: 'X',
      startDate: '2026-07-01',
      stopDate: '2026-12-31',
    });
    expect(unknown.statusCode).toBe(404);
    const taken = await send('POST', '/api/seasons/edit-name', {
      previousName: 'Saison 2026-B',
      name: 'Printemps 2026',
      startDate: '2026-07-01',
      stopDate: '2026-12-31',
    });
    expect(taken.statusCode).toBe(409);
  });
});
