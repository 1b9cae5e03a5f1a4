import { z } from 'zod';
import { addDays } from '../schedule/calendar-days';
import { GENERATOR_LIMITS as LIMITS, GENERATOR_MESSAGES as MESSAGES } from '../schedule-generator/words';
import { daySchema, idSchema, lineSchema, nameSchema, zonedDateSchema } from './common';

/**
 * POST /api/schedule/generate (docs/product.md#generator): a season's schedule made from the league's weekly slots,
 * previewed (`dryRun`, the default) or published. Days are 'YYYY-MM-DD' and times 'HH:MM' on the league's clock;
 * fields are ids (GET /api/fields); teams are named as GET /api/teams names them.
 */
const weekdaySchema = z
  .number({ error: MESSAGES.weekday })
  .int(MESSAGES.weekday)
  .min(1, MESSAGES.weekday)
  .max(7, MESSAGES.weekday);

export const weeklySlotSchema = z.strictObject({
  weekday: weekdaySchema,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.time),
  field: idSchema,
});

const division = lineSchema(100);
const poolName = lineSchema(100);
const teamName = nameSchema(100);

export const generatorPoolSchema = z.strictObject({
  division,
  pool: poolName,
  teams: z.array(teamName).max(LIMITS.teams),
});

export const generatorWishesSchema = z.strictObject({
  /** teams that cannot play on these weekdays */
  teamDays: z
    .array(z.strictObject({ team: teamName, weekdays: z.array(weekdaySchema).min(1).max(7) }))
    .max(LIMITS.wishes)
    .default([]),
  /** pools whose home matches are played on these fields only */
  poolFields: z
    .array(z.strictObject({ division, pool: poolName, fields: z.array(idSchema).min(1).max(LIMITS.slots) }))
    .max(LIMITS.pools)
    .default([]),
});

export const scheduleGenerateBodySchema = z
  .strictObject({
    from: daySchema,
    to: daySchema,
    meetings: z
      .number({ error: MESSAGES.meetings })
      .int(MESSAGES.meetings)
      .min(1, MESSAGES.meetings)
      .max(LIMITS.meetings, MESSAGES.meetings),
    slots: z.array(weeklySlotSchema).min(1, MESSAGES.noSlot).max(LIMITS.slots, MESSAGES.tooManySlots),
    skipDays: z.array(daySchema).max(LIMITS.skipDays).default([]),
    /** true: only the preview, nothing written */
    dryRun: z.boolean().default(true),
    /** same input and seed, same schedule; « Mélanger » sends another */
    seed: z.number().int().min(0).max(2_147_483_647).default(1),
    /** the teams of each pool; by default every team of the season, by its division and pool */
    pools: z.array(generatorPoolSchema).max(LIMITS.pools).optional(),
    /** the teams of a division also meet the other pools' */
    crossPools: z.boolean().default(false),
    wishes: generatorWishesSchema.optional(),
    /** what becomes of the matches already in the period: required to publish when there are any */
    existing: z.enum(['replace', 'add'], MESSAGES.existingChoice).optional(),
  })
  .superRefine((body, ctx) => {
    // the days themselves refused already: no period to measure
    if (!daySchema.safeParse(body.from).success || !daySchema.safeParse(body.to).success) return;
    if (body.to < body.from) ctx.addIssue({ code: 'custom', message: MESSAGES.toBeforeFrom, path: ['to'] });
    else if (addDays(body.from, LIMITS.days - 1) < body.to)
      ctx.addIssue({ code: 'custom', message: MESSAGES.tooLong, path: ['to'] });
    const slots = new Set<string>();
    body.slots.forEach(({ weekday, time, field }, index) => {
      const key = `${weekday} ${time} ${field}`;
      if (slots.has(key))
        ctx.addIssue({ code: 'custom', message: MESSAGES.sameSlot(weekday, time), path: ['slots', index] });
      slots.add(key);
    });
    const teams = new Set<string>();
    body.pools?.forEach((pool, index) =>
      pool.teams.forEach((team, position) => {
        if (teams.has(team))
          ctx.addIssue({
            code: 'custom',
            message: MESSAGES.teamTwice(team),
            path: ['pools', index, 'teams', position],
          });
        teams.add(team);
      }),
    );
  });

const check = z.object({ ok: z.boolean(), label: z.string() });

export const generatedMatchSchema = z.object({
  date: zonedDateSchema,
  field: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  division: z.string(),
  /** '' for a match between two pools of a division */
  pool: z.string(),
  round: z.number().int(),
});

/**
 * The schedule made: the matches (named as GET /api/schedule names them), those left out and why, each guarantee
 * checked, and the matches the period already holds (`kept`: those a replace keeps, played, cancelled or awaiting
 * approval). A publish says how many it replaced.
 */
export const scheduleGenerateAnswerSchema = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  seed: z.number().int(),
  matches: z.array(generatedMatchSchema),
  unplaced: z.array(generatedMatchSchema.omit({ date: true, field: true }).extend({ reason: z.string() })),
  checks: z.object({
    placed: check,
    meetings: check,
    oneSlot: check,
    oneDay: check,
    fields: check,
    homeAway: check,
    byes: check,
    wishes: check,
  }),
  existing: z.object({ count: z.number().int(), kept: z.number().int() }),
  replaced: z.number().int(),
});

export type WeeklySlotBody = z.infer<typeof weeklySlotSchema>;
export type ScheduleGenerateBody = z.input<typeof scheduleGenerateBodySchema>;
export type ScheduleGenerateRequest = z.output<typeof scheduleGenerateBodySchema>;
export type ScheduleGenerateAnswer = z.infer<typeof scheduleGenerateAnswerSchema>;
export type GeneratedMatch = z.infer<typeof generatedMatchSchema>;
