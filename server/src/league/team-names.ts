import { NNBSP } from '@league/shared';
import type { Db } from '../db/database';
import { Invalid } from './domain-errors';
import { currentTeamIdsByName } from './team-names-repository';

/**
 * Team ids of the current season for the given names, in order; an unknown name is refused. Accounts, players,
 * sponsors and sign-ups name teams this way: the look-up sits below them all, so none of them leans on teams/.
 */
export async function currentTeamIds(db: Db, names: readonly string[]): Promise<string[]> {
  const ids = await currentTeamIdsByName(db, names);
  return names.map((name) => {
    const id = ids.get(name);
    if (!id) throw new Invalid(`Équipe inconnue${NNBSP}: ${name}`);
    return id;
  });
}
