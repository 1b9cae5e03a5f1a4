import type { FreeAgentAddBody, PlayerAddBody } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/current-account';
import { NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { runWrite } from '../league/write';
import { currentTeamIds } from '../teams/teams-service';
import {
  deleteFreeAgent,
  deletePlayer,
  findCurrentPlayer,
  findFreeAgent,
  insertFreeAgent,
  insertPlayer,
} from './players-repository';

/** Administrators keep the current season's rosters and the free agents list (spec §6). */

type PlayersDeps = Pick<RouteDeps, 'db'>;

/** A player joins a team of the current season; the teams they are known for must be teams of the league too. */
export async function addPlayer(deps: PlayersDeps, actor: Account, body: PlayerAddBody): Promise<string> {
  const id = randomUUID();
  const detail = `Joueur ${body.name} ajouté à ${body.team}`;
  await runWrite(deps, actor, { action: 'create', entity: 'player', id, detail }, async ({ trx }) => {
    const [teamId] = await currentTeamIds(trx, [body.team]);
    await currentTeamIds(trx, body.knownteams);
    const known = [...new Set(body.knownteams)];
    await insertPlayer(trx, { id, name: body.name, team_id: teamId as string, known_teams: JSON.stringify(known) });
  });
  return id;
}

export async function removePlayer(deps: PlayersDeps, actor: Account, id: string): Promise<void> {
  const player = await findCurrentPlayer(deps.db, id);
  if (!player) throw new NotFound('Joueur introuvable');
  const detail = `Joueur ${player.name} retiré`;
  await runWrite(deps, actor, { action: 'delete', entity: 'player', id, detail }, async ({ trx }) => {
    if (!(await deletePlayer(trx, id))) throw new NotFound('Joueur introuvable');
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

export async function removeFreeAgent(deps: PlayersDeps, actor: Account, id: string): Promise<void> {
  const agent = await findFreeAgent(deps.db, id);
  if (!agent) throw new NotFound('Joueur autonome introuvable');
  const detail = `Joueur autonome ${agent.name} retiré`;
  await runWrite(deps, actor, { action: 'delete', entity: 'freeAgent', id, detail }, async ({ trx }) => {
    if (!(await deleteFreeAgent(trx, id))) throw new NotFound('Joueur autonome introuvable');
  });
}
