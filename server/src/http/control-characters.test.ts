import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { multipartBody } from '../test-support/multipart';

/**
 * Found by the reliability suite (SQL metacharacters): a NUL in a team's pool was stored on SQLite and
 * answered 500 on PostgreSQL (its text cannot hold one). Every one-line text a person writes refuses control
 * characters with 400, before any query, on both engines.
 */
const NUL = 'avant\u0000après';

describe.each(ENGINES)('control characters in one-line texts on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin']);
  const headers = () => ({ ...SAME_ORIGIN, cookie: sessions.admin });

  it.each([
    ['PUT', '/api/teams/add', { name: 'Les Hiboux', division: 'A', pool: NUL }],
    ['POST', '/api/teams/edit/team-01', { pool: NUL }],
  ] as const)('%s %s: a pool with a NUL is refused (400)', async (method, url, parts) => {
    const body = await multipartBody(parts);
    const response = await demo.app.inject({
      method,
      url,
      headers: { ...headers(), ...body.headers },
      payload: body.payload,
    });
    expect([response.statusCode, response.json().success]).toEqual([400, false]);
  });

  it('refuses a NUL in a match division or pool, the league name and the name of a season to rename (400)', async () => {
    const match = await demo.db.selectFrom('matches').select('id').where('season', '=', '').executeTakeFirstOrThrow();
    const settings = (await demo.app.inject({ url: '/api/settings', headers: headers() })).json();
    const attempts = [
      { method: 'PUT' as const, url: `/api/schedule/edit/${match.id}`, payload: { division: NUL } },
      { method: 'PUT' as const, url: `/api/schedule/edit/${match.id}`, payload: { pool: NUL } },
      { method: 'PUT' as const, url: '/api/settings', payload: { ...settings, leagueName: NUL } },
      {
        method: 'POST' as const,
        url: '/api/seasons/edit-name',
        payload: { previousName: NUL, name: 'Été 2025', startDate: '2025-05-01', stopDate: '2025-09-30' },
      },
    ];
    for (const attempt of attempts) {
      const response = await demo.app.inject({ ...attempt, headers: headers() });
      expect({ ...attempt, status: response.statusCode }).toEqual({ ...attempt, status: 400 });
    }
  });
});
