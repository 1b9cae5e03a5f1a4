import type { Role } from '@league/shared';
import type { Db } from '../db/database';

/** Who is calling: the account behind the session cookie, with the teams it captains (current season). */
export interface Account {
  id: string;
  email: string;
  name: string;
  role: Role;
  mustResetPassword: boolean;
  captainTeamIds: string[];
}

export async function loadAccount(db: Db, userId: string): Promise<Account | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const captained = await db
    .selectFrom('user_teams')
    .select('team_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'captain')
    .orderBy('position')
    .execute();
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    mustResetPassword: user.must_reset_password === 1,
    captainTeamIds: captained.map((row) => row.team_id),
  };
}
