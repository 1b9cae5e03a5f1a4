import { roundRobin } from './round-robin';
import type { SeededRandom } from './seeded-random';
import type { PlannedMatch, PoolTeams } from './types';

/** The teams that meet in one round robin: a pool, or a whole division when its pools meet. */
export interface RobinGroup {
  division: string;
  /** the pool, or null for a whole division */
  pool: string | null;
  teams: string[];
}

/** The round robins to play: one per pool, or one per division (pools in the order they came) with `crossPools`. */
export function robinGroups(pools: readonly PoolTeams[], crossPools = false): RobinGroup[] {
  if (!crossPools) return pools.map(({ division, pool, teams }) => ({ division, pool, teams: [...teams] }));
  const divisions = new Map<string, RobinGroup>();
  for (const { division, teams } of pools) {
    const group = divisions.get(division) ?? { division, pool: null, teams: [] };
    group.teams.push(...teams);
    divisions.set(division, group);
  }
  return [...divisions.values()];
}

/** The pool of each team, as the pools list it. */
export function poolOfTeam(pools: readonly PoolTeams[]): Map<string, string> {
  return new Map(pools.flatMap(({ pool, teams }) => teams.map((team) => [team, pool] as const)));
}

/** A match to place, and how far through its round robin it comes (0 for the first round, below 1). */
export interface PlanEntry {
  match: PlannedMatch;
  pace: number;
}

/**
 * Every match to place, in the order they should be played: round by round, the groups taking turns within a
 * round. The seed shuffles each group's teams (who meets whom in which round, who is home) and the groups' turns.
 */
export function planMatches(
  pools: readonly PoolTeams[],
  meetings: number,
  random: SeededRandom,
  crossPools = false,
): PlanEntry[] {
  const poolOf = poolOfTeam(pools);
  const groups = random.shuffle(robinGroups(pools, crossPools));
  const planned = groups.flatMap((group) => {
    const robin = roundRobin(random.shuffle(group.teams), meetings);
    return robin.flatMap(({ round, pairs }) =>
      pairs.map(([home, away]) => {
        const same = poolOf.get(home) === poolOf.get(away);
        const pool = group.pool ?? (same ? (poolOf.get(home) as string) : '');
        return { match: { home, away, division: group.division, pool, round }, pace: (round - 1) / robin.length };
      }),
    );
  });
  // a stable sort: round by round, the groups in turn, each round's matches in order
  planned.sort((a, b) => a.match.round - b.match.round);
  return planned;
}
