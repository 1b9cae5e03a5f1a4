/**
 * « Répartir en N poules »: each division's teams dealt into N pools of sizes that differ by one at most, either by
 * last season's standings (in a serpentine: 1st to pool 1, 2nd to pool 2 … then back, so that each pool gets strong
 * and weak teams alike) or in alphabetical order (consecutive names together). Nothing else is guessed.
 */
import { compareFrench, teamNameKey } from '@league/shared';
import type { SeasonTeam } from './team-list';

export const MAX_POOLS = 8;

/** What a row of the season standings says that the order needs. */
interface StandingsRow {
  team: string;
  rank: number;
  points: number;
}

/** Team name (as `teamNameKey` writes it) → its place in last season's standings, best first. */
export type StandingsOrder = ReadonlyMap<string, number>;

/**
 * Last season's teams, best first: by rank in their own group, then points (the groups of a season are ranked
 * apart, so the 1st of each group come first, then the 2nd…).
 */
export function standingsOrder(groups: readonly { rows: readonly StandingsRow[] }[]): StandingsOrder {
  const rows = groups.flatMap((group) => group.rows);
  rows.sort((a, b) => a.rank - b.rank || b.points - a.points || compareFrench(a.team, b.team));
  return new Map(rows.map((row, index) => [teamNameKey(row.team), index]));
}

/** The pools' names: a single pool is no pool; the division's own names when it has as many; else 1, 2, 3… */
export function poolNames(inUse: readonly string[], count: number): string[] {
  if (count <= 1) return [''];
  const own = [...new Set(inUse.filter((pool) => pool !== ''))].sort(compareFrench);
  return own.length === count ? own : Array.from({ length: count }, (_, index) => String(index + 1));
}

/** The pool of the team at `place` (from 0) of `size`, dealt into `count` pools. */
function poolIndex(place: number, size: number, count: number, serpentine: boolean): number {
  if (!serpentine) return Math.floor((place * count) / size);
  const turn = Math.floor(place / count);
  const seat = place % count;
  return turn % 2 === 0 ? seat : count - 1 - seat;
}

/**
 * The teams dealt into `count` pools within each division; with `standings`, teams missing from them come last,
 * in alphabetical order. The order of the rows is kept.
 */
export function spreadIntoPools<Team extends SeasonTeam>(
  teams: readonly Team[],
  count: number,
  standings: StandingsOrder | null,
): Team[] {
  const placeOf = (team: SeasonTeam) => standings?.get(teamNameKey(team.name)) ?? Number.MAX_SAFE_INTEGER;
  const pools = new Map<Team, string>();
  for (const division of new Set(teams.map((team) => team.division))) {
    const members = teams.filter((team) => team.division === division);
    members.sort((a, b) => placeOf(a) - placeOf(b) || compareFrench(a.name, b.name));
    const names = poolNames(
      members.map((team) => team.pool),
      count,
    );
    const serpentine = standings !== null;
    members.forEach((team, place) => {
      pools.set(team, names[poolIndex(place, members.length, names.length, serpentine)] ?? '');
    });
  }
  return teams.map((team) => ({ ...team, pool: pools.get(team) ?? team.pool }));
}
