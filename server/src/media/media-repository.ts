import type { Db } from '../db/database';

/** An uploaded image by its content hash. */
export function findMedia(db: Db, id: string) {
  return db.selectFrom('media').select(['mime', 'bytes']).where('id', '=', id).executeTakeFirst();
}
