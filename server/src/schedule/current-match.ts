import { messages } from '@league/shared';
import { DENIED } from '../accounts/guards';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { Forbidden, NotFound } from '../league/domain-errors';
import { findMatchWithNames } from './match-repository';

/** An id that names no match. */
export const INVALID_MATCH_ID = messages.invalidMatchId;

/** A match of the current season, with its names: 404 when unknown, 403 when archived. */
export async function currentMatch(db: Db, id: string) {
  const match = await findMatchWithNames(db, id);
  if (!match) throw new NotFound(INVALID_MATCH_ID);
  if (match.season !== CURRENT_SEASON_KEY) throw new Forbidden(DENIED.archive);
  return match;
}
