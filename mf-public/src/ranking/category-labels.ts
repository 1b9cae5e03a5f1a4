/** How people read the league's groupings: category keys 'division|pool' and playoff seeds. */
import {
  categoryKey,
  compareCategoryKeys,
  divisionTitle,
  hasPool,
  parseCategoryKey,
  poolTitle,
  seedLabel,
} from '@league/shared/rankings';

// the group words are shared with the server's page descriptions and mails
export { divisionTitle, frenchOrdinal, hasPool, poolTitle, seedLabel } from '@league/shared/rankings';

/** The key a team or ranking group is filed under: 'N/A' and '' are the same pool-less group. */
export function categoryOf(division: string, pool: string): string {
  return categoryKey(division, hasPool(pool) ? pool : '');
}

function parsed(key: string): ReturnType<typeof parseCategoryKey> | null {
  try {
    return parseCategoryKey(key);
  } catch {
    return null;
  }
}

/** 'A|Est' → 'Division A · Poule Est', 'A|' → 'Division A'; a key of another shape is shown as given. */
export function categoryTitle(key: string): string {
  const parts = parsed(key);
  if (!parts || parts.rank !== undefined) return key;
  const division = divisionTitle(parts.division);
  return hasPool(parts.pool) ? `${division} · ${poolTitle(parts.pool)}` : division;
}

/**
 * A series standings row names its team, or its seed key 'A|Est|1' until that season group is final
 * (shared/src/rankings/series-ranking.ts). The seed, when it is one, as a label.
 */
export function seedOfRowName(name: string): string | null {
  const parts = parsed(name);
  return parts?.rank === undefined ? null : seedLabel(parts.division, parts.pool, parts.rank);
}

export interface CategoryGroup<T> {
  category: string;
  items: T[];
}

/** Items grouped by category key, groups in division then pool order. */
export function groupByCategory<T>(items: readonly T[], categoryOfItem: (item: T) => string): CategoryGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = categoryOfItem(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].sort(([a], [b]) => safeCompare(a, b)).map(([category, grouped]) => ({ category, items: grouped }));
}

function safeCompare(a: string, b: string): number {
  return parsed(a) && parsed(b) ? compareCategoryKeys(a, b) : a.localeCompare(b, 'fr');
}

/** Groups split by division, for a section (and a printed page) per division. */
export function byDivision<G extends { category: string }>(groups: readonly G[]): { division: string; groups: G[] }[] {
  const divisions = new Map<string, G[]>();
  for (const group of groups) {
    const division = parsed(group.category)?.division ?? group.category;
    divisions.set(division, [...(divisions.get(division) ?? []), group]);
  }
  return [...divisions].map(([division, grouped]) => ({ division, groups: grouped }));
}

export function poolOfCategory(key: string): string {
  return parsed(key)?.pool ?? '';
}
