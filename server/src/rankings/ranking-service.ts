import {
  DEFAULT_POINT_RULES,
  seasonRanking,
  seriesRanking,
  teamStats,
  type MatchResult,
  type PointRules,
  type RankedTeam,
  type RankingGroup,
  type SeriesMatchResult,
} from '@league/shared';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { readSetting } from '../league/settings';
import { parseScore } from '../schedule/schedule-repository';
import { seriesSeeds } from '../series/series-seeds';

/** Loads what the shared ranking rules need; the rules themselves live in @league/shared. */
async function seasonInputs(db: Db, season: string): Promise<{ teams: RankedTeam[]; matches: MatchResult[] }> {
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
      pendingApproval: row.pending_result !== null,
      division: row.division,
      pool: row.pool,
    })),
  };
}

async function seriesInputs(db: Db, season: string): Promise<SeriesMatchResult[]> {
  const rows = await db.selectFrom('series_matches').selectAll().where('season', '=', season).orderBy('date').execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    seriesPool: row.series_pool,
    ...seriesSeeds(row),
    homeScore: row.home_score,
    awayScore: row.away_score,
    pendingApproval: parseScore(row.pending_result) !== null,
  }));
}

export function pointRules(db: Db): Promise<PointRules> {
  return readSetting(db, 'pointRules', DEFAULT_POINT_RULES);
}

export interface Ranking {
  provisional: boolean;
  groups: RankingGroup[];
}

const asRanking = (groups: RankingGroup[]): Ranking => ({
  provisional: groups.some((group) => group.provisional),
  groups,
});

export async function seasonStandings(db: Db, season: string): Promise<Ranking> {
  const { teams, matches } = await seasonInputs(db, season);
  return asRanking(seasonRanking(teams, matches, await pointRules(db)));
}

export async function seriesStandings(db: Db, season: string): Promise<Ranking> {
  const rules = await pointRules(db);
  const { teams, matches } = await seasonInputs(db, season);
  return asRanking(seriesRanking(await seriesInputs(db, season), seasonRanking(teams, matches, rules), rules));
}

/** A team's record, by name or id. */
export async function teamRecord(db: Db, season: string, team: string) {
  const { teams, matches } = await seasonInputs(db, season);
  const found = teams.find((candidate) => candidate.id === team || candidate.name === team);
  if (!found) throw new HttpError(404, `Équipe inconnue : ${team}`);
  return teamStats(found.id, teams, matches, await pointRules(db));
}
