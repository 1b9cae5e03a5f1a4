import type { Archive } from '@league/shared/schemas';
import type { Db } from '../db/database';

/** Archived seasons, newest first. */
export async function listArchives(db: Db): Promise<Archive[]> {
  const rows = await db.selectFrom('archives').selectAll().orderBy('start_date', 'desc').execute();
  return rows.map((row) => ({ name: row.name, startDate: row.start_date, stopDate: row.stop_date }));
}

export async function archiveExists(db: Db, name: string): Promise<boolean> {
  return (await db.selectFrom('archives').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}
