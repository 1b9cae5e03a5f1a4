import type { Db } from '../db/database';
import type { StoredImage } from './image-upload';

/** An uploaded image by its content hash. */
export function findMedia(db: Db, id: string) {
  return db.selectFrom('media').select(['mime', 'bytes']).where('id', '=', id).executeTakeFirst();
}

/** Stores an image under its hash; the same bytes uploaded twice are one row. */
export async function insertMedia(trx: Db, image: StoredImage): Promise<void> {
  await trx
    .insertInto('media')
    .values({ id: image.id, mime: image.mime, bytes: image.bytes, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** Every column that points at a media row: a row none of them names any more is removed. */
const MEDIA_REFERENCES = [
  ['teams', 'logo_media'],
  ['teams', 'picture_media'],
  ['sponsors', 'logo_media'],
  ['sponsors', 'picture_media'],
] as const;

/** Removes those of `ids` that nothing references any more (a replaced logo, a removed team's picture). */
export async function removeUnusedMedia(trx: Db, ids: readonly (string | null | undefined)[]): Promise<void> {
  const candidates = [...new Set(ids.filter((id): id is string => !!id))];
  if (candidates.length === 0) return;
  let query = trx.deleteFrom('media').where('id', 'in', candidates);
  for (const [table, column] of MEDIA_REFERENCES) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom(table).select(column).whereRef(`${table}.${column}`, '=', 'media.id'))),
    );
  }
  await query.execute();
}
