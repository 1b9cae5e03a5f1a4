import type { Db } from '../db/database';

/** Whether an archived season of that name exists: every read scoped by `?season=` asks (season-scope.ts). */
export async function archiveExists(db: Db, name: string): Promise<boolean> {
  return (await db.selectFrom('archives').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}
