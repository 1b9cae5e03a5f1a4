import { resolveSeed, toZonedIso } from '@league/shared';
import { seriesResponseSchema, type SeriesMatch } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { leagueTimeZone } from '../league/settings';
import type { RouteDeps } from '../league/route-deps';
import { getSeasonRead } from '../league/season-route';
import { seasonStandings } from '../rankings/ranking-service';
import { parseScore, scoreOf } from '../schedule/schedule-repository';
import { seriesSeeds } from './series-seeds';

/** Series matches with each seed's team once the season standings are final (DESIGN.md §6). */
export async function listSeries(db: Db, season: string): Promise<SeriesMatch[]> {
  const [rows, standings, timeZone] = await Promise.all([
    db
      .selectFrom('series_matches as s')
      .innerJoin('fields as f', 'f.id', 's.field_id')
      .selectAll('s')
      .select('f.name as field_name')
      .where('s.season', '=', season)
      .orderBy('s.date')
      .execute(),
    seasonStandings(db, season),
    leagueTimeZone(db),
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

export const seriesRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    getSeasonRead(app, deps, {
      url: '/api/series',
      summary: "Les matchs de séries d'une saison",
      response: seriesResponseSchema,
      load: async (season) => ({ series: await listSeries(deps.db, season) }),
    });
  };
