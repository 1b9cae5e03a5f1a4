import { z } from 'zod';
import { archiveSchema } from './entities';
import { daySchema, nameSchema } from './common';

/**
 * Season operations: spreadsheet backups and archived seasons.
 */

/** A backup's file name as the server makes it: no folder, no path trick, always .xlsx. */
export const backupNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}\.xlsx$/, 'Nom de sauvegarde invalide');

/** The backup list: parallel arrays, newest first. */
export const backupListSchema = z.object({
  name: z.array(backupNameSchema),
  date: z.array(z.string()),
  deletable: z.array(z.boolean()),
});

export const backupsResponseSchema = z.object({ success: z.literal(true), backups: backupListSchema });
export const backupNameParamsSchema = z.object({ backupName: backupNameSchema });

import { archiveMessages } from './words';
export { archiveMessages } from './words';

const archiveNameSchema = nameSchema(100, archiveMessages.emptyName).refine(
  (name) => name !== 'current',
  archiveMessages.reservedName,
);

const inOrder = { message: archiveMessages.stopBeforeStart, path: ['stopDate'] };

/** PUT /api/seasons/add: archive the current season's matches dated from startDate to stopDate (inclusive). */
export const archiveSeasonSchema = z
  .object({
    name: archiveNameSchema,
    startDate: daySchema,
    stopDate: daySchema,
    /** false: the new season starts without the current teams and players (their archive copies stay) */
    keepTeams: z.boolean().default(true),
  })
  .refine((archive) => archive.startDate <= archive.stopDate, inOrder);

export const archiveSeasonResponseSchema = z.object({
  success: z.literal(true),
  archives: z.array(archiveSchema),
  seriesUpdated: z.boolean(),
  matchUpdated: z.boolean(),
  timeslotUpdated: z.boolean(),
  /** the automatic backup taken first */
  backup: backupNameSchema,
});

/** POST /api/seasons/edit-name: the archive `previousName` takes `name`, `startDate` and `stopDate`. */
export const editArchiveSchema = z
  .object({
    previousName: nameSchema(100),
    name: archiveNameSchema,
    startDate: daySchema,
    stopDate: daySchema,
  })
  .refine((archive) => archive.startDate <= archive.stopDate, inOrder);

/**
 * GET /api/seasons/preview: what archiving from startDate to stopDate would do. Without dates, the span of
 * everything the current season holds (its proposed dates).
 */
export const archivePreviewQuerySchema = z
  .object({ startDate: daySchema.optional(), stopDate: daySchema.optional() })
  .refine((range) => (range.startDate === undefined) === (range.stopDate === undefined), {
    message: 'Donnez les deux dates, ou aucune',
    path: ['stopDate'],
  })
  .refine((range) => !range.startDate || !range.stopDate || range.startDate <= range.stopDate, inOrder);

const dayRangeSchema = z.object({ startDate: daySchema, stopDate: daySchema });
const seasonRowsSchema = z.object({
  matches: z.number().int().nonnegative(),
  seriesMatches: z.number().int().nonnegative(),
  timeslots: z.number().int().nonnegative(),
});

export const archivePreviewSchema = z.object({
  success: z.literal(true),
  /** the first and last days of the current season's matches, series matches and time slots; null if none */
  season: dayRangeSchema.nullable(),
  /** the days counted: the query's, or else the season's */
  range: dayRangeSchema.nullable(),
  /** rows of the current season dated in the range: they move into the archive */
  moving: seasonRowsSchema,
  /** rows of the current season outside the range: they stay */
  staying: seasonRowsSchema,
  /** the archive's snapshot (the current season keeps them too, unless it starts without teams) */
  copied: z.object({
    teams: z.number().int().nonnegative(),
    players: z.number().int().nonnegative(),
    fields: z.number().int().nonnegative(),
  }),
  /** moving matches and series matches whose result awaits approval: they would await it for good */
  awaitingApproval: z.number().int().nonnegative(),
  /** reservations still pending or confirmed on a moving time slot or match */
  openReservations: z.number().int().nonnegative(),
});

export const archivesResponseSchema = z.object({ success: z.literal(true), archives: z.array(archiveSchema) });

export type BackupList = z.infer<typeof backupListSchema>;
export type BackupsResponse = z.infer<typeof backupsResponseSchema>;
export type ArchiveSeason = z.infer<typeof archiveSeasonSchema>;
export type ArchiveSeasonResponse = z.infer<typeof archiveSeasonResponseSchema>;
export type EditArchive = z.infer<typeof editArchiveSchema>;
export type ArchivePreviewQuery = z.infer<typeof archivePreviewQuerySchema>;
export type ArchivePreview = z.infer<typeof archivePreviewSchema>;
