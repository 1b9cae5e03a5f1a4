import { verifyPassword } from '../accounts/password';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test-support/databases';
import { clearDatabase, DEMO_EMAILS, seedDemoLeague, type SeedSummary } from './demo-league';

const now = new Date('2026-07-15T16:00:00Z');
const passwords = { dev: 'dev-pw', admin: 'admin-pw', captain: 'capitaine-pw', member: 'membre-pw' };
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creating a PostgreSQL database and seeding it takes a second or two; leave room on a busy machine. */
const SLOW_MS = 30_000;

const currentMatches = (db: Db) => db.selectFrom('matches').selectAll().where('season', '=', '').execute();

describe.each(ENGINES)('demo league on %s', (engine) => {
  let test: TestDatabase;
  let summary: SeedSummary;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    summary = await seedDemoLeague(test.db, { now, passwords });
  }, SLOW_MS);
  afterAll(() => test.drop(), SLOW_MS);

  it('seeds 16 teams, at least 120 matches and about half of them played', async () => {
    const teams = await test.db.selectFrom('teams').selectAll().where('season', '=', '').execute();
    expect(teams).toHaveLength(16);
    expect(new Set(teams.map((team) => team.color)).size).toBe(16);
    const matches = await currentMatches(test.db);
    expect(matches.length).toBeGreaterThanOrEqual(120);
    const played = matches.filter((match) => match.status === 'played').length;
    expect(played / matches.length).toBeGreaterThan(0.35);
    expect(played / matches.length).toBeLessThan(0.65);
    expect(summary).toMatchObject({ teams: 16, matches: matches.length, played });
  });

  it('rains out 3 to 5 matches and leaves 3 to 5 results awaiting approval', async () => {
    const matches = await currentMatches(test.db);
    const cancelled = matches.filter((match) => match.status === 'cancelled');
    const awaiting = matches.filter((match) => match.pending_result !== null);
    expect(cancelled.length).toBeGreaterThanOrEqual(3);
    expect(cancelled.length).toBeLessThanOrEqual(5);
    expect(awaiting.length).toBeGreaterThanOrEqual(3);
    expect(awaiting.length).toBeLessThanOrEqual(5);
    for (const match of awaiting)
      expect([match.status, match.home_score, match.pending_by]).toEqual(['scheduled', null, 'user-captain']);
    expect(summary).toMatchObject({ cancelled: cancelled.length, awaitingApproval: awaiting.length });
  });

  it('gives every team a stored SVG logo', async () => {
    const logos = await test.db
      .selectFrom('teams')
      .innerJoin('media', 'media.id', 'teams.logo_media')
      .select(['media.mime', 'media.bytes'])
      .where('teams.season', '=', '')
      .execute();
    expect(logos).toHaveLength(16);
    for (const logo of logos) {
      expect(logo.mime).toBe('image/svg+xml');
      expect(Buffer.from(logo.bytes).toString('utf8')).toMatch(/^<svg[\s\S]*<circle/);
    }
  });

  it('never puts a team twice on one evening nor a field twice at one instant', async () => {
    const matches = await currentMatches(test.db);
    const evenings = matches.flatMap((match) =>
      [match.home_team_id, match.away_team_id].map((team) => `${team}@${match.date.slice(0, 10)}`),
    );
    expect(new Set(evenings).size).toBe(evenings.length);
    const series = await test.db.selectFrom('series_matches').select(['field_id', 'date']).execute();
    const slots = await test.db.selectFrom('timeslots').select(['field_id', 'date']).execute();
    const used = [...matches, ...series, ...slots].map((row) => `${row.field_id}@${row.date}`);
    expect(new Set(used).size).toBe(used.length);
  });

  it('keeps every match inside its division, with valid ISO UTC dates', async () => {
    const teams = new Map((await test.db.selectFrom('teams').selectAll().execute()).map((team) => [team.id, team]));
    const matches = await test.db.selectFrom('matches').selectAll().execute();
    for (const match of matches) {
      expect(teams.get(match.home_team_id)?.division).toBe(match.division);
      expect(teams.get(match.away_team_id)?.division).toBe(match.division);
      expect(match.date).toMatch(ISO_UTC);
      expect(new Date(match.date).toISOString()).toBe(match.date);
    }
  });

  it('opens future time slots and a series after the season', async () => {
    const slots = await test.db.selectFrom('timeslots').selectAll().execute();
    expect(slots.length).toBeGreaterThanOrEqual(6);
    expect(slots.length).toBeLessThanOrEqual(8);
    for (const slot of slots) expect(slot.date > now.toISOString()).toBe(true);
    const series = await test.db.selectFrom('series_matches').selectAll().execute();
    const lastMatch = (await currentMatches(test.db))
      .map((match) => match.date)
      .sort()
      .at(-1) as string;
    expect(series.length).toBe(summary.seriesMatches);
    expect(series.length).toBeGreaterThanOrEqual(4);
    for (const match of series) expect(match.date > lastMatch).toBe(true);
  });

  it('has sponsors of every tier, some linked to teams', async () => {
    const tiers = (await test.db.selectFrom('sponsors').select('sponsor_type').execute()).map(
      (row) => row.sponsor_type,
    );
    expect(new Set(tiers)).toEqual(new Set(['Platinum', 'Gold', 'Silver', 'Bronze', '']));
    expect(await rowCount(test.db, 'sponsor_teams')).toBeGreaterThan(0);
  });

  it('puts at least 10 players on every team and lists free agents', async () => {
    const players = await test.db.selectFrom('players').selectAll().where('season', '=', '').execute();
    for (let team = 1; team <= 16; team++) {
      const id = `team-${String(team).padStart(2, '0')}`;
      expect(players.filter((player) => player.team_id === id).length).toBeGreaterThanOrEqual(10);
    }
    expect(summary.players).toBe(players.length);
    expect(summary.freeAgents).toBeGreaterThanOrEqual(6);
    expect(await rowCount(test.db, 'free_agents')).toBe(summary.freeAgents);
  });

  it('writes 3 general pages and the 3 home texts', async () => {
    const resources = await test.db.selectFrom('resources').selectAll().execute();
    expect(resources.filter((resource) => resource.kind === 'general').map((resource) => resource.key)).toContain(
      'règlements_de_la_ligue',
    );
    expect(resources.filter((resource) => resource.kind === 'general')).toHaveLength(3);
    expect(
      resources
        .filter((resource) => resource.kind === 'home')
        .map((resource) => resource.key)
        .sort(),
    ).toEqual(['league_descr_long', 'league_descr_short', 'league_join']);
  });

  it('creates the four demo accounts with their roles and passwords', async () => {
    const users = await test.db.selectFrom('users').selectAll().orderBy('email').execute();
    const roles = Object.fromEntries(users.map((user) => [user.email, user.role]));
    expect(roles).toEqual({
      [DEMO_EMAILS.dev]: 'dev',
      [DEMO_EMAILS.admin]: 'admin',
      [DEMO_EMAILS.captain]: 'captain',
      [DEMO_EMAILS.member]: 'basic',
    });
    const captain = users.find((user) => user.email === DEMO_EMAILS.captain);
    expect(await verifyPassword('capitaine-pw', captain?.password_hash ?? null)).toBe(true);
    expect(await verifyPassword('dev-pw', captain?.password_hash ?? null)).toBe(false);
  });

  it('makes the captain captain of one team and gives the member two favourites and a welcome', async () => {
    const links = await test.db.selectFrom('user_teams').selectAll().orderBy('position').execute();
    expect(links.filter((link) => link.kind === 'captain').map((link) => link.user_id)).toEqual(['user-captain']);
    const favourites = links.filter((link) => link.kind === 'favourite');
    expect(favourites.map((link) => [link.user_id, link.position])).toEqual([
      ['user-member', 0],
      ['user-member', 1],
    ]);
    expect(await rowCount(test.db, 'notifications')).toBe(1);
  });

  it('archives the previous season with its own teams, fields and played matches', async () => {
    const archives = await test.db.selectFrom('archives').selectAll().execute();
    expect(archives).toEqual([{ name: '2025', start_date: '2025-05-01', stop_date: '2025-09-30' }]);
    expect(summary.archivedSeason).toBe('2025');
    const teams = await test.db.selectFrom('teams').select('id').where('season', '=', '2025').execute();
    expect(teams).toHaveLength(8);
    const matches = await test.db.selectFrom('matches').selectAll().where('season', '=', '2025').execute();
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) {
      expect(match.status).toBe('played');
      expect(match.date.startsWith('2025-')).toBe(true);
    }
    const fieldIds = new Set(
      (await test.db.selectFrom('fields').select('id').where('season', '=', '2025').execute()).map((f) => f.id),
    );
    for (const match of matches) expect(fieldIds.has(match.field_id)).toBe(true);
  });

  it('stores the settings as JSON', async () => {
    const settings = await test.db.selectFrom('settings').selectAll().execute();
    const values = Object.fromEntries(settings.map((row) => [row.key, JSON.parse(row.value)]));
    expect(values.pointRules).toEqual({ win: 2, tie: 1, loss: 0 });
    expect(values.timeZone).toBe('America/Toronto');
    expect(values.maxReservationRequests).toBe(1);
  });
});

