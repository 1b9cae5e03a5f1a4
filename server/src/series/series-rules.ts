import { type RankingGroup } from '@league/shared';
import { resolveSeed, seedName } from '@league/shared/rankings';
import { resultStateOf } from '@league/shared/results';
import type { ProposedScore } from '@league/shared/schemas';
import { awaitsApproval } from '../results/pending-result';

/**
 * A series match's rules, pure: its result state, whether an edit changes its score, its two
 * sides (a seed's team once the standings are final) and the team a captain asks for. The services read the
 * rows (series-edit.ts, series-teams.ts, results/series-results.ts).
 */

/** A series match has no status column: it is played once it has a score, and awaits approval with a proposal. */
export function seriesResultState(row: { home_score: number | null; pending_result: string | null }) {
  return resultStateOf({
    status: row.home_score === null ? 'scheduled' : 'played',
    pending: awaitsApproval(row.pending_result),
  });
}

/** Whether an admin's edit changes the stored score (null: no score). */
export function changesScore(
  row: { home_score: number | null; away_score: number | null },
  score: ProposedScore | null,
): boolean {
  return row.home_score !== (score?.home ?? null) || row.away_score !== (score?.away ?? null);
}

export interface SeriesSide {
  /** the team's name, or the seed's label while its group is not final */
  name: string;
  /** the team's id once known */
  id?: string;
}

/** One side of a series match: the seed's team once its season group is final and its rank not shared, else the seed. */
export function seriesSide(
  groups: readonly RankingGroup[],
  teams: readonly { id: string; name: string }[],
  seed: { division: string; pool: string; rank: number },
): SeriesSide {
  const team = resolveSeed(groups, seed.division, seed.pool, seed.rank);
  return {
    name: team ?? seedName(groups, seed.division, seed.pool, seed.rank),
    id: teams.find((candidate) => candidate.name === team)?.id,
  };
}

/** The sides' teams once the seeds are known (none before). */
export function knownTeamIds(sides: { home: { id?: string }; away: { id?: string } }): string[] {
  return [sides.home.id, sides.away.id].filter((team): team is string => team !== undefined);
}

/** The side a captain's request changes: the first known side they captain, else '' (no team: admins only). */
export function captainedSide(
  captainTeamIds: readonly string[] | undefined,
  sides: { home: { id?: string }; away: { id?: string } },
): string {
  const teams = [sides.home.id, sides.away.id];
  return captainTeamIds?.find((team) => teams.includes(team)) ?? '';
}
