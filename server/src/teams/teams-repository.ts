import type { Team } from '@league/shared/schemas';
import type { Db } from '../db/database';
import type { TeamRow } from '../db/schema';
import { mediaUrl } from '../league/media-url';

export function toTeam(row: TeamRow): Team {
  return {
    _id: row.id,
    name: row.name,
    division: row.division,
    pool: row.pool,
    color: row.color,
    join: row.join_year,
    logo: mediaUrl(row.logo_media),
    picture: mediaUrl(row.picture_media),
  };
}

export async function listTeamRows(db: Db, season: string): Promise<TeamRow[]> {
  return db.selectFrom('teams').selectAll().where('season', '=', season).orderBy('name').execute();
}

export async function listTeams(db: Db, season: string): Promise<Team[]> {
  return (await listTeamRows(db, season)).map(toTeam);
}

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
