/** Emptying the database, and telling whether it holds any league yet. */
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** Every table, children before the tables their foreign keys point to. */
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
];

/** Deletes every row of every table, in one transaction; the schema and its migration history stay. */
export async function clearDatabase(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of TABLES_CHILDREN_FIRST) await trx.deleteFrom(table).execute();
  });
}

/** True when there is neither a team (of any season) nor a user. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const team = await db.selectFrom('teams').select('id').limit(1).executeTakeFirst();
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return team === undefined && user === undefined;
}
