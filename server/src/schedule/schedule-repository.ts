import { toZonedIso } from '@league/shared';
import type { Match } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { parseScore, proposesCancellation, scoreOf } from '../results/pending-result';

/** Which of a season's matches a read wants: dates as stored (UTC ISO), `from` included, `until` excluded. */
export interface MatchScope {
  from?: string;
  until?: string;
  team?: string;
}

/** Season matches (m) joined to their home team (h), away team (a) and field (f): the reads that name them select. */
export function matchesWithNames(db: Db) {
  return db
    .selectFrom('matches as m')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .innerJoin('fields as f', 'f.id', 'm.field_id');
}

/** A season's matches (one team's, with `team`), joined as `matchesWithNames`. */
function seasonMatches(db: Db, season: string, team?: string) {
  return matchesWithNames(db)
    .where('m.season', '=', season)
    .$if(team !== undefined, (query) =>
      query.where((eb) => eb.or([eb('h.name', '=', team as string), eb('a.name', '=', team as string)])),
    );
}

/** How many matches a season holds (one team's, with `team`). */
export async function matchCount(db: Db, season: string, team?: string): Promise<number> {
  const row = await seasonMatches(db, season, team)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Match rows of a season (or of a scope: days, a team) with their teams' and field's names, ordered by date. */
export function matchRows(db: Db, season: string, scope: MatchScope = {}) {
  return seasonMatches(db, season, scope.team)
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
    .$if(scope.from !== undefined, (query) => query.where('m.date', '>=', scope.from as string))
    .$if(scope.until !== undefined, (query) => query.where('m.date', '<', scope.until as string))
    .orderBy('m.date')
    .orderBy('f.name')
    .execute();
}

/**
 * The date of the season's nearest match before `date` (`'before'`) or from it on (`'from'`), in the scope's team
 * if any: one step down the (season, date) index.
 */
export async function nearestMatchDate(
  db: Db,
  season: string,
  side: 'before' | 'from',
  date: string,
  team?: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('matches as m')
    .select('m.date')
    .where('m.season', '=', season)
    .where('m.date', side === 'before' ? '<' : '>=', date)
    .$if(team !== undefined, (query) =>
      query.where((eb) =>
        eb.or(
          (['m.home_team_id', 'm.away_team_id'] as const).map((column) =>
            eb(
              column,
              'in',
              eb
                .selectFrom('teams')
                .select('id')
                .where('season', '=', season)
                .where('name', '=', team as string),
            ),
          ),
        ),
      ),
    )
    .orderBy('m.date', side === 'before' ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.date ?? null;
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
