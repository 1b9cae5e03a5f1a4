/**
 * Every table of the league's database, in the one order that backups, the seed's clearing and the reliability
 * suite's checksums all walk: children before the tables their foreign keys point to.
 */
import type { Database } from './schema';

export const TABLES_CHILDREN_FIRST: readonly (keyof Database)[] = [
  'logs',
  'reservations',
  'players',
  'timeslots',
  'series_matches',
  'matches',
  'sponsor_teams',
  'sponsors',
  'user_teams',
  'notice_choices',
  'teams',
  'fields',
  'media',
  'notifications',
  'login_tokens',
  'sessions',
  'rate_limits',
  'account_requests',
  'users',
  'archives',
  'backups',
  'resources',
  'free_agents',
  'settings',
  'signing_keys',
];
