import { hasAdminStatus, NNBSP } from '@league/shared';
import type { Team, TeamAddForm, TeamChangeAnswer, TeamEditForm } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import { listAccountRequests } from '../accounts/account-requests-repository';
import type { Account } from '../accounts/current-account';
import { listUsers } from '../accounts/users-repository';
import type { Db } from '../db/database';
import { Conflict, NotFound } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { runWrite } from '../league/write';
import type { ImageForm } from '../media/image-form';
import { removeUnusedMedia } from '../media/media-repository';
import { dropReplacedImages, storeImages } from '../media/stored-images';
import { listFreeAgents, listPlayers } from '../players/players-repository';
import { matchRows, toMatch } from '../schedule/schedule-repository';
import { listSeries } from '../series/series-service';
import {
  deleteMatches,
  deleteTeam,
  findCurrentTeam,
  insertTeam,
  matchesOfTeam,
  renameTeamInTexts,
  teamNameTaken,
  updateTeam,
} from './team-writes-repository';
import { toTeam } from './teams-repository';

/** Adding, editing and removing a team of the current season. */
export const TEAM_MESSAGES = {
  notFound: 'Équipe introuvable',
  nameTaken: (name: string) => `Une équipe porte déjà le nom «${NNBSP}${name}${NNBSP}»`,
  played: (name: string, count: number) =>
    `Impossible de retirer l’équipe «${NNBSP}${name}${NNBSP}»${NNBSP}: elle a ${count} match${count > 1 ? 's' : ''} joué${count > 1 ? 's' : ''} ` +
    '(ou en attente d’approbation, ou dans une saison archivée). Ces résultats comptent au classement.',
  unplayed: (name: string, count: number) =>
    `L’équipe «${NNBSP}${name}${NNBSP}» a ${count} match${count > 1 ? 's' : ''} à jouer${NNBSP}: confirmez leur retrait avec l’équipe.`,
} as const;

type Deps = { db: Db };

/** The team of the current season a call names, or 404 (also the team scope of the edit route). */
export async function currentTeam(db: Db, id: string) {
  const team = await findCurrentTeam(db, id);
  if (!team) throw new NotFound(TEAM_MESSAGES.notFound);
  return team;
}

export async function addTeam(deps: Deps, account: Account, form: ImageForm<TeamAddForm>): Promise<Team> {
  const { fields } = form;
  if (await teamNameTaken(deps.db, fields.name)) throw new Conflict(TEAM_MESSAGES.nameTaken(fields.name));
  const id = randomUUID();
  const detail = `Équipe ajoutée${NNBSP}: ${fields.name} (division ${fields.division})`;
  await runWrite(deps, account, { action: 'create', entity: 'team', id, detail }, async ({ trx }) => {
    await insertTeam(trx, {
      id,
      name: fields.name,
      division: fields.division,
      pool: fields.pool,
      color: fields.color,
      join_year: fields.join,
      logo_media: null,
      picture_media: null,
      ...(await storeImages(trx, form)),
    });
  });
  return toTeam(await currentTeam(deps.db, id));
}

export async function editTeam(
  deps: Deps,
  account: Account,
  id: string,
  form: ImageForm<TeamEditForm>,
): Promise<TeamChangeAnswer> {
  const { fields } = form;
  const before = await currentTeam(deps.db, id);
  const renamed = fields.name !== undefined && fields.name !== before.name;
  if (renamed && (await teamNameTaken(deps.db, fields.name as string, id))) {
    throw new Conflict(TEAM_MESSAGES.nameTaken(fields.name as string));
  }
  const name = fields.name ?? before.name;
  const detail = renamed ? `Équipe renommée${NNBSP}: ${before.name} → ${name}` : `Équipe modifiée${NNBSP}: ${name}`;
  await runWrite(deps, account, { action: 'update', entity: 'team', id, detail }, async ({ trx }) => {
    await updateTeam(trx, id, {
      ...(await storeImages(trx, form)),
      name,
      ...(fields.division !== undefined ? { division: fields.division } : {}),
      ...(fields.pool !== undefined ? { pool: fields.pool } : {}),
      ...(fields.color !== undefined ? { color: fields.color } : {}),
      ...(fields.join !== undefined ? { join_year: fields.join } : {}),
    });
    if (renamed) await renameTeamInTexts(trx, before.name, name);
    await dropReplacedImages(trx, before, form);
  });
  return { ...(await touchedLists(deps.db, account)), team: toTeam(await currentTeam(deps.db, id)) };
}

/**
 * A team with a result (played, awaiting approval, or in an archived season) is never removed: the standings
 * hold it. Its matches still to play go with it only when the caller asked (`removeUnplayed`), never silently.
 */
export async function removeTeam(
  deps: Deps,
  account: Account,
  id: string,
  removeUnplayed: boolean,
): Promise<TeamChangeAnswer> {
  const team = await currentTeam(deps.db, id);
  const matches = await matchesOfTeam(deps.db, id);
  if (matches.played > 0) throw new Conflict(TEAM_MESSAGES.played(team.name, matches.played));
  if (matches.unplayed.length > 0 && !removeUnplayed) {
    throw new Conflict(TEAM_MESSAGES.unplayed(team.name, matches.unplayed.length));
  }
  const withMatches = matches.unplayed.length > 0 ? ` et ses ${matches.unplayed.length} match(s) à jouer` : '';
  const detail = `Équipe retirée${NNBSP}: ${team.name}${withMatches}`;
  await runWrite(deps, account, { action: 'delete', entity: 'team', id, detail }, async ({ trx }) => {
    await deleteMatches(trx, matches.unplayed);
    await deleteTeam(trx, id);
    await removeUnusedMedia(trx, [team.logo_media, team.picture_media]);
  });
  return touchedLists(deps.db, account);
}

/** The lists a team change touches, as they now stand; people's lists only for an administrator. */
async function touchedLists(db: Db, account: Account): Promise<TeamChangeAnswer> {
  const { timeZone } = await readSettings(db);
  const admin = hasAdminStatus(account.role);
  const [players, matches, series, freeAgents, users, pendingUsers] = await Promise.all([
    listPlayers(db, ''),
    matchRows(db, ''),
    listSeries(db, ''),
    listFreeAgents(db),
    admin ? listUsers(db) : undefined,
    admin ? listAccountRequests(db) : undefined,
  ]);
  return {
    success: true,
    players,
    schedule: matches.map((row) => toMatch(row, timeZone)),
    series,
    freeAgents,
    ...(users ? { users, pendingUsers } : {}),
  };
}
