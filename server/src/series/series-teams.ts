import { messages } from '@league/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { SeriesMatchRow } from '../db/schema';
import { NotFound } from '../league/domain-errors';
import { seasonStandings } from '../rankings/ranking-service';
import { seasonTeams } from '../schedule/match-repository';
import { findSeriesMatch } from './series-repository';
import { captainedSide, seriesSide } from './series-rules';

/** An id that names no series match. */
export const INVALID_SERIES_MATCH_ID = messages.invalidMatchId;

/** A series match's two sides: the seed's team once the standings are final (id and name), else the seed. */
export async function seriesSides(db: Db, row: SeriesMatchRow) {
  const [standings, teams] = await Promise.all([seasonStandings(db, row.season), seasonTeams(db, row.season)]);
  return {
    home: seriesSide(standings.groups, teams, {
      division: row.home_division,
      pool: row.home_pool,
      rank: row.home_rank,
    }),
    away: seriesSide(standings.groups, teams, {
      division: row.away_division,
      pool: row.away_pool,
      rank: row.away_rank,
    }),
  };
}

/**
 * The team a series result request changes, for the route's team scope: the side the caller captains, else
 * '' (no team: only an administrator passes, e.g. while the seeds are not yet known).
 */
export function teamOfSeriesMatch(db: Db) {
  return async (request: FastifyRequest): Promise<string> => {
    const row = await findSeriesMatch(db, (request.params as { id: string }).id);
    if (!row) throw new NotFound(INVALID_SERIES_MATCH_ID);
    return captainedSide(request.account?.captainTeamIds, await seriesSides(db, row));
  };
}
