import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';

/** How many matches and series matches the current season holds: a season starts only from none. */
export async function currentSeasonGames(db: Db): Promise<number> {
  const count = async (table: 'matches' | 'series_matches') =>
    Number(
      (
        await db
          .selectFrom(table as 'matches')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('season', '=', CURRENT_SEASON_KEY)
          .executeTakeFirstOrThrow()
      ).count,
    );
  return (await count('matches')) + (await count('series_matches'));
}
