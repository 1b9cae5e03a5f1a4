import { NNBSP, seasonRanking, seriesRanking, teamStats, type RankingGroup } from '@league/shared';
import type { rankingResponseSchema } from '@league/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { NotFound } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { seasonResults, seriesResults } from './ranking-repository';

/** Standings from the shared ranking rules (@league/shared) and the league's point rules. */
export type Ranking = z.infer<typeof rankingResponseSchema>;

const asRanking = (groups: RankingGroup[]): Ranking => ({
  provisional: groups.some((group) => group.provisional),
  groups,
});

async function pointRules(db: Db) {
  return (await readSettings(db)).pointRules;
}

export async function seasonStandings(db: Db, season: string): Promise<Ranking> {
  const { teams, matches } = await seasonResults(db, season);
  return { ...asRanking(seasonRanking(teams, matches, await pointRules(db))), matchCount: matches.length };
}

export async function seriesStandings(db: Db, season: string): Promise<Ranking> {
  const rules = await pointRules(db);
  const { teams, matches } = await seasonResults(db, season);
  return asRanking(seriesRanking(await seriesResults(db, season), seasonRanking(teams, matches, rules), rules));
}

/** A team's record, by name or id. */
export async function teamRecord(db: Db, season: string, team: string) {
  const { teams, matches } = await seasonResults(db, season);
  const found = teams.find((candidate) => candidate.id === team || candidate.name === team);
  if (!found) throw new NotFound(`Équipe inconnue${NNBSP}: ${team}`);
  return teamStats(found.id, teams, matches, await pointRules(db));
}
