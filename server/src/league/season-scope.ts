import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * The stored season key for a `?season=` value: '' for the current season (omitted, or 'current'),
 * otherwise an existing archive's name; an unknown season is a 404.
 */
export async function resolveSeason(db: Db, season: string | undefined): Promise<string> {
  if (season === undefined || season === 'current') return CURRENT_SEASON_KEY;
  const archive = await db.selectFrom('archives').select('name').where('name', '=', season).executeTakeFirst();
  if (!archive) throw new HttpError(404, `Saison inconnue : ${season}`);
  return archive.name;
}
