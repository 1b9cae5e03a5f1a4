import { ANONYMOUS_SESSION } from '@league/shared';
import type { SessionInfo } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { teamNamesOfUser } from './users-repository';
import type { Account } from './current-account';
import { listNotifications } from './notifications-repository';

const ANONYMOUS_SESSION_INFO: SessionInfo = { ...ANONYMOUS_SESSION, mustResetPassword: false };

/**
 * The session: who is logged in, their notifications, role, and favourite and captained teams; and
 * whether the account must choose a new password before anything else (the server holds the truth).
 */
export async function sessionInfo(db: Db, account: Account | null): Promise<SessionInfo> {
  if (!account) return ANONYMOUS_SESSION_INFO;
  const [teams, notifications] = await Promise.all([
    teamNamesOfUser(db, account.id),
    listNotifications(db, account.id),
  ]);
  return {
    loggedIn: true,
    email: account.email,
    name: account.name,
    _id: account.id,
    notifications,
    perm: { role: account.role, teams: teams.captain },
    favoriteTeams: teams.favourite,
    captainTeams: teams.captain,
    mustResetPassword: account.mustResetPassword,
  };
}
