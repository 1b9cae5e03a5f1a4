import type { Db } from '../db/database';

/** Team ids of the current season by name; a name without a team is left out. */
export async function currentTeamIdsByName(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('season', '=', '')
    .where('name', 'in', [...names])
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}
