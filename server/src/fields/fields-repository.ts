import type { Field } from '@league/shared/schemas';
import type { Db } from '../db/database';

export async function listFields(db: Db, season: string): Promise<Field[]> {
  const rows = await db.selectFrom('fields').selectAll().where('season', '=', season).orderBy('name').execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, type: row.type, address: row.address }));
}

export function findCurrentFieldById(db: Db, id: string) {
  return db
    .selectFrom('fields')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('season', '=', '')
    .executeTakeFirst();
}

/** Whether a current field other than `exceptId` already bears this name. */
export async function currentFieldNamed(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('fields').select('id').where('season', '=', '').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertField(trx: Db, field: { id: string; name: string; type: Field['type']; address: string }) {
  await trx.insertInto('fields').values(field).execute();
}

export async function updateField(
  trx: Db,
  id: string,
  field: { name: string; type: Field['type']; address: string },
): Promise<boolean> {
  const updated = await trx
    .updateTable('fields')
    .set(field)
    .where('id', '=', id)
    .where('season', '=', '')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** How many matches and time slots are held on a field (a field in use is not removed). */
export async function fieldUses(db: Db, id: string): Promise<{ matches: number; timeslots: number }> {
  const [matches, timeslots] = await Promise.all([
    db
      .selectFrom('matches')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('field_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('timeslots')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('field_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { matches: Number(matches.n), timeslots: Number(timeslots.n) };
}

export async function deleteField(trx: Db, id: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('fields').where('id', '=', id).where('season', '=', '').executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
