import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { DEMO_USER_IDS } from '../seed/demo-accounts';
import { DEMO_EMAILS, type DemoAccount } from '../seed/demo-league';
import { DEMO_PASSWORD_FOR_TESTS } from './demo-app';

/** Headers of a request from one of the site's own pages (inject's default host is localhost:80). */
export const SAME_ORIGIN = { origin: 'http://localhost:80' } as const;

/** Logs a demo account in; returns the Cookie header value of its session. */
export async function loginAs(app: FastifyInstance, account: DemoAccount): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/myaccount/login',
    headers: SAME_ORIGIN,
    payload: { username: DEMO_EMAILS[account], password: DEMO_PASSWORD_FOR_TESTS },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${account} failed: ${response.body}`);
  const cookie = response.cookies.find((candidate) => candidate.name === 'league_session');
  if (!cookie) throw new Error('no session cookie');
  return `league_session=${cookie.value}`;
}

/** The demo captain's team, and a team of the current season they do not captain (for team-scope refusals). */
export async function captainTeams(db: Db): Promise<{ own: string; other: { id: string; name: string } }> {
  const captained = await db
    .selectFrom('user_teams')
    .select('team_id')
    .where('user_id', '=', DEMO_USER_IDS.captain)
    .where('kind', '=', 'captain')
    .execute();
  const own = captained[0]?.team_id;
  if (!own) throw new Error('the demo captain captains no team');
  const other = await db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('season', '=', '')
    .where(
      'id',
      'not in',
      captained.map((row) => row.team_id),
    )
    .executeTakeFirstOrThrow();
  return { own, other };
}
