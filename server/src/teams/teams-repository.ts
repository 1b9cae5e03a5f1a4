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
