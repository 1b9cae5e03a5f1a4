import { z } from 'zod';
import { DEFAULT_POOL_LABEL } from '../constants';
import { idSchema, lineSchema, nameSchema } from './common';
import { teamSchema } from './entities';
import { earlierSameNames, NEW_SEASON_LIMITS as LIMITS, newSeasonMessages as say } from './new-season-words';

export { earlierSameNames, NEW_SEASON_LIMITS, newSeasonMessages, teamNameKey } from './new-season-words';

/**
 * POST /api/seasons/start: the teams of the season about to start, each with its division and pool. A listed id is
 * a current team kept (captains and players stay), renamed if its name changed; a name without an id is a new team;
 * a current team left out goes.
 */
export const newSeasonTeamSchema = z.object({
  id: idSchema.optional().describe('Identifiant d’une équipe de la saison courante, gardée'),
  name: nameSchema(LIMITS.name, say.emptyName),
  division: nameSchema(LIMITS.division, say.noDivision),
  /** « N/A », the placeholder of the team form, means no pool there too */
  pool: lineSchema(LIMITS.pool)
    .default('')
    .transform((pool) => (pool === DEFAULT_POOL_LABEL ? '' : pool)),
});

export const startSeasonSchema = z.object({
  teams: z
    .array(newSeasonTeamSchema)
    .min(1, say.noTeams)
    .max(LIMITS.teams, say.tooManyTeams)
    .superRefine((teams, ctx) => {
      earlierSameNames(teams.map((team) => team.name)).forEach((earlier, index) => {
        if (earlier >= 0) {
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: say.duplicateName(teams[index]?.name ?? '') });
        }
      });
      const ids = new Set<string>();
      teams.forEach((team, index) => {
        if (team.id === undefined) return;
        if (ids.has(team.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: say.duplicateTeam });
        ids.add(team.id);
      });
    }),
});

export const startSeasonResponseSchema = z.object({
  success: z.literal(true),
  /** the current season's teams as they now are */
  teams: z.array(teamSchema),
  /** current teams kept (re-pooled, renamed), teams created, current teams removed */
  kept: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  removed: z.number().int().nonnegative(),
});

export type NewSeasonTeam = z.input<typeof newSeasonTeamSchema>;
export type StartSeason = z.infer<typeof startSeasonSchema>;
export type StartSeasonResponse = z.infer<typeof startSeasonResponseSchema>;
