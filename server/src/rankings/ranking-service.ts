import { NNBSP, type RankingGroup, type RankingRules, type Settings } from '@league/shared';
import { seasonRanking, seriesRanking, teamStats } from '@league/shared/rankings';
import type { rankingResponseSchema } from '@league/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { NotFound } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { seasonResults, seriesResults } from './ranking-repository';

/** Standings from the shared ranking rules (@league/shared) and the league's settings. */
export type Ranking = z.infer<typeof rankingResponseSchema>;

const asRanking = (groups: RankingGroup[]): Ranking => ({
  provisional: groups.some((group) => group.provisional),
  groups,
});

/** How the league ranks its teams: point rules, the order of the criteria, its decisions, its playoff places. */
export function rankingRules(settings: Settings): RankingRules {
  const { pointRules: points, tieBreakers, tieDecisions, playoffPlaces } = settings;
  return { points, tieBreakers, tieDecisions, playoffPlaces };
}

export async function seasonStandings(db: Db, season: string): Promise<Ranking> {
  const [{ teams, matches }, settings] = await Promise.all([seasonResults(db, season), readSettings(db)]);
  return { ...asRanking(seasonRanking(teams, matches, rankingRules(settings))), matchCount: matches.length };
}

/** The series standings; the seeds follow the season's order (a tie at a seed keeps its label until decided). */
export async function seriesStandings(db: Db, season: string): Promise<Ranking> {
  const [{ teams, matches }, series, settings] = await Promise.all([
    seasonResults(db, season),
    seriesResults(db, season),
    readSettings(db),
  ]);
  const rules = rankingRules(settings);
  return asRanking(seriesRanking(series, seasonRanking(teams, matches, rules), rules));
}

/** A team's record, by name or id, with its weekly positions in the league's time zone. */
export async function teamRecord(db: Db, season: string, team: string) {
  const [{ teams, matches }, settings] = await Promise.all([seasonResults(db, season), readSettings(db)]);
  const found = teams.find((candidate) => candidate.id === team || candidate.name === team);
  if (!found) throw new NotFound(`Équipe inconnue${NNBSP}: ${team}`);
  return teamStats(found.id, teams, matches, rankingRules(settings), settings.timeZone);
}
