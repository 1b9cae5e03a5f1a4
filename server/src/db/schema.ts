/**
 * Row types of every table, for Kysely. Portable between SQLite and PostgreSQL:
 * ids are text, instants are ISO 8601 UTC text, flags are 0/1 integers, lists are JSON text.
 * `season` is '' for the current season, otherwise an archive's name ('' rather than NULL so that
 * unique(season, name) holds on both engines).
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export const CURRENT_SEASON_KEY = '';

export interface SettingsTable {
  key: string;
  value: string;
}
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  role: 'dev' | 'admin' | 'captain' | 'basic';
  gender: 'H' | 'F' | null;
  must_reset_password: Generated<number>;
  created_at: string;
}
export interface AccountRequestsTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  requested_role: 'basic' | 'captain';
  requested_teams: Generated<string>;
  info: Generated<string>;
  created_at: string;
}
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
}
export interface LoginTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'reset' | 'approval';
  expires_at: string;
  used_at: string | null;
}
/** A rate limit's fixed window for one key (an address, an e-mail): operational state, like sessions. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  expires_at: string;
}
export interface NotificationsTable {
  id: string;
  user_id: string;
  description: string;
  created_at: string;
}
export interface UserTeamsTable {
  user_id: string;
  team_id: string;
  kind: 'favourite' | 'captain';
  position: number;
}
/** A notice a member chose to receive by e-mail or not, per kind and followed team ('' for the whole league). */
export interface NoticeChoicesTable {
  user_id: string;
  kind: 'moves' | 'results' | 'decisions';
  team_id: string;
  wanted: number;
}
/** A key the server signs with (the unsubscribe links of mails), made once per database. */
export interface SigningKeysTable {
  name: string;
  secret: string;
  created_at: string;
}
export interface MediaTable {
  id: string;
  mime: string;
  bytes: Uint8Array;
  created_at: string;
}
export interface TeamsTable {
  id: string;
  season: Generated<string>;
  name: string;
  division: string;
  pool: Generated<string>;
  color: string;
  join_year: number | null;
  logo_media: string | null;
  picture_media: string | null;
}
export interface SponsorsTable {
  id: string;
  name: string;
  sponsor_type: Generated<'' | 'Platinum' | 'Gold' | 'Silver' | 'Bronze'>;
  website_url: Generated<string>;
  description: Generated<string>;
  telephone: Generated<string>;
  contact_email: Generated<string>;
  color: Generated<string>;
  logo_media: string | null;
  picture_media: string | null;
}
export interface SponsorTeamsTable {
  sponsor_id: string;
  team_id: string;
}
export interface FieldsTable {
  id: string;
  season: Generated<string>;
  name: string;
  type: 'indoor' | 'outdoor';
  address: Generated<string>;
}
export interface MatchesTable {
  id: string;
  season: Generated<string>;
  date: string;
  field_id: string;
  home_team_id: string;
  away_team_id: string;
  division: string;
  pool: Generated<string>;
  round: number | null;
  home_score: number | null;
  away_score: number | null;
  status: Generated<'scheduled' | 'played' | 'cancelled'>;
  /** JSON {"home":n,"away":n} of a result a captain requested, awaiting an admin */
  pending_result: string | null;
  pending_by: string | null;
  /** one more each time the date, time or field changes: the calendar feeds' SEQUENCE (db/match-changes.ts) */
  sequence: Generated<number>;
  /** the instant of the last change a calendar shows (ISO UTC): the feeds' DTSTAMP */
  changed_at: Generated<string>;
}
export interface SeriesMatchesTable {
  id: string;
  season: Generated<string>;
  date: string;
  field_id: string;
  series_pool: string;
  home_division: string;
  home_pool: string;
  home_rank: number;
  away_division: string;
  away_pool: string;
  away_rank: number;
  home_score: number | null;
  away_score: number | null;
  pending_result: string | null;
  pending_by: string | null;
  sequence: Generated<number>;
  changed_at: Generated<string>;
}
export interface TimeslotsTable {
  id: string;
  season: Generated<string>;
  date: string;
  field_id: string;
}
export interface ReservationsTable {
  id: string;
  timeslot_id: string;
  match_id: string;
  requesting_team_id: string;
  confirming_team_id: string;
  requested_by: string | null;
  status: 'pending' | 'confirmed' | 'booked' | 'denied';
  created_at: string;
}
export interface PlayersTable {
  id: string;
  season: Generated<string>;
  name: string;
  team_id: string | null;
  known_teams: Generated<string>;
}
export interface FreeAgentsTable {
  id: string;
  name: string;
  email: string;
  created_at: string;
}
export interface ResourcesTable {
  kind: 'general' | 'home';
  key: string;
  title: string;
  content_html: string;
  updated_at: string;
}
export interface ArchivesTable {
  name: string;
  start_date: string;
  stop_date: string;
}
export interface BackupsTable {
  name: string;
  created_at: string;
  deletable: number;
  bytes: number;
}
export interface LogsTable {
  id: string;
  at: string;
  user_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  detail: Generated<string>;
}

export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  account_requests: AccountRequestsTable;
  sessions: SessionsTable;
  login_tokens: LoginTokensTable;
  rate_limits: RateLimitsTable;
  notifications: NotificationsTable;
  user_teams: UserTeamsTable;
  notice_choices: NoticeChoicesTable;
  signing_keys: SigningKeysTable;
  media: MediaTable;
  teams: TeamsTable;
  sponsors: SponsorsTable;
  sponsor_teams: SponsorTeamsTable;
  fields: FieldsTable;
  matches: MatchesTable;
  series_matches: SeriesMatchesTable;
  timeslots: TimeslotsTable;
  reservations: ReservationsTable;
  players: PlayersTable;
  free_agents: FreeAgentsTable;
  resources: ResourcesTable;
  archives: ArchivesTable;
  backups: BackupsTable;
  logs: LogsTable;
}

export type TeamRow = Selectable<TeamsTable>;
export type MatchRow = Selectable<MatchesTable>;
export type SeriesMatchRow = Selectable<SeriesMatchesTable>;
export type NewTeam = Insertable<TeamsTable>;
export type TeamUpdate = Updateable<TeamsTable>;
