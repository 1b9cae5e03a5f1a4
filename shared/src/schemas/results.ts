import { z } from 'zod';
import { MAX_SCORE, RESULT_MESSAGES } from '../results/score-rules';
import { idSchema, lineSchema, nameSchema, zonedDateSchema } from './common';
import { errorResponseSchema } from './errors';

/**
 * The bodies and answers of the result and schedule writes (schedule and series). Teams and
 * fields are named as the reads name them; a date carries the league's offset, as GET /api/schedule sends it.
 */
const score = z
  .number({ error: RESULT_MESSAGES.score })
  .int(RESULT_MESSAGES.score)
  .min(0, RESULT_MESSAGES.score)
  .max(MAX_SCORE, RESULT_MESSAGES.score);

export const proposedScoreSchema = z.strictObject({ home: score, away: score });
export const proposedCancellationSchema = z.strictObject({ cancelled: z.literal(true) });

/** Two scores, or a cancellation (rainout): what a captain proposes and an admin approves. */
export const resultProposalSchema = z.union([proposedScoreSchema, proposedCancellationSchema], {
  // one message in the league's words rather than each option's
  error: (issue) =>
    issue.code === 'invalid_union' && typeof issue.input === 'object' && issue.input && 'cancelled' in issue.input
      ? RESULT_MESSAGES.cancelledWithScore
      : RESULT_MESSAGES.score,
});

/**
 * POST /api/schedule/approveedit/{id}: `expected` is the pending proposal the admin saw (the optimistic check:
 * 409 when it has changed); `decision` 'refuse' clears it instead and tells its author.
 */
export const approveEditBodySchema = z.strictObject({
  decision: z.enum(['approve', 'refuse']).default('approve'),
  expected: resultProposalSchema,
});
/** POST /api/series/approveedit/{id}: series matches have scores only. */
export const seriesApproveEditBodySchema = z.strictObject({
  decision: z.enum(['approve', 'refuse']).default('approve'),
  expected: proposedScoreSchema,
});

/** A season match or a series match: the inbox's results come from both. */
export const resultKindSchema = z.enum(['match', 'series']);

/**
 * POST /api/inbox/reopen/{id}: an approval undone (the toast's « Annuler »): `approved` is the result the admin
 * approved; 409 when the match no longer holds exactly it.
 */
export const reopenBodySchema = z.strictObject({ kind: resultKindSchema, approved: resultProposalSchema });

/** GET /api/inbox/disagreements: the pending results whose two captains proposed differently, with the earlier one. */
export const disagreementsResponseSchema = z.object({
  disagreements: z.array(z.object({ kind: resultKindSchema, _id: idSchema, earlier: resultProposalSchema })),
});

/** GET /api/inbox/count: how many decisions wait for an administrator, by kind (the admin's inbox and menu). */
export const inboxCountSchema = z.object({
  results: z.number().int(),
  reservations: z.number().int(),
  accountRequests: z.number().int(),
});

const teamName = nameSchema(100);
const fieldName = nameSchema(100);
const round = z.number().int().min(1).max(999).nullable();

/** POST /api/schedule/add. Division and pool default to the home team's. */
export const matchAddBodySchema = z.strictObject({
  date: zonedDateSchema,
  field: fieldName,
  homeTeam: teamName,
  awayTeam: teamName,
  division: lineSchema(100).optional(),
  pool: lineSchema(100).optional(),
  round: round.optional(),
  /** the admin passed the warning that a team already plays that day (409 with `confirm` otherwise) */
  sameDayConfirmed: z.boolean().optional(),
});

/**
 * PUT /api/schedule/edit/{id}: what the admin changes, each optional. `status` 'played' needs `result`;
 * 'scheduled' and 'cancelled' have none. A pending proposal is dropped.
 */
export const matchEditBodySchema = z.strictObject({
  date: zonedDateSchema.optional(),
  field: fieldName.optional(),
  homeTeam: teamName.optional(),
  awayTeam: teamName.optional(),
  division: lineSchema(100).optional(),
  pool: lineSchema(100).optional(),
  round: round.optional(),
  status: z.enum(['scheduled', 'played', 'cancelled']).optional(),
  result: proposedScoreSchema.nullable().optional(),
  /** as for an added match: a new date or team that makes a team play twice that day must be confirmed */
  sameDayConfirmed: z.boolean().optional(),
});

/** PUT /api/series/edit/{id}: date, field and the score (null clears it). */
export const seriesEditBodySchema = z.strictObject({
  date: zonedDateSchema.optional(),
  field: fieldName.optional(),
  result: proposedScoreSchema.nullable().optional(),
});

export const matchIdAnswerSchema = z.object({ success: z.literal(true), _id: idSchema });

/** POST /api/schedule/import: the `options` part, JSON text. */
export const importOptionsSchema = z.strictObject({
  /** append to the schedule, or replace the season's unplayed matches */
  mode: z.enum(['append', 'replace']).default('append'),
  /** report what would be added, write nothing */
  dryRun: z.boolean().default(false),
});

/** The spreadsheet formats a file is offered in: the import's samples the README describes, and the exports. */
export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export const spreadsheetFormatParamsSchema = z.object({ format: z.enum(SPREADSHEET_FORMATS) });

/** A match the import adds, as the file describes it. */
export const importedMatchSchema = z.object({
  line: z.number().int(),
  date: zonedDateSchema,
  field: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  division: z.string(),
  pool: z.string(),
  round: z.number().int().nullable(),
});

/**
 * The import's answer. With bad rows (400, nothing written): `error` is 'Erreurs lors de l'import des matchs
 * provenant du fichier {file}' and `errors` lists every bad row. `matchCount` counts the rows that would be (dry
 * run) or were added, `matches` shows the first IMPORT_SHOWN_MATCHES of them (a season's file fits whole; a file of
 * thousands of rows would make an answer of megabytes nobody reads); `replaced` counts the unplayed matches a
 * replace removes.
 */
export const IMPORT_SHOWN_MATCHES = 500;

export const importReportSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  dryRun: z.boolean(),
  errors: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** rows that pass but deserve a look (a team playing twice that day): they are imported all the same */
  warnings: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  matchCount: z.number().int(),
  matches: z.array(importedMatchSchema).max(IMPORT_SHOWN_MATCHES),
  replaced: z.number().int(),
});

/** A refused import or request: the one error shape, with the import's report when rows were bad. */
export const importRefusalSchema = errorResponseSchema.extend(
  importReportSchema.omit({ success: true, error: true }).partial().shape,
);

export type ResultProposalBody = z.infer<typeof resultProposalSchema>;
export type ProposedScore = z.infer<typeof proposedScoreSchema>;
export type ApproveEditBody = z.infer<typeof approveEditBodySchema>;
export type SeriesApproveEditBody = z.infer<typeof seriesApproveEditBodySchema>;
export type ReopenBody = z.infer<typeof reopenBodySchema>;
export type Disagreements = z.infer<typeof disagreementsResponseSchema>;
export type InboxCount = z.infer<typeof inboxCountSchema>;
export type MatchAddBody = z.infer<typeof matchAddBodySchema>;
export type MatchEditBody = z.infer<typeof matchEditBodySchema>;
export type SeriesEditBody = z.infer<typeof seriesEditBodySchema>;
export type ImportOptions = z.infer<typeof importOptionsSchema>;
export type ImportedMatch = z.infer<typeof importedMatchSchema>;
export type ImportReport = z.infer<typeof importReportSchema>;
