import {
  fieldsResponseSchema,
  freeAgentsResponseSchema,
  playersResponseSchema,
  rankingResponseSchema,
  resourceListResponseSchema,
  resourceResponseSchema,
  scheduleResponseSchema,
  seasonsResponseSchema,
  seriesResponseSchema,
  sponsorsResponseSchema,
  teamsResponseSchema,
  teamStatsSchema,
} from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import type { z } from 'zod';
import { runWrite } from './league/write';
import { ENGINES } from './test-support/databases';
import { startDemoApp } from './test-support/demo-app';

describe.each(ENGINES)('read API on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    demo = await startDemoApp(engine);
    app = demo.app;
  });
  afterAll(() => demo.close());

  async function get<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
    const response = await app.inject({ url, headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(200);
    return schema.parse(response.json());
  }

  it('lists the 16 teams of the current season with logos', async () => {
    const { teams } = await get('/api/teams', teamsResponseSchema);
    expect(teams).toHaveLength(16);
    expect(teams.every((team) => team.logo?.startsWith('/media/'))).toBe(true);
  });

  it('serves a team logo as an immutable, script-proof image', async () => {
    const { teams } = await get('/api/teams', teamsResponseSchema);
    const response = await app.inject({ url: teams[0]?.logo as string });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('gives the schedule with names, zoned dates, results and pending results', async () => {
    const { schedule } = await get('/api/schedule', scheduleResponseSchema);
    expect(schedule.length).toBeGreaterThanOrEqual(120);
    expect(schedule[0]?.date).toMatch(/T\d\d:\d\d:\d\d-0[45]:00$/);
    expect(schedule.some((match) => match.result !== null)).toBe(true);
    expect(schedule.some((match) => match.status === 'cancelled')).toBe(true);
    expect(schedule.some((match) => match.pendingApproval !== null && match.result === null)).toBe(true);
    const dates = schedule.map((match) => Date.parse(match.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('ranks the season by division and pool, provisional while results are missing', async () => {
    const ranking = await get('/api/ranking/season', rankingResponseSchema);
    expect(ranking.groups.map((group) => group.category)).toEqual(['A|Est', 'A|Ouest', 'B|Est', 'B|Ouest']);
    expect(ranking.provisional).toBe(true);
    const rows = ranking.groups.flatMap((group) => group.rows);
    expect(rows).toHaveLength(16);
    expect(rows.some((row) => row.awaitingApproval > 0)).toBe(true);
    for (const row of rows) expect(row.diff).toBe(row.pf - row.pa);
  });

  it('names series teams by seed while the season is provisional', async () => {
    const { series } = await get('/api/series', seriesResponseSchema);
    expect(series.length).toBeGreaterThan(0);
    expect(series.every((match) => match.homeTeam === null && match.awayTeam === null)).toBe(true);
    const ranking = await get('/api/ranking/series', rankingResponseSchema);
    expect(ranking.groups.length).toBeGreaterThan(0);
  });

  it("gives a team's record by name", async () => {
    const { teams } = await get('/api/teams', teamsResponseSchema);
    const name = teams[0]?.name as string;
    const stats = await get(`/api/stats/${encodeURIComponent(name)}`, teamStatsSchema);
    expect(stats.team).toBe(name);
    expect(stats.overall.games).toBe(stats.home.games + stats.away.games);
  });

  it('lists fields, players, free agents without e-mail, sponsors in tier order and seasons', async () => {
    const { fields } = await get('/api/fields', fieldsResponseSchema);
    expect(new Set(fields.map((field) => field.type))).toEqual(new Set(['indoor', 'outdoor']));
    const { players } = await get('/api/players', playersResponseSchema);
    expect(players.length).toBeGreaterThanOrEqual(160);
    const freeAgents = await app.inject({ url: '/api/freeagents' });
    expect(freeAgentsResponseSchema.parse(freeAgents.json()).players.length).toBeGreaterThan(0);
    expect(freeAgents.body).not.toContain('@');
    const { sponsors } = await get('/api/sponsors', sponsorsResponseSchema);
    const tiers = sponsors.map((sponsor) => sponsor.sponsorType);
    expect(tiers.indexOf('Platinum')).toBeLessThan(tiers.indexOf('Bronze'));
    expect(tiers.at(-1)).toBe('');
    const { archives } = await get('/api/seasons', seasonsResponseSchema);
    expect(archives).toHaveLength(1);
  });

  it('reads an archived season through ?season=', async () => {
    const { archives } = await get('/api/seasons', seasonsResponseSchema);
    const season = encodeURIComponent(archives[0]?.name as string);
    const { teams } = await get(`/api/teams?season=${season}`, teamsResponseSchema);
    expect(teams.length).toBeGreaterThan(0);
    const ranking = await get(`/api/ranking/season?season=${season}`, rankingResponseSchema);
    expect(ranking.provisional).toBe(false);
    await get(`/api/schedule?season=${season}`, scheduleResponseSchema);
  });

  it('serves information pages and home texts without caching', async () => {
    const { resources } = await get('/api/resources/general', resourceListResponseSchema);
    expect(resources).toHaveLength(3);
    const page = await app.inject({
      url: `/api/resources/general/${encodeURIComponent(resources[0]?.name as string)}`,
    });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(resourceResponseSchema.parse(page.json()).content).toContain('<');
    for (const name of ['league_descr_long', 'league_descr_short', 'league_join']) {
      await get(`/api/resources/home/${name}`, resourceResponseSchema);
    }
  });

  it.each([
    ['home1.jpg', 'image/jpeg'],
    ['logo_text.png', 'image/png'],
    ['logo_text_narrow.png', 'image/png'],
  ])('serves the home image %s', async (file, type) => {
    const response = await app.inject({ url: `/images/home/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.rawPayload.length).toBeGreaterThan(100);
  });

  it('answers the maps key call with a clear 404 when no key is configured', async () => {
    const response = await app.inject({ url: '/api/keys/google' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/Google Maps/);
  });

  it('answers 304 to a browser holding the current version, and gzip when accepted', async () => {
    const first = await app.inject({ url: '/api/schedule' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await app.inject({ url: '/api/schedule', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const zipped = await app.inject({ url: '/api/schedule', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(first.rawPayload.length / 4);
  });

  describe('a cached read answers the same headers and bytes, computed or from the cache', () => {
    const SECURITY = {
      'content-security-policy': expect.stringMatching(/^default-src 'self';/),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const CACHING = { 'cache-control': 'no-cache', vary: 'Accept-Encoding', etag: expect.stringMatching(/^"[\w-]+"$/) };
    const names = (headers: Record<string, unknown>) => Object.keys(headers).sort();
    const READS = [
      '/api/teams',
      '/api/ranking/season',
      '/api/schedule?around=2026-01-15&weeks=3',
      '/api/sponsors',
      '/api/seasons',
      '/api/resources/general',
      '/api/resources/home/league_descr_long',
    ];

    it.each(READS)('%s: 200, gzip and 304 alike on a miss and on a hit', async (url) => {
      await runWrite(
        { db: demo.db },
        null,
        { action: 'update', entity: 'team', detail: 'Essai' },
        async () => undefined,
      );
      const answers = [];
      for (let turn = 0; turn < 2; turn++) {
        // the first turn computes the answer (the version just moved), the second finds it in the cache
        const plain = await app.inject({ url });
        const zipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        const notModified = await app.inject({ url, headers: { 'if-none-match': String(plain.headers.etag) } });
        answers.push({ plain, zipped, notModified });
      }
      for (const { plain, zipped, notModified } of answers) {
        expect(plain.statusCode).toBe(200);
        expect(plain.headers).toMatchObject({
          ...SECURITY,
          ...CACHING,
          'content-type': 'application/json; charset=utf-8',
        });
        expect(plain.headers['content-length']).toBe(String(plain.rawPayload.length));
        expect(names(plain.headers)).toEqual(
          [
            ...Object.keys(SECURITY),
            ...Object.keys(CACHING),
            'content-type',
            'content-length',
            'date',
            'connection',
          ].sort(),
        );
        if (plain.rawPayload.length >= 1024) {
          expect(zipped.headers['content-encoding']).toBe('gzip');
          expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
        } else {
          expect(zipped.rawPayload.equals(plain.rawPayload)).toBe(true);
        }
        expect(zipped.headers).toMatchObject({ ...SECURITY, ...CACHING, etag: plain.headers.etag });
        expect(notModified.statusCode).toBe(304);
        expect(notModified.rawPayload).toHaveLength(0);
        expect(notModified.headers).toMatchObject({ ...SECURITY, ...CACHING, etag: plain.headers.etag });
      }
      const [miss, hit] = answers as [(typeof answers)[0], (typeof answers)[0]];
      expect(hit.plain.rawPayload.equals(miss.plain.rawPayload)).toBe(true);
      expect(hit.plain.headers.etag).toBe(miss.plain.headers.etag);
      expect(names(hit.notModified.headers)).toEqual(names(miss.notModified.headers));
    });

    it('clears an unknown session cookie on a cached read, and answers it the same bytes', async () => {
      const anonymous = await app.inject({ url: '/api/teams' });
      const forged = await app.inject({ url: '/api/teams', headers: { cookie: 'league_session=forged' } });
      expect(forged.headers['set-cookie']).toBe('league_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
      expect(anonymous.headers['set-cookie']).toBeUndefined();
      expect(forged.rawPayload.equals(anonymous.rawPayload)).toBe(true);
      expect(forged.headers.etag).toBe(anonymous.headers.etag);
    });
  });

  it('recomputes a cached answer once the data version moves', async () => {
    const before = await get('/api/teams', teamsResponseSchema);
    await demo.db
      .updateTable('teams')
      .set({ color: '#000000' })
      .where('id', '=', before.teams[0]?._id as string)
      .execute();
    expect((await get('/api/teams', teamsResponseSchema)).teams[0]?.color).toBe(before.teams[0]?.color);
    await runWrite({ db: demo.db }, null, { action: 'update', entity: 'team', detail: 'Essai' }, async () => undefined);
    expect((await get('/api/teams', teamsResponseSchema)).teams[0]?.color).toBe('#000000');
  });

  describe('bad input gets a 4xx JSON error, never a 500', () => {
    const SEASON_ROUTES = [
      '/api/teams',
      '/api/fields',
      '/api/schedule',
      '/api/series',
      '/api/ranking/season',
      '/api/ranking/series',
      '/api/players',
      '/api/stats/x',
    ];
    it.each(SEASON_ROUTES)('%s?season=<unknown> is a 404', async (route) => {
      const response = await app.inject({ url: `${route}?season=1999` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: expect.stringMatching(/1999|x/) });
    });

    it.each(SEASON_ROUTES)('%s?season= (empty) is a 400 naming the parameter', async (route) => {
      const response = await app.inject({ url: `${route}?season=` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, issues: [{ path: 'querystring.season' }] });
    });

    it.each([
      ['/api/stats/%C3%89quipe%20fant%C3%B4me', 404],
      ['/api/resources/general/inexistant', 404],
      ['/api/resources/home/autre_chose', 400],
      ['/images/home/..%2F..%2Fpackage.json', 400],
      ['/images/home/autre.png', 400],
      ['/media/abc', 400],
      [`/media/${'0'.repeat(64)}`, 404],
      ['/api/teams?season=%00', 400],
      ['/api/stats/Lions%07', 400],
      [`/api/stats/${'x'.repeat(300)}`, 400], // longer than a team name can be
      [`/api/stats/${'x'.repeat(1300)}`, 414], // longer than any encoded name: refused before routing
    ])('%s answers %i', async (url, status) => {
      const response = await app.inject({ url, headers: { accept: 'application/json' } });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
    });
  });
});
