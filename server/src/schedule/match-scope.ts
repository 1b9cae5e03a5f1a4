import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { NotFound } from '../league/domain-errors';
import { INVALID_MATCH_ID } from './current-match';
import { findMatch } from './match-repository';

/**
 * The team a result request changes, for the route's team scope (accounts/team-scope.ts): the match's team
 * the caller captains, else its home team (an administrator passes for any; another captain does not).
 */
export function teamOfMatch(db: Db) {
  return async (request: FastifyRequest): Promise<string> => {
    const match = await findMatch(db, (request.params as { id: string }).id);
    if (!match) throw new NotFound(INVALID_MATCH_ID);
    const teams = [match.home_team_id, match.away_team_id];
    return request.account?.captainTeamIds.find((team) => teams.includes(team)) ?? match.home_team_id;
  };
}
