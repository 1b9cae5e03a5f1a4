import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';

/** What a new league's checklist counts: the current season's rows, and the texts Home opens with. */

/** How many fields, teams and matches the current season holds (up to two each: the checklist needs no more). */
export async function currentSeasonCounts(db: Db): Promise<{ fields: number; teams: number; matches: number }> {
  const upToTwo = (table: 'fields' | 'teams' | 'matches') =>
    db
      .selectFrom(table)
      .select('id')
      .where('season', '=', CURRENT_SEASON_KEY)
      .limit(2)
      .execute()
      .then((rows) => rows.length);
  const [fields, teams, matches] = await Promise.all([upToTwo('fields'), upToTwo('teams'), upToTwo('matches')]);
  return { fields, teams, matches };
}

/** The HTML of Home's short and long descriptions, those the league has written (a new league has none). */
export async function homeDescriptions(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('resources')
    .select('content_html')
    .where('kind', '=', 'home')
    .where('key', 'in', ['league_descr_short', 'league_descr_long'])
    .execute();
  return rows.map((row) => row.content_html);
}
