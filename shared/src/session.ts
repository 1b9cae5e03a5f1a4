/** The session: who is using the site, as the server describes it. */
export const ROLES = ['dev', 'admin', 'captain', 'basic'] as const;
export type Role = (typeof ROLES)[number];

export interface Notification {
  _id: string;
  description: string;
}

export interface Session {
  loggedIn: boolean;
  email: string;
  name: string;
  _id: string;
  notifications: Notification[];
  perm: { role: Role; teams: string[] };
  favoriteTeams: string[];
  captainTeams: string[];
  /** after logging in with a reset link: preferences cannot close until a new password is saved */
  mustResetPassword?: boolean;
}

export const ANONYMOUS_SESSION: Readonly<Session> = Object.freeze<Session>({
  loggedIn: false,
  email: '',
  name: '',
  _id: '',
  notifications: [],
  perm: { role: 'basic', teams: [] },
  favoriteTeams: [],
  captainTeams: [],
  mustResetPassword: false,
});
