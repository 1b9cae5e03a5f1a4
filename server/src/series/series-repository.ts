import type { Db } from '../db/database';

/** Series matches of a season with their field's name, by date. */
export function seriesMatchRows(db: Db, season: string) {
  return db
    .selectFrom('series_matches as s')
    .innerJoin('fields as f', 'f.id', 's.field_id')
    .selectAll('s')
    .select('f.name as field_name')
    .where('s.season', '=', season)
    .orderBy('s.date')
    .execute();
}
