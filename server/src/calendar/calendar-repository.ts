import type { Db } from '../db/database';
import { matchesWithNames } from '../schedule/schedule-repository';

/** The reads of the calendar feeds: a season's matches and series matches with their field, and a team. */

/** A season's matches (one team's, with `teamId`) with their teams' names and their field, by date. */
export function seasonMatchRows(db: Db, season: string, teamId?: string) {
  let query = matchesWithNames(db)
    .select([
      'm.id',
      'm.date',
      'm.status',
      'm.home_score',
      'm.away_score',
      'm.division',
      'm.pool',
      'm.round',
      'm.sequence',
      'm.changed_at',
      'h.name as home_name',
      'a.name as away_name',
      'f.name as field_name',
      'f.address as field_address',
    ])
    .where('m.season', '=', season);
  if (teamId !== undefined)
    query = query.where((eb) => eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]));
  return query.orderBy('m.date').orderBy('m.id').execute();
}
export type SeasonMatchRow = Awaited<ReturnType<typeof seasonMatchRows>>[number];

/** A season's series matches with their field, by date. */
export function seriesMatchRows(db: Db, season: string) {
  return db
    .selectFrom('series_matches as s')
    .innerJoin('fields as f', 'f.id', 's.field_id')
    .select([
      's.id',
      's.date',
      's.series_pool',
      's.home_division',
      's.home_pool',
      's.home_rank',
      's.away_division',
      's.away_pool',
      's.away_rank',
      's.home_score',
      's.away_score',
      's.sequence',
      's.changed_at',
      'f.name as field_name',
      'f.address as field_address',
    ])
    .where('s.season', '=', season)
    .orderBy('s.date')
    .orderBy('s.id')
    .execute();
}
export type SeriesCalendarRow = Awaited<ReturnType<typeof seriesMatchRows>>[number];

/** A team of the season, by id. */
export function findSeasonTeam(db: Db, season: string, id: string) {
  return db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('season', '=', season)
    .executeTakeFirst();
}
