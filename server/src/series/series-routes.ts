import { resolveSeed, toZonedIso } from '@league/shared';
import { seasonQuerySchema, seriesResponseSchema, type SeriesMatch } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { resolveSeason } from '../league/season-scope';
import { leagueTimeZone } from '../league/settings';
import { sendCached, type RouteDeps } from '../league/route-deps';
import { seasonStandings } from '../rankings/ranking-service';
import { parseScore, scoreOf } from '../schedule/schedule-repository';

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
    homeDivision: row.home_division,
    homePool: row.home_pool,
    homeRank: row.home_rank,
    awayDivision: row.away_division,
    awayPool: row.away_pool,
    awayRank: row.away_rank,
    homeTeam: resolveSeed(standings.groups, row.home_division, row.home_pool, row.home_rank),
    awayTeam: resolveSeed(standings.groups, row.away_division, row.away_pool, row.away_rank),
    result: scoreOf(row.home_score, row.away_score),
    pendingApproval: parseScore(row.pending_result),
  }));
}

export const seriesRoutes =
  ({ db, cache }: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/series',
      {
        schema: {
          summary: "Les matchs de séries d'une saison",
          querystring: seasonQuerySchema,
          response: { 200: seriesResponseSchema },
        },
      },
      async (request, reply) => {
        const season = await resolveSeason(db, request.query.season);
        return sendCached(
          request,
          reply,
          await cache.get(`series|${season}`, async () => ({ series: await listSeries(db, season) })),
        );
      },
    );
  };
