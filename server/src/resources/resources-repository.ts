import type { Resource } from '@league/shared/schemas';
import type { Db } from '../db/database';

/** Information pages ('general') and the home page's texts ('home'). */
export async function findResource(db: Db, kind: 'general' | 'home', key: string): Promise<Resource | undefined> {
  const row = await db
    .selectFrom('resources')
    .select(['key', 'title', 'content_html'])
    .where('kind', '=', kind)
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { name: row.key, title: row.title, content: row.content_html };
}

export async function listGeneralResources(db: Db): Promise<{ name: string; title: string }[]> {
  const rows = await db
    .selectFrom('resources')
    .select(['key', 'title'])
    .where('kind', '=', 'general')
    .orderBy('title')
    .execute();
  return rows.map((row) => ({ name: row.key, title: row.title }));
}

export async function resourceExists(db: Db, kind: 'general' | 'home', key: string): Promise<boolean> {
  const row = await db
    .selectFrom('resources')
    .select('key')
    .where('kind', '=', kind)
    .where('key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertResource(
  trx: Db,
  resource: { kind: 'general' | 'home'; key: string; title: string; content_html: string },
) {
  await trx
    .insertInto('resources')
    .values({ ...resource, updated_at: new Date().toISOString() })
    .execute();
}

/** Changes a page's key, title or content; false when it is gone. */
export async function updateResource(
  trx: Db,
  kind: 'general' | 'home',
  key: string,
  changes: { key?: string; title?: string; content_html?: string },
): Promise<boolean> {
  const updated = await trx
    .updateTable('resources')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('kind', '=', kind)
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export async function deleteResource(trx: Db, key: string): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('resources')
    .where('kind', '=', 'general')
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
