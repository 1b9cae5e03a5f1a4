import { compareFrench } from '@league/shared';
import type { Team } from '@league/shared/schemas';
import { byDivision, categoryOf, groupByCategory } from '../ranking';

/** The teams of a season by division, then pool ('N/A' and no pool together), each list in name order. */
export function teamsByDivision(teams: readonly Team[]) {
  const sorted = [...teams].sort((a, b) => compareFrench(a.name, b.name));
  return byDivision(groupByCategory(sorted, (team) => categoryOf(team.division, team.pool)));
}
