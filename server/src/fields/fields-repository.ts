import type { Field } from '@league/shared/schemas';
import type { Db } from '../db/database';

export async function listFields(db: Db, season: string): Promise<Field[]> {
  const rows = await db.selectFrom('fields').selectAll().where('season', '=', season).orderBy('name').execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, type: row.type, address: row.address }));
}
