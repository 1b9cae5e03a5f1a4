/** Emptying the database, and telling whether it holds any league yet. */
import type { Db } from '../db/database';
import { TABLES_CHILDREN_FIRST } from '../db/tables';

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
