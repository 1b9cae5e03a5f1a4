import { toZonedIso } from '@league/shared';
import { resolveSeed } from '@league/shared/rankings';
import type { SeriesMatch } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { seriesSeeds } from '../db/series-seeds';
import { readSettings } from '../league/settings';
import { seasonStandings } from '../rankings/ranking-service';
import { parseScore, scoreOf } from '../results/pending-result';
import { seriesMatchRows } from './series-repository';

/** Series matches with each seed's team once the season standings are final. */
export async function listSeries(db: Db, season: string): Promise<SeriesMatch[]> {
  const [rows, standings, { timeZone }] = await Promise.all([
    seriesMatchRows(db, season),
    seasonStandings(db, season),
    readSettings(db),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    date: toZonedIso(row.date, timeZone),
    field: row.field_name,
    pool: row.series_pool,
    ...seriesSeeds(row),
    homeTeam: resolveSeed(standings.groups, row.home_division, row.home_pool, row.home_rank),
    awayTeam: resolveSeed(standings.groups, row.away_division, row.away_pool, row.away_rank),
    result: scoreOf(row.home_score, row.away_score),
    pendingApproval: parseScore(row.pending_result),
  }));
}
