import { resolveSeed, seedName } from '@league/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { SeriesMatchRow } from '../db/schema';
import { NotFound } from '../league/domain-errors';
import { seasonStandings } from '../rankings/ranking-service';
import { seasonTeams } from '../schedule/match-repository';
import { findSeriesMatch } from './series-repository';

export const INVALID_SERIES_MATCH_ID = 'Invalid match ID';

/** A series match's two sides: the seed's team once the standings are final (id and name), else the seed. */
export async function seriesSides(db: Db, row: SeriesMatchRow) {
  const [standings, teams] = await Promise.all([seasonStandings(db, row.season), seasonTeams(db, row.season)]);
  const side = (division: string, pool: string, rank: number) => {
    const team = resolveSeed(standings.groups, division, pool, rank);
    return {
      name: team ?? seedName(standings.groups, division, pool, rank),
      id: teams.find((t) => t.name === team)?.id,
    };
  };
  return {
    home: side(row.home_division, row.home_pool, row.home_rank),
    away: side(row.away_division, row.away_pool, row.away_rank),
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
    const { home, away } = await seriesSides(db, row);
    const teams = [home.id, away.id];
    return request.account?.captainTeamIds.find((team) => teams.includes(team)) ?? '';
  };
}
