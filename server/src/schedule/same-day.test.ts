import { errorResponseSchema } from '@league/shared/schemas';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';

// A team playing twice the same day: a warning the admin passes by sending the request again, confirmed.
describe.each(ENGINES)('a team playing twice the same day on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin']);
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    demo.app.inject({ method, url, payload, headers: { ...SAME_ORIGIN, cookie: sessions.admin } });

  async function comingMatch() {
    return demo.db
      .selectFrom('matches as m')
      .innerJoin('teams as h', 'h.id', 'm.home_team_id')
      .innerJoin('teams as a', 'a.id', 'm.away_team_id')
      .innerJoin('fields as f', 'f.id', 'm.field_id')
      .select(['m.id', 'm.date', 'f.name as field', 'h.name as home', 'a.name as away'])
      .where('m.season', '=', '')
      .where('m.status', '=', 'scheduled')
      .orderBy('m.date', 'desc')
      .executeTakeFirstOrThrow();
  }

  it('asks to confirm a second match of a team that day, naming the first, then adds it once confirmed', async () => {
    const first = await comingMatch();
    // five hours earlier the same evening's day: the same teams, home and away the other way round
    const date = new Date(Date.parse(first.date) - 5 * 3_600_000).toISOString();
    const body = { date, field: first.field, homeTeam: first.away, awayTeam: first.home };
    const warned = await call('POST', '/api/schedule/add', body);
    expect(warned.statusCode).toBe(409);
    const answer = errorResponseSchema.parse(warned.json());
    expect(answer.confirm).toBe('sameDayConfirmed');
    expect(answer.error).toMatch(/^Déjà au calendrier ce jour-là pour ces équipes\u202f: /);
    expect(answer.error).toContain(`${first.home} contre ${first.away} à `);
    const sameTime = await demo.db.selectFrom('matches').select('id').where('date', '=', date).execute();
    expect(sameTime).toEqual([]);

    const added = await call('POST', '/api/schedule/add', { ...body, sameDayConfirmed: true });
    expect(added.statusCode).toBe(200);
    // editing the match again without moving it asks nothing
    const edited = await call('PUT', `/api/schedule/edit/${added.json()._id}`, { round: 4 });
    expect(edited.statusCode).toBe(200);
    // moving the first match beside it asks again
    const moved = await call('PUT', `/api/schedule/edit/${first.id}`, {
      date: new Date(Date.parse(date) + 2 * 3_600_000).toISOString(),
    });
    expect([moved.statusCode, moved.json().confirm]).toEqual([409, 'sameDayConfirmed']);
  });
});
