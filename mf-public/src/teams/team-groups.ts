import type { Team } from '@league/shared/schemas';
import { byDivision, categoryOf, groupByCategory } from '../ranking';

const byName = new Intl.Collator('fr-CA', { sensitivity: 'base' });

/** The teams of a season by division, then pool ('N/A' and no pool together), each list in name order. */
export function teamsByDivision(teams: readonly Team[]) {
  const sorted = [...teams].sort((a, b) => byName.compare(a.name, b.name));
  return byDivision(groupByCategory(sorted, (team) => categoryOf(team.division, team.pool)));
}
