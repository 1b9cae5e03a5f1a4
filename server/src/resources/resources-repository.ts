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
