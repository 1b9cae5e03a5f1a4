import type { RemoteName } from './remotes';

/** Spec §3 "Application configuration": what the user interface reads (`uic`). */
export interface UiConfig {
  externalFieldLink: { url: string; name: string } | null;
  maxReservationRequests: number;
  socialLinks: { name: string; url: string }[];
  showJoinTeam: boolean;
  showSignUp: boolean;
  showJoinYear: boolean;
  /** IANA time zone the league's dates are shown in (DESIGN.md §4). */
  timeZone: string;
}

/** Project configuration (`pjc`): release facts and where each remote lives. */
export interface ProjectConfig {
  version: string;
  remotes: Record<RemoteName, string>;
  remoteTimeoutMs: number;
}

/** Body of `GET /config`. */
export interface AppConfig {
  cfg: { uic: UiConfig; pjc: ProjectConfig };
}
