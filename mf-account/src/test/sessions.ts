import type { SessionInfo } from '@league/shared/schemas';

/** A logged-in session as the server sends it (sessionResponseSchema). */
export function aSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    loggedIn: true,
    email: 'membre@ligue.test',
    name: 'Marie Membre',
    _id: 'user-1',
    notifications: [],
    perm: { role: 'basic', teams: [] },
    favoriteTeams: [],
    captainTeams: [],
    mustResetPassword: false,
    ...overrides,
  };
}

export const sessionReply = (session: SessionInfo) => ({ body: { success: true, sessionInfo: session } });
