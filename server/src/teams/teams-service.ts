import type { Db } from '../db/database';
import { Invalid } from '../league/domain-errors';
import { currentTeamIdsByName } from './teams-repository';

/** Team ids of the current season for the given names, in order; an unknown name is refused. */
export async function currentTeamIds(db: Db, names: readonly string[]): Promise<string[]> {
  const ids = await currentTeamIdsByName(db, names);
  return names.map((name) => {
    const id = ids.get(name);
    if (!id) throw new Invalid(`Équipe inconnue : ${name}`);
    return id;
  });
}
