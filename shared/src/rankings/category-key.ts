/** A category key joins division, pool (and rank) with a vertical bar. */

export const CATEGORY_KEY_SEPARATOR = '|';

export interface CategoryParts {
  division: string;
  pool: string;
  rank?: number;
}

/** `categoryKey('A', 'Est')` is `'A|Est'`, `categoryKey('A', 'Est', 2)` is `'A|Est|2'`; an empty pool stays empty. */
export function categoryKey(division: string, pool: string, rank?: number): string {
  const parts = rank === undefined ? [division, pool] : [division, pool, String(rank)];
  return parts.join(CATEGORY_KEY_SEPARATOR);
}

/** The inverse of `categoryKey`. Throws on a key that has neither two nor three parts or whose rank is not a whole number. */
export function parseCategoryKey(key: string): CategoryParts {
  const parts = key.split(CATEGORY_KEY_SEPARATOR);
  if (parts.length < 2 || parts.length > 3) throw new Error('Invalid category key ' + key);
  const [division, pool, rank] = parts as [string, string, string?];
  if (rank === undefined) return { division, pool };
  if (!/^\d+$/.test(rank)) throw new Error('Invalid category key ' + key);
  return { division, pool, rank: Number(rank) };
}

/** Orders keys by division, then pool (French collation), then rank (numeric, a key without rank first). */
export function compareCategoryKeys(a: string, b: string): number {
  const left = parseCategoryKey(a);
  const right = parseCategoryKey(b);
  return (
    left.division.localeCompare(right.division, 'fr') ||
    left.pool.localeCompare(right.pool, 'fr') ||
    (left.rank ?? 0) - (right.rank ?? 0)
  );
}
