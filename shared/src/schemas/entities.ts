import { z } from 'zod';
import { TIE_BREAK_CRITERIA, type TieBreakCriterion } from '../rankings/types';
import { SPONSOR_TIERS } from '../sponsors/tiers';
import { idSchema, scoreSchema, zonedDateSchema } from './common';

/** The league's entities as the API sends them. Media are URLs under /media/. */
export const teamSchema = z.object({
  _id: idSchema,
  name: z.string(),
  division: z.string(),
  pool: z.string(),
  color: z.string(),
  join: z.number().int().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
});

export const fieldSchema = z.object({
  _id: idSchema,
  name: z.string(),
  type: z.enum(['indoor', 'outdoor']),
  address: z.string(),
});

export const matchSchema = z.object({
  _id: idSchema,
  date: zonedDateSchema,
  field: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  division: z.string(),
  pool: z.string(),
  round: z.number().int().nullable(),
  status: z.enum(['scheduled', 'played', 'cancelled']),
  /** The approved score; null until played and approved. */
  result: scoreSchema.nullable(),
  /** A score a captain requested, awaiting an administrator. */
  pendingApproval: scoreSchema.nullable(),
  /** A cancellation (rainout) a captain requested, awaiting an administrator; absent means none. */
  pendingCancellation: z.boolean().optional(),
});

export const seriesMatchSchema = z.object({
  _id: idSchema,
  date: zonedDateSchema,
  field: z.string(),
  pool: z.string(),
  homeDivision: z.string(),
  homePool: z.string(),
  homeRank: z.number().int(),
  awayDivision: z.string(),
  awayPool: z.string(),
  awayRank: z.number().int(),
  /** The seed's team once the season standings are final; null while they are provisional. */
  homeTeam: z.string().nullable(),
  awayTeam: z.string().nullable(),
  result: scoreSchema.nullable(),
  pendingApproval: scoreSchema.nullable(),
});

/** The sponsor tiers, in their order (one list, in ../sponsors). */
export const SPONSOR_TYPES = SPONSOR_TIERS;
export const sponsorSchema = z.object({
  _id: idSchema,
  name: z.string(),
  sponsorType: z.enum(SPONSOR_TYPES),
  websiteUrl: z.string(),
  description: z.string(),
  affiliateTeams: z.array(z.string()),
  telephone: z.string(),
  contactEmail: z.string(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  color: z.string(),
});

export const playerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  team: z.string().nullable(),
  knownteams: z.array(z.string()),
});

export const freeAgentSchema = z.object({ _id: idSchema, name: z.string() });
/** GET /api/freeagents/{id}: what the administrators' edit form starts from (the e-mail is theirs only). */
export const freeAgentDetailSchema = freeAgentSchema.extend({ email: z.string() });

export const archiveSchema = z.object({ name: z.string(), startDate: z.string(), stopDate: z.string() });

export const resourceSummarySchema = z.object({ name: z.string(), title: z.string() });
export const resourceSchema = z.object({ name: z.string(), title: z.string(), content: z.string() });

const recordLineSchema = z.object({
  games: z.number().int(),
  win: z.number().int(),
  lost: z.number().int(),
  nul: z.number().int(),
  points: z.number(),
  pf: z.number().int(),
  pa: z.number().int(),
  diff: z.number().int(),
});
/** Why a row stands above the next one with the same points (docs/product.md#standings). */
export const tieBreakSchema = z.object({
  criterion: z.enum(TIE_BREAK_CRITERIA as [TieBreakCriterion, ...TieBreakCriterion[]]),
  over: z.string(),
  values: z.tuple([z.number(), z.number()]),
  skipped: z.array(z.literal('headToHead')).optional(),
});
export const rankingRowSchema = recordLineSchema.extend({
  team: z.string(),
  teamId: z.string(),
  awaitingApproval: z.number().int(),
  rank: z.number().int().min(1),
  tieBreak: tieBreakSchema.optional(),
  standing: z.enum(['qualified', 'eliminated']).optional(),
});
export const rankingGroupSchema = z.object({
  category: z.string(),
  provisional: z.boolean(),
  rows: z.array(rankingRowSchema),
  playoffPlaces: z.number().int().min(1).optional(),
});

export const teamStatsSchema = z.object({
  team: z.string(),
  overall: recordLineSchema,
  home: recordLineSchema,
  away: recordLineSchema,
  last: z.array(
    z.object({
      matchId: z.string(),
      date: z.string(),
      opponent: z.string(),
      homeOrAway: z.enum(['home', 'away']),
      pf: z.number().int(),
      pa: z.number().int(),
      outcome: z.enum(['W', 'L', 'T']),
    }),
  ),
  opponents: z.array(recordLineSchema.extend({ opponent: z.string() })),
  /** the team's rank in its group at the end of each week (the Sunday that ends it, league time zone) */
  positions: z.array(z.object({ week: z.iso.date(), rank: z.number().int().min(1), teams: z.number().int().min(1) })),
  /** the last five approved results, oldest first */
  lastFive: z.array(z.enum(['V', 'D', 'N'])).max(5),
});

export type Team = z.infer<typeof teamSchema>;
export type Field = z.infer<typeof fieldSchema>;
export type Match = z.infer<typeof matchSchema>;
export type SeriesMatch = z.infer<typeof seriesMatchSchema>;
export type Sponsor = z.infer<typeof sponsorSchema>;
export type Player = z.infer<typeof playerSchema>;
export type FreeAgent = z.infer<typeof freeAgentSchema>;
export type FreeAgentDetail = z.infer<typeof freeAgentDetailSchema>;
export type Archive = z.infer<typeof archiveSchema>;
export type Resource = z.infer<typeof resourceSchema>;
