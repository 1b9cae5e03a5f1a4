import { ANONYMOUS_SESSION, type Session } from '@league/shared';
import type { Db } from '../db/database';
import type { Account } from './current-account';

export type SessionInfo = Session & { mustResetPassword: boolean };

export const ANONYMOUS_SESSION_INFO: SessionInfo = { ...ANONYMOUS_SESSION, mustResetPassword: false };

/** Spec §3 Session: who is logged in, their notifications, role, and favourite and captained teams. */
export async function sessionInfo(db: Db, account: Account | null): Promise<SessionInfo> {
  if (!account) return ANONYMOUS_SESSION_INFO;
  const [teams, notifications] = await Promise.all([
    db
      .selectFrom('user_teams as ut')
      .innerJoin('teams as t', 't.id', 'ut.team_id')
      .select(['ut.kind', 't.name'])
      .where('ut.user_id', '=', account.id)
      .orderBy('ut.position')
      .execute(),
    db
      .selectFrom('notifications')
      .select(['id', 'description'])
      .where('user_id', '=', account.id)
      .orderBy('created_at')
      .execute(),
  ]);
  const named = (kind: 'favourite' | 'captain') => teams.filter((team) => team.kind === kind).map((team) => team.name);
  return {
    loggedIn: true,
    email: account.email,
    name: account.name,
    _id: account.id,
    notifications: notifications.map((row) => ({ _id: row.id, description: row.description })),
    perm: { role: account.role, teams: named('captain') },
    favoriteTeams: named('favourite'),
    captainTeams: named('captain'),
    mustResetPassword: account.mustResetPassword,
  };
}
