import { sql, type Kysely } from 'kysely';

/**
 * The notices each member chooses to receive by e-mail (docs/decisions/data-and-database.md « Notice choices are
 * rows, only the ones made »): one row per account, kind and followed team ('' for the whole league), stored only
 * once the member chose; a missing row means the default. And the key that signs the mails' unsubscribe links.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('notice_choices')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    // no foreign key: '' names the whole league; a removed team's choices are never read again
    .addColumn('team_id', 'text', (col) => col.notNull())
    .addColumn('wanted', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('notice_choices_pk', ['user_id', 'kind', 'team_id'])
    .addCheckConstraint('notice_choices_kind', sql.raw(`kind in ('moves', 'results', 'decisions')`))
    .addCheckConstraint('notice_choices_wanted', sql.raw('wanted in (0, 1)'))
    .execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('signing_keys').execute();
  await db.schema.dropTable('notice_choices').execute();
}
