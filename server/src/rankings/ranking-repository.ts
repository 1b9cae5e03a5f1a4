import type { MatchResult, RankedTeam, SeriesMatchResult } from '@league/shared';
import type { Db } from '../db/database';
import { awaitsApproval } from '../results/pending-result';
import { seriesSeeds } from '../db/series-seeds';

/** What the shared ranking rules need from a season: its teams and its matches' results. */
export async function seasonResults(db: Db, season: string): Promise<{ teams: RankedTeam[]; matches: MatchResult[] }> {
  const [teams, matches] = await Promise.all([
    db.selectFrom('teams').select(['id', 'name', 'division', 'pool']).where('season', '=', season).execute(),
    db.selectFrom('matches').selectAll().where('season', '=', season).execute(),
  ]);
  return {
    teams,
    matches: matches.map((row) => ({
      id: row.id,
      date: row.date,
      homeTeamId: row.home_team_id,
      awayTeamId: row.away_team_id,
      homeScore: row.home_score,
      awayScore: row.away_score,
      status: row.status,
      pendingApproval: awaitsApproval(row.pending_result),
      division: row.division,
      pool: row.pool,
    })),
  };
}

export async function seriesResults(db: Db, season: string): Promise<SeriesMatchResult[]> {
  const rows = await db.selectFrom('series_matches').selectAll().where('season', '=', season).orderBy('date').execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    seriesPool: row.series_pool,
    ...seriesSeeds(row),
    homeScore: row.home_score,
    awayScore: row.away_score,
    pendingApproval: awaitsApproval(row.pending_result),
  }));
}