describe.each(ENGINES)('seeding again on %s', (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(engine);
  }, SLOW_MS);
  afterEach(() => test.drop(), SLOW_MS);

  it(
    'gives the same teams and match dates for the same options',
    async () => {
      const read = async () => ({
        teams: await test.db.selectFrom('teams').select(['id', 'name']).orderBy('id').execute(),
        matches: await test.db.selectFrom('matches').select(['id', 'date', 'home_team_id']).orderBy('id').execute(),
      });
      await seedDemoLeague(test.db, { now, passwords, matchCount: 40 });
      const first = await read();
      await clearDatabase(test.db);
      await seedDemoLeague(test.db, { now, passwords, matchCount: 40 });
      expect(await read()).toEqual(first);
      await clearDatabase(test.db);
      await seedDemoLeague(test.db, { now, passwords, matchCount: 40, seed: 7 });
      expect((await read()).matches).not.toEqual(first.matches);
    },
    SLOW_MS,
  );

  it(
    'writes nothing when seeding fails half-way',
    async () => {
      await test.db
        .insertInto('users')
        .values({
          id: 'x',
          email: DEMO_EMAILS.admin,
          name: 'Déjà là',
          password_hash: null,
          role: 'basic',
          gender: null,
          created_at: now.toISOString(),
        })
        .execute();
      await expect(seedDemoLeague(test.db, { now, passwords, matchCount: 40 })).rejects.toHaveProperty('message');
      // settings and archives go in before the users that clash: the transaction takes them back
      for (const table of ['settings', 'archives', 'teams'] as const)
        expect([table, await rowCount(test.db, table)]).toEqual([table, 0]);
      expect(await rowCount(test.db, 'users')).toBe(1);
    },
    SLOW_MS,
  );
});
