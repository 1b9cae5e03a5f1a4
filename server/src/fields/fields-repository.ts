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

export async function currentFieldNamed(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('fields')
    .select('id')
    .where('season', '=', '')
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertField(trx: Db, field: { id: string; name: string; type: Field['type']; address: string }) {
  await trx.insertInto('fields').values(field).execute();
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
