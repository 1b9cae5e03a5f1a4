import { NNBSP } from '@league/shared';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { archiveExists } from './archive-names-repository';
import { NotFound } from './domain-errors';

/** Whether a `?season=` value names the current season: omitted, or 'current'. */
function namesCurrentSeason(season: string | undefined): season is undefined | 'current' {
  return season === undefined || season === 'current';
}

/**
 * The stored season key for a `?season=` value: '' for the current season (omitted, or 'current'),
 * otherwise an existing archive's name; an unknown season is a 404.
 */
export async function resolveSeason(db: Db, season: string | undefined): Promise<string> {
  if (namesCurrentSeason(season)) return CURRENT_SEASON_KEY;
  if (!(await archiveExists(db, season))) throw new NotFound(`Saison inconnue${NNBSP}: ${season}`);
  return season;
}

/**
 * Answers with the stored season key of a `?season=` value: at once for the current season (most reads: a cached
 * answer then goes out without waiting on anything), after the archive's look-up otherwise.
 */
export function answerForSeason(
  db: Db,
  season: string | undefined,
  answer: (season: string) => Promise<void> | undefined,
): Promise<void> | undefined {
  return namesCurrentSeason(season) ? answer(CURRENT_SEASON_KEY) : resolveSeason(db, season).then(answer);
}
