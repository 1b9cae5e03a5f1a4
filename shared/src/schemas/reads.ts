import { z } from 'zod';
import { nameSchema } from './common';
import {
  archiveSchema,
  fieldSchema,
  freeAgentSchema,
  matchSchema,
  playerSchema,
  rankingGroupSchema,
  resourceSchema,
  resourceSummarySchema,
  seriesMatchSchema,
  sponsorSchema,
  teamSchema,
} from './entities';

/** Bodies of the read calls of spec §7. */
export const teamsResponseSchema = z.object({ teams: z.array(teamSchema) });
export const fieldsResponseSchema = z.object({ fields: z.array(fieldSchema) });
export const scheduleResponseSchema = z.object({ schedule: z.array(matchSchema) });
export const seriesResponseSchema = z.object({ series: z.array(seriesMatchSchema) });
export const sponsorsResponseSchema = z.object({ sponsors: z.array(sponsorSchema) });
export const playersResponseSchema = z.object({ players: z.array(playerSchema) });
export const freeAgentsResponseSchema = z.object({ players: z.array(freeAgentSchema) });
export const seasonsResponseSchema = z.object({ archives: z.array(archiveSchema) });
export const resourceListResponseSchema = z.object({ resources: z.array(resourceSummarySchema) });
export const resourceResponseSchema = resourceSchema;
export const rankingResponseSchema = z.object({
  /** true while any group is provisional (spec §4) */
  provisional: z.boolean(),
  groups: z.array(rankingGroupSchema),
});
export const mapsKeyResponseSchema = z.object({ key: z.string() });

export const HOME_RESOURCES = ['league_descr_long', 'league_descr_short', 'league_join'] as const;
export const homeResourceParamsSchema = z.object({ name: z.enum(HOME_RESOURCES) });
export const HOME_IMAGES = ['home1.jpg', 'logo_text.png', 'logo_text_narrow.png'] as const;
export const homeImageParamsSchema = z.object({ file: z.enum(HOME_IMAGES) });
export const resourceNameParamsSchema = z.object({ resourceName: nameSchema(200) });
export const teamParamsSchema = z.object({ team: nameSchema(100) });
export const mediaParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'Identifiant de média invalide') });
