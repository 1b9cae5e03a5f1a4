import { toTeam } from '@league/shared';
import type { FreeAgentAddBody, FreeAgentDetail, PlayerAddBody } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/current-account';
import { NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { currentTeamIds } from '../league/team-names';
import { runWrite } from '../league/write';
import {
  deleteFreeAgent,
  deletePlayer,
  findCurrentPlayer,
  findFreeAgent,
  insertFreeAgent,
  insertPlayer,
  readFreeAgent,
  updateFreeAgent,
  updatePlayer,
} from './players-repository';

/** Administrators keep the current season's rosters and the free agents list. */

type PlayersDeps = Pick<RouteDeps, 'db'>;

const PLAYER_NOT_FOUND = 'Joueur introuvable';
const FREE_AGENT_NOT_FOUND = 'Joueur autonome introuvable';

/** A player's row: their team and the teams they are known for, all teams of the current season (else 400). */
async function playerRow(trx: PlayersDeps['db'], body: PlayerAddBody) {
  const [teamId] = await currentTeamIds(trx, [body.team]);
  await currentTeamIds(trx, body.knownteams);
  const known = [...new Set(body.knownteams.filter((team) => team !== body.team))];
  return { name: body.name, team_id: teamId as string, known_teams: JSON.stringify(known) };
}

/** A player joins a team of the current season; the teams they are known for must be teams of the league too. */
export async function addPlayer(deps: PlayersDeps, actor: Account, body: PlayerAddBody): Promise<string> {
  const id = randomUUID();
  const detail = `Joueur ${body.name} ajouté ${toTeam(body.team)}`;
  await runWrite(deps, actor, { action: 'create', entity: 'player', id, detail }, async ({ trx }) => {
    await insertPlayer(trx, { id, ...(await playerRow(trx, body)) });
  });
  return id;
}

/** A player's name, team or known teams change in place (a trade, a misspelt name). */
export async function editPlayer(deps: PlayersDeps, actor: Account, id: string, body: PlayerAddBody): Promise<void> {
  const player = await findCurrentPlayer(deps.db, id);
  if (!player) throw new NotFound(PLAYER_NOT_FOUND);
  const detail = `Joueur ${player.name} modifié (${body.name}, ${body.team})`;
  await runWrite(deps, actor, { action: 'update', entity: 'player', id, detail }, async ({ trx }) => {
    if (!(await updatePlayer(trx, id, await playerRow(trx, body)))) throw new NotFound(PLAYER_NOT_FOUND);
  });
}

export async function removePlayer(deps: PlayersDeps, actor: Account, id: string): Promise<void> {
  const player = await findCurrentPlayer(deps.db, id);
  if (!player) throw new NotFound(PLAYER_NOT_FOUND);
  const detail = `Joueur ${player.name} supprimé`;
  await runWrite(deps, actor, { action: 'delete', entity: 'player', id, detail }, async ({ trx }) => {
    if (!(await deletePlayer(trx, id))) throw new NotFound(PLAYER_NOT_FOUND);
  });
}

export async function addFreeAgent(deps: PlayersDeps, actor: Account, body: FreeAgentAddBody): Promise<string> {
  const id = randomUUID();
  const detail = `Joueur autonome ${body.name} ajouté`;
  await runWrite(deps, actor, { action: 'create', entity: 'freeAgent', id, detail }, async ({ trx }) => {
    await insertFreeAgent(trx, { id, ...body, created_at: new Date().toISOString() });
  });
  return id;
}

/** A free agent as the edit form starts from it: with the e-mail that visitors never see. */
export async function freeAgentForEdit(deps: PlayersDeps, id: string): Promise<FreeAgentDetail> {
  const agent = await readFreeAgent(deps.db, id);
  if (!agent) throw new NotFound(FREE_AGENT_NOT_FOUND);
  return agent;
}

export async function editFreeAgent(
  deps: PlayersDeps,
  actor: Account,
  id: string,
  body: FreeAgentAddBody,
): Promise<void> {
  const agent = await findFreeAgent(deps.db, id);
  if (!agent) throw new NotFound(FREE_AGENT_NOT_FOUND);
  const detail = `Joueur autonome ${agent.name} modifié`;
  await runWrite(deps, actor, { action: 'update', entity: 'freeAgent', id, detail }, async ({ trx }) => {
    if (!(await updateFreeAgent(trx, id, body))) throw new NotFound(FREE_AGENT_NOT_FOUND);
  });
}

export async function removeFreeAgent(deps: PlayersDeps, actor: Account, id: string): Promise<void> {
  const agent = await findFreeAgent(deps.db, id);
  if (!agent) throw new NotFound(FREE_AGENT_NOT_FOUND);
  const detail = `Joueur autonome ${agent.name} supprimé`;
  await runWrite(deps, actor, { action: 'delete', entity: 'freeAgent', id, detail }, async ({ trx }) => {
    if (!(await deleteFreeAgent(trx, id))) throw new NotFound(FREE_AGENT_NOT_FOUND);
  });
}
