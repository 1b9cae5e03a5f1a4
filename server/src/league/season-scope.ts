import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { archiveExists } from '../seasons/archives-repository';
import { NotFound } from './domain-errors';

/**
 * The stored season key for a `?season=` value: '' for the current season (omitted, or 'current'),
 * otherwise an existing archive's name; an unknown season is a 404.
 */
export async function resolveSeason(db: Db, season: string | undefined): Promise<string> {
  if (season === undefined || season === 'current') return CURRENT_SEASON_KEY;
  if (!(await archiveExists(db, season))) throw new NotFound(`Saison inconnue : ${season}`);
  return season;
}
