import { DEFAULT_TIME_ZONE, toZonedIso } from '@league/shared';
import { importReportSchema } from '@league/shared/schemas';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { multipartBody } from '../test-support/multipart';
import { MATCH_MESSAGES } from './match-rules';

// A series match holds its field at its time: a season match added or imported there is refused, naming the series.
describe.each(ENGINES)('series matches hold their fields on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin']);

  async function seriesMatch() {
    const row = await demo.db
      .selectFrom('series_matches as s')
      .innerJoin('fields as f', 'f.id', 's.field_id')
      .select(['s.date', 's.series_pool', 'f.name as field'])
      .where('s.season', '=', '')
      .orderBy('s.date')
      .executeTakeFirstOrThrow();
    const teams = await demo.db.selectFrom('teams').select('name').where('season', '=', '').orderBy('name').execute();
    return { ...row, home: teams[0]?.name as string, away: teams[1]?.name as string };
  }

  it('refuses adding a season match on a field at the time of its series match (409)', async () => {
    const series = await seriesMatch();
    const add = (date: string) =>
      demo.app.inject({
        method: 'POST',
        url: '/api/schedule/add',
        payload: { date, field: series.field, homeTeam: series.home, awayTeam: series.away },
        headers: { ...SAME_ORIGIN, cookie: sessions.admin },
      });
    const refused = await add(new Date(series.date).toISOString());
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      MATCH_MESSAGES.fieldTakenBySeries(series.field, series.series_pool),
    ]);
    const anHourLater = await add(new Date(Date.parse(series.date) + 3_600_000).toISOString());
    expect(anHourLater.statusCode).toBe(200);
  });

  it('refuses moving a series match onto a field taken at that time (409), and moves it where the field is free', async () => {
    const series = await demo.db
      .selectFrom('series_matches')
      .select(['id', 'date'])
      .where('season', '=', '')
      .orderBy('date')
      .executeTakeFirstOrThrow();
    const season = await demo.db
      .selectFrom('matches as m')
      .innerJoin('fields as f', 'f.id', 'm.field_id')
      .innerJoin('teams as h', 'h.id', 'm.home_team_id')
      .innerJoin('teams as a', 'a.id', 'm.away_team_id')
      .select(['m.date', 'f.name as field', 'h.name as home', 'a.name as away'])
      .where('m.season', '=', '')
      .where('m.status', '=', 'scheduled')
      .orderBy('m.date')
      .executeTakeFirstOrThrow();
    const move = (payload: object) =>
      demo.app.inject({
        method: 'PUT',
        url: `/api/series/edit/${series.id}`,
        payload,
        headers: { ...SAME_ORIGIN, cookie: sessions.admin },
      });
    const onto = { date: new Date(season.date).toISOString(), field: season.field };
    const refused = await move(onto);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      MATCH_MESSAGES.fieldTaken(season.field, season.home, season.away),
    ]);
    const unmoved = await demo.db
      .selectFrom('series_matches')
      .select('date')
      .where('id', '=', series.id)
      .executeTakeFirst();
    expect(unmoved?.date).toBe(series.date);
    const later = await move({ ...onto, date: new Date(Date.parse(season.date) + 3 * 3_600_000).toISOString() });
    expect(later.statusCode).toBe(200);
  });

  it('reports an imported row on that field at that time, naming the series', async () => {
    const series = await seriesMatch();
    const [day, time] = toZonedIso(series.date, DEFAULT_TIME_ZONE).split('T') as [string, string];
    const line = `${day},${time.slice(0, 5)},${series.home},${series.away},${series.field},A,Est,`;
    const { payload, headers } = await multipartBody({
      files: { name: 'matchs.csv', bytes: Buffer.from(`date,time,home,away,field,division,pool,round\n${line}`) },
      filename: 'matchs.csv',
      options: JSON.stringify({ dryRun: true }),
    });
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/schedule/import',
      payload,
      headers: { ...SAME_ORIGIN, ...headers, cookie: sessions.admin },
    });
    expect(importReportSchema.parse(response.json()).errors).toEqual([
      { line: 2, reason: MATCH_MESSAGES.fieldTakenBySeries(series.field, series.series_pool) },
    ]);
  });
});
