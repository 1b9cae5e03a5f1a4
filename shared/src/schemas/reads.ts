import { z } from 'zod';
import { daySchema, nameSchema, seasonQuerySchema } from './common';
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

/** Bodies of the read calls. */
export const teamsResponseSchema = z.object({ teams: z.array(teamSchema) });
export const fieldsResponseSchema = z.object({ fields: z.array(fieldSchema) });
/** Weeks a window `around` a day holds when `weeks` is not given, and the most it may hold. */
export const SCHEDULE_WINDOW_WEEKS = 4;
export const SCHEDULE_WINDOW_MAX_WEEKS = 26;

/**
 * `GET /api/schedule`'s query. Without `around` or `from`/`to` the answer is the whole season. `around`
 * (a calendar day, the reader's today) opens at the week holding it, else the next week with a match, else the
 * season's first week, as the schedule page does, and holds `weeks` weeks from there; `from`/`to` are the first
 * and last calendar days (league time zone). `team` keeps the matches one team plays (whole season or window).
 */
export const scheduleQuerySchema = seasonQuerySchema
  .extend({
    around: daySchema.optional(),
    weeks: z.coerce.number().int().min(1).max(SCHEDULE_WINDOW_MAX_WEEKS).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    team: nameSchema(100, "Le nom de l'équipe ne peut être vide").optional(),
  })
  .refine((query) => query.around === undefined || (query.from ?? query.to) === undefined, {
    message: 'Une fenêtre se donne par around ou par from et to, pas les deux',
  })
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    message: 'from et to vont ensemble',
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: 'from doit précéder to',
  })
  .refine((query) => query.weeks === undefined || query.around !== undefined, {
    message: 'weeks ne va qu’avec around',
  });
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

/**
 * The days a windowed answer covers, the nearest match days outside it (null: none that way), and how many matches
 * the read holds in all, inside and outside the window (the season's, or the team's).
 */
export const scheduleWindowSchema = z.object({
  from: daySchema,
  to: daySchema,
  earlier: daySchema.nullable(),
  later: daySchema.nullable(),
  count: z.number().int().min(0),
});
export type ScheduleWindow = z.infer<typeof scheduleWindowSchema>;

/** The whole season's matches; a windowed read adds `window`. */
export const scheduleResponseSchema = z.object({
  schedule: z.array(matchSchema),
  window: scheduleWindowSchema.optional(),
});
export const seriesResponseSchema = z.object({ series: z.array(seriesMatchSchema) });
export const sponsorsResponseSchema = z.object({ sponsors: z.array(sponsorSchema) });
export const playersResponseSchema = z.object({ players: z.array(playerSchema) });
export const freeAgentsResponseSchema = z.object({ players: z.array(freeAgentSchema) });
export const seasonsResponseSchema = z.object({ archives: z.array(archiveSchema) });
export const resourceListResponseSchema = z.object({ resources: z.array(resourceSummarySchema) });
export const resourceResponseSchema = resourceSchema;
export const rankingResponseSchema = z.object({
  /** true while any group is provisional */
  provisional: z.boolean(),
  /** the season's matches, whatever their state (season standings only): 0 when the schedule is empty */
  matchCount: z.number().int().min(0).optional(),
  groups: z.array(rankingGroupSchema),
});
export const mapsKeyResponseSchema = z.object({ key: z.string() });

export const HOME_RESOURCES = ['league_descr_long', 'league_descr_short', 'league_join'] as const;
export const homeResourceParamsSchema = z.object({ name: z.enum(HOME_RESOURCES) });
export type HomeResource = (typeof HOME_RESOURCES)[number];
export const HOME_IMAGES = ['home1.jpg', 'logo_text.png', 'logo_text_narrow.png'] as const;
export const homeImageParamsSchema = z.object({ file: z.enum(HOME_IMAGES) });
export const resourceNameParamsSchema = z.object({ resourceName: nameSchema(200) });
export const teamParamsSchema = z.object({ team: nameSchema(100) });
export const mediaParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'Identifiant de média invalide') });
