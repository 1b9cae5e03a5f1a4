/**
 * Starting the next season (« Nouvelle saison »): the current season's teams, each with its division and pool, in
 * one write once the season holds no match — after archiving, or in a new league (docs/product.md#seasons).
 */
import { NNBSP } from '@league/shared';
import { newSeasonMessages, type StartSeason, type StartSeasonResponse } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY, type TeamRow } from '../db/schema';
import { Conflict, InvalidFields } from '../league/domain-errors';
import { runWrite, type Actor } from '../league/write';
import { removeUnusedMedia } from '../media/media-repository';
import { deleteTeam, insertTeam, renameTeamInTexts, updateTeam } from '../teams/team-writes-repository';
import { listTeamRows, listTeams } from '../teams/teams-repository';
import { changes, newTeamColors, planNewSeason, type NewSeasonPlan } from './new-season-plan';
import { currentSeasonGames } from './new-season-repository';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** The audit line: « Nouvelle saison : 16 équipes (14 gardées, 2 nouvelles, 1 retirée) ». */
function seasonDetail({ kept, created, removed }: NewSeasonPlan): string {
  const teams = plural(kept.length + created.length, 'équipe', 'équipes');
  const parts = [
    plural(kept.length, 'gardée', 'gardées'),
    plural(created.length, 'nouvelle', 'nouvelles'),
    plural(removed.length, 'retirée', 'retirées'),
  ];
  return `Nouvelle saison${NNBSP}: ${teams} (${parts.join(', ')})`;
}

export async function startSeason(deps: { db: Db }, actor: Actor, request: StartSeason): Promise<StartSeasonResponse> {
  const plan = await runWrite(
    deps,
    actor,
    (done: NewSeasonPlan) => ({ action: 'update', entity: 'team', detail: seasonDetail(done) }),
    async ({ trx }) => {
      // read in the write, so that a match added meanwhile is seen
      if ((await currentSeasonGames(trx)) > 0) throw new Conflict(newSeasonMessages.seasonHasMatches);
      const current = await listTeamRows(trx, CURRENT_SEASON_KEY);
      const planned = planNewSeason(current, request.teams);
      if (planned.unknown.length > 0) {
        throw new InvalidFields(
          planned.unknown.map((index) => ({
            path: `body.teams.${index}.id`,
            message: newSeasonMessages.unknownTeam(request.teams[index]?.name ?? ''),
          })),
        );
      }
      await applyPlan(trx, planned, current);
      return planned;
    },
  );
  return {
    success: true,
    teams: await listTeams(deps.db, CURRENT_SEASON_KEY),
    kept: plan.kept.length,
    created: plan.created.length,
    removed: plan.removed.length,
  };
}

/**
 * Removed teams go first (their captains' and fans' links and sponsorships with them, their players stay without a
 * team, as a removed team's do), so their names are free; renamed teams pass through a name no one has, so two
 * teams may swap names; then the new teams come.
 */
async function applyPlan(trx: Db, plan: NewSeasonPlan, current: readonly TeamRow[]): Promise<void> {
  for (const team of plan.removed) await deleteTeam(trx, team.id);
  const removedIds = new Set(plan.removed.map((team) => team.id));
  await removeUnusedMedia(
    trx,
    current.filter((row) => removedIds.has(row.id)).flatMap((row) => [row.logo_media, row.picture_media]),
  );
  const renamed = plan.kept.filter(({ before, after }) => before.name !== after.name);
  const passing = new Map(renamed.map(({ before }) => [before.id, `${before.id} ${randomUUID()}`]));
  for (const { before } of renamed) {
    const through = passing.get(before.id) as string;
    await updateTeam(trx, before.id, { name: through });
    await renameTeamInTexts(trx, before.name, through);
  }
  for (const kept of plan.kept.filter(changes)) {
    const { id, name, division, pool } = kept.after;
    await updateTeam(trx, id, { name, division, pool });
    const through = passing.get(id);
    if (through) await renameTeamInTexts(trx, through, name);
  }
  const worn = current.filter((team) => !removedIds.has(team.id)).map((team) => team.color);
  const colors = newTeamColors(plan.created.length, worn);
  for (const [index, team] of plan.created.entries()) {
    await insertTeam(trx, {
      id: randomUUID(),
      ...team,
      color: colors[index] as string,
      join_year: null,
      logo_media: null,
      picture_media: null,
    });
  }
}
