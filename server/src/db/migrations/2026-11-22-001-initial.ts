import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** The first schema. Portable: text ids, ISO text instants, 0/1 flags, JSON text lists. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = CreateTableBuilder<string, any>;

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
const flag = (column: string) => sql.raw(`${column} in (0, 1)`);
const season = (table: Table) => table.addColumn('season', 'text', (col) => col.notNull().defaultTo(''));

export async function up(db: AnyDb): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('basic'))
    .addColumn('gender', 'text')
    .addColumn('must_reset_password', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('users_role', oneOf('role', ['dev', 'admin', 'captain', 'basic']))
    .addCheckConstraint('users_gender', sql`gender is null or ${oneOf('gender', ['H', 'F'])}`)
    .addCheckConstraint('users_must_reset', flag('must_reset_password'))
    .execute();

  await db.schema
    .createTable('account_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('requested_role', 'text', (col) => col.notNull())
    .addColumn('requested_teams', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('info', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('account_requests_role', oneOf('requested_role', ['basic', 'captain']))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('login_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addCheckConstraint('login_tokens_purpose', oneOf('purpose', ['reset', 'approval']))
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('bytes', binary, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('archives')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('stop_date', 'text', (col) => col.notNull())
    .addCheckConstraint('archives_name', sql`name <> ''`)
    .execute();

  await season(db.schema.createTable('teams').addColumn('id', 'text', (col) => col.primaryKey()))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('division', 'text', (col) => col.notNull())
    .addColumn('pool', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('join_year', 'integer')
    .addColumn('logo_media', 'text', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('picture_media', 'text', (col) => col.references('media.id').onDelete('set null'))
    .addUniqueConstraint('teams_season_name', ['season', 'name'])
    .execute();

  await db.schema
    .createTable('user_teams')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_teams_pk', ['user_id', 'team_id', 'kind'])
    .addCheckConstraint('user_teams_kind', oneOf('kind', ['favourite', 'captain']))
    .execute();

  await db.schema
    .createTable('sponsors')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('sponsor_type', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('website_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('telephone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('contact_email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('color', 'text', (col) => col.notNull().defaultTo('brown'))
    .addColumn('logo_media', 'text', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('picture_media', 'text', (col) => col.references('media.id').onDelete('set null'))
    .addCheckConstraint('sponsors_type', oneOf('sponsor_type', ['', 'Platinum', 'Gold', 'Silver', 'Bronze']))
    .execute();

  await db.schema
    .createTable('sponsor_teams')
    .addColumn('sponsor_id', 'text', (col) => col.notNull().references('sponsors.id').onDelete('cascade'))
    .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sponsor_teams_pk', ['sponsor_id', 'team_id'])
    .execute();

  await season(db.schema.createTable('fields').addColumn('id', 'text', (col) => col.primaryKey()))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('fields_season_name', ['season', 'name'])
    .addCheckConstraint('fields_type', oneOf('type', ['indoor', 'outdoor']))
    .execute();

  await season(db.schema.createTable('matches').addColumn('id', 'text', (col) => col.primaryKey()))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('field_id', 'text', (col) => col.notNull().references('fields.id'))
    .addColumn('home_team_id', 'text', (col) => col.notNull().references('teams.id'))
    .addColumn('away_team_id', 'text', (col) => col.notNull().references('teams.id'))
    .addColumn('division', 'text', (col) => col.notNull())
    .addColumn('pool', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('round', 'integer')
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('scheduled'))
    .addColumn('pending_result', 'text')
    .addColumn('pending_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addCheckConstraint('matches_status', oneOf('status', ['scheduled', 'played', 'cancelled']))
    .addCheckConstraint('matches_two_teams', sql`home_team_id <> away_team_id`)
    .addCheckConstraint(
      'matches_scores',
      sql`(home_score is null or home_score >= 0) and (away_score is null or away_score >= 0)`,
    )
    .execute();
  await db.schema.createIndex('matches_season_date').on('matches').columns(['season', 'date']).execute();

  await season(db.schema.createTable('series_matches').addColumn('id', 'text', (col) => col.primaryKey()))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('field_id', 'text', (col) => col.notNull().references('fields.id'))
    .addColumn('series_pool', 'text', (col) => col.notNull())
    .addColumn('home_division', 'text', (col) => col.notNull())
    .addColumn('home_pool', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('home_rank', 'integer', (col) => col.notNull())
    .addColumn('away_division', 'text', (col) => col.notNull())
    .addColumn('away_pool', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('away_rank', 'integer', (col) => col.notNull())
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('pending_result', 'text')
    .addColumn('pending_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addCheckConstraint('series_ranks', sql`home_rank >= 1 and away_rank >= 1`)
    .execute();

  await season(db.schema.createTable('timeslots').addColumn('id', 'text', (col) => col.primaryKey()))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('field_id', 'text', (col) => col.notNull().references('fields.id'))
    .addUniqueConstraint('timeslots_field_date', ['season', 'field_id', 'date'])
    .execute();

  await db.schema
    .createTable('reservations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('timeslot_id', 'text', (col) => col.notNull().references('timeslots.id').onDelete('cascade'))
    .addColumn('match_id', 'text', (col) => col.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('requesting_team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('confirming_team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('requested_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('reservations_status', oneOf('status', ['pending', 'confirmed', 'booked', 'denied']))
    .execute();

  await season(db.schema.createTable('players').addColumn('id', 'text', (col) => col.primaryKey()))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('team_id', 'text', (col) => col.references('teams.id').onDelete('set null'))
    .addColumn('known_teams', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('free_agents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('resources')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content_html', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('resources_pk', ['kind', 'key'])
    .addCheckConstraint('resources_kind', oneOf('kind', ['general', 'home']))
    .execute();

  await db.schema
    .createTable('backups')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('deletable', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addCheckConstraint('backups_deletable', flag('deletable'))
    .execute();

  await db.schema
    .createTable('logs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('logs_at').on('logs').column('at').execute();
}

const TABLES_IN_DROP_ORDER = [
  'logs',
  'backups',
  'resources',
  'free_agents',
  'players',
  'reservations',
  'timeslots',
  'series_matches',
  'matches',
  'fields',
  'sponsor_teams',
  'sponsors',
  'user_teams',
  'teams',
  'archives',
  'media',
  'notifications',
  'login_tokens',
  'sessions',
  'account_requests',
  'users',
  'settings',
];

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES_IN_DROP_ORDER) await db.schema.dropTable(table).execute();
}
