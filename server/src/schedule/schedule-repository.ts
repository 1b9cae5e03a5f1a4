import { toZonedIso } from '@league/shared';
import type { Match } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { parseScore, proposesCancellation, scoreOf } from './pending-result';

/** Match rows of a season with their teams' and field's names, ordered by date. */
export function matchRows(db: Db, season: string) {
  return db
    .selectFrom('matches as m')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .innerJoin('fields as f', 'f.id', 'm.field_id')
    .select([
      'm.id',
      'm.date',
      'm.division',
      'm.pool',
      'm.round',
      'm.status',
      'm.home_score',
      'm.away_score',
      'm.pending_result',
      'm.home_team_id',
      'm.away_team_id',
      'h.name as home_name',
      'a.name as away_name',
      'f.name as field_name',
    ])
    .where('m.season', '=', season)
    .orderBy('m.date')
    .orderBy('f.name')
    .execute();
}

export type MatchWithNames = Awaited<ReturnType<typeof matchRows>>[number];

export function toMatch(row: MatchWithNames, timeZone: string): Match {
  return {
    _id: row.id,
    date: toZonedIso(row.date, timeZone),
    field: row.field_name,
    homeTeam: row.home_name,
    awayTeam: row.away_name,
    division: row.division,
    pool: row.pool,
    round: row.round,
    status: row.status,
    result: row.status === 'played' ? scoreOf(row.home_score, row.away_score) : null,
    pendingApproval: parseScore(row.pending_result),
    pendingCancellation: proposesCancellation(row.pending_result),
  };
}
