import { openSession } from '../accounts/sessions';
import type { Db } from '../db/database';
import { DEMO_USER_IDS, type DemoAccount } from '../seed/demo-accounts';

/** Rainout fixtures on the demo league: cancelled matches, open slots and captains of other teams. */

export const CAPTAIN_TEAM = 'team-01';
export const OPPONENT = 'team-02';
export const THIRD_TEAM = 'team-03';

let counter = 0;
const next = () => String(++counter).padStart(4, '0');

async function anyFieldId(db: Db): Promise<string> {
  return (await db.selectFrom('fields').select('id').where('season', '=', '').executeTakeFirstOrThrow()).id;
}

/** A new match of the current season between two demo teams, with nothing proposed. */
export async function seasonMatch(
  db: Db,
  {
    home,
    away,
    date,
    status,
    prefix,
  }: { home: string; away: string; date: string; status: 'scheduled' | 'cancelled'; prefix: string },
): Promise<string> {
  const id = `${prefix}-${next()}`;
  await db
    .insertInto('matches')
    .values({
      id,
      date,
      field_id: await anyFieldId(db),
      home_team_id: home,
      away_team_id: away,
      division: 'A',
      round: 1,
      home_score: null,
      away_score: null,
      status,
      pending_result: null,
      pending_by: null,
    })
    .execute();
  return id;
}

/** A new cancelled match of the current season between two demo teams. */
export function cancelledMatch(db: Db, home = CAPTAIN_TEAM, away = OPPONENT): Promise<string> {
  return seasonMatch(db, { home, away, date: '2026-06-03T22:30:00.000Z', status: 'cancelled', prefix: 'rainout' });
}

/** A new open slot of the current season (or of `season`), each on its own Sunday hour. */
export async function openSlot(db: Db, season = ''): Promise<{ id: string; date: string; fieldId: string }> {
  const n = ++counter;
  const id = `slot-${String(n).padStart(4, '0')}`;
  const date = new Date(Date.UTC(2026, 7, 2, 14) + n * 3_600_000).toISOString();
  const fieldId = await anyFieldId(db);
  await db.insertInto('timeslots').values({ id, season, date, field_id: fieldId }).execute();
  return { id, date, fieldId };
}

/** A captain account of a team, logged in: its id, e-mail and session cookie. */
export async function captainOf(db: Db, teamId: string) {
  const id = `captain-of-${teamId}-${next()}`;
  const email = `${id}@ligue.test`;
  await db
    .insertInto('users')
    .values({ id, email, name: id, password_hash: null, role: 'captain', gender: null, created_at: '2026-01-01' })
    .execute();
  await db.insertInto('user_teams').values({ user_id: id, team_id: teamId, kind: 'captain', position: 0 }).execute();
  return { id, email, cookie: `league_session=${await openSession(db, id, 3_600_000)}` };
}

/** A demo account's session cookie, without a login call (logins are rate-limited). */
export async function demoCookie(db: Db, account: DemoAccount = 'captain'): Promise<string> {
  return `league_session=${await openSession(db, DEMO_USER_IDS[account], 3_600_000)}`;
}

export async function setMaxReservationRequests(db: Db, max: number): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', 'maxReservationRequests').execute();
  await db
    .insertInto('settings')
    .values({ key: 'maxReservationRequests', value: String(max) })
    .execute();
}
