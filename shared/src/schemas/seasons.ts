import { z } from 'zod';
import { archiveSchema } from './entities';
import { daySchema, nameSchema } from './common';

/**
 * Season operations (spec §7 Backups, Logs and seasons): spreadsheet backups and archived seasons.
 */

/** A backup's file name as the server makes it: no folder, no path trick, always .xlsx. */
export const backupNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}\.xlsx$/, 'Nom de sauvegarde invalide');

/** The backup list of spec §3: parallel arrays, newest first. */
export const backupListSchema = z.object({
  name: z.array(backupNameSchema),
  date: z.array(z.string()),
  deletable: z.array(z.boolean()),
});

export const backupsResponseSchema = z.object({ success: z.literal(true), backups: backupListSchema });
export const backupNameParamsSchema = z.object({ backupName: backupNameSchema });

const archiveNameSchema = nameSchema(100, "Le nom de l'archive ne peut être vide").refine(
  (name) => name !== 'current',
  'Ce nom est réservé à la saison courante',
);

/** PUT /api/seasons/add: archive the current season's matches dated from startDate to stopDate (inclusive). */
export const archiveSeasonSchema = z
  .object({
    name: archiveNameSchema,
    startDate: daySchema,
    stopDate: daySchema,
    /** false: the new season starts without the current teams and players (their archive copies stay) */
    keepTeams: z.boolean().default(true),
  })
  .refine((archive) => archive.startDate <= archive.stopDate, {
    message: 'La date de fin précède la date de début',
    path: ['stopDate'],
  });

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
  .refine((archive) => archive.startDate <= archive.stopDate, {
    message: 'La date de fin précède la date de début',
    path: ['stopDate'],
  });

export const archivesResponseSchema = z.object({ success: z.literal(true), archives: z.array(archiveSchema) });

export type BackupList = z.infer<typeof backupListSchema>;
export type BackupsResponse = z.infer<typeof backupsResponseSchema>;
export type ArchiveSeason = z.infer<typeof archiveSeasonSchema>;
export type ArchiveSeasonResponse = z.infer<typeof archiveSeasonResponseSchema>;
export type EditArchive = z.infer<typeof editArchiveSchema>;
