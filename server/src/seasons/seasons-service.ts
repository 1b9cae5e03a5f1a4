/**
 * Archiving the current season, what it would do beforehand, and renaming an archive.
 * Archiving takes an automatic backup first, in the same transaction: the backup holds the league as it was.
 */
import { calendarDayOf, NNBSP } from '@league/shared';
import { endOfDayMs, startOfDayMs } from '@league/shared/schedule';
import {
  archiveMessages,
  type ArchivePreview,
  type ArchivePreviewQuery,
  type ArchiveSeason,
  type ArchiveSeasonResponse,
  type EditArchive,
} from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import { tableShapes } from '../backups/backup-repository';
import { backupWithin, type BackupsDeps } from '../backups/backups-service';
import type { Db } from '../db/database';
import { archiveExists } from '../league/archive-names-repository';
import { Conflict, NotFound } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { runWrite, type Actor } from '../league/write';
import {
  countAwaitingApproval,
  countCurrentDated,
  countCurrentSnapshot,
  countOpenReservations,
  currentSeasonBounds,
} from './archive-preview-repository';
import {
  copyCurrentSeason,
  currentMatchCount,
  insertArchive,
  listArchives,
  moveIntoArchive,
  removeCurrentTeams,
  renameArchive,
  type DateSpan,
} from './archives-repository';

export const ARCHIVE_EXISTS = (name: string) => `Une archive porte déjà le nom ${name}`;
export const ARCHIVE_NOT_FOUND = 'Archive introuvable';
export const TEAMS_STILL_PLAYING = archiveMessages.teamsStillPlaying;

interface DayRange {
  startDate: string;
  stopDate: string;
}

/** The instants an archive's days cover in the league's time zone, first day's start to last day's end. */
function spanOfDays(range: DayRange, timeZone: string): DateSpan {
  return {
    from: new Date(startOfDayMs(range.startDate, timeZone)).toISOString(),
    to: new Date(endOfDayMs(range.stopDate, timeZone)).toISOString(),
  };
}

/**
 * What archiving the days of `query` would move and leave, and what it would freeze half-done (results awaiting
 * approval, open reservations). Without days, the whole current season: the dates proposed to the administrator.
 */
export async function previewArchive(db: Db, query: ArchivePreviewQuery): Promise<ArchivePreview> {
  const { timeZone } = await readSettings(db);
  const bounds = await currentSeasonBounds(db);
  const season = bounds && {
    startDate: calendarDayOf(bounds.from, timeZone),
    stopDate: calendarDayOf(bounds.to, timeZone),
  };
  const range = query.startDate && query.stopDate ? { startDate: query.startDate, stopDate: query.stopDate } : season;
  const span = range && spanOfDays(range, timeZone);
  const { inSpan, all } = await countCurrentDated(db, span);
  return {
    success: true,
    season,
    range,
    moving: inSpan,
    staying: {
      matches: all.matches - inSpan.matches,
      seriesMatches: all.seriesMatches - inSpan.seriesMatches,
      timeslots: all.timeslots - inSpan.timeslots,
    },
    copied: await countCurrentSnapshot(db),
    awaitingApproval: span ? await countAwaitingApproval(db, span) : 0,
    openReservations: span ? await countOpenReservations(db, span) : 0,
  };
}

export async function archiveSeason(
  deps: BackupsDeps,
  actor: Actor,
  request: ArchiveSeason,
): Promise<ArchiveSeasonResponse> {
  if (await archiveExists(deps.db, request.name)) throw new Conflict(ARCHIVE_EXISTS(request.name));
  const { timeZone } = await readSettings(deps.db);
  const span = spanOfDays(request, timeZone);
  const shapes = await tableShapes(deps.db);
  const { moved, backup } = await runWrite(
    deps,
    actor,
    {
      action: 'create',
      entity: 'archive',
      id: request.name,
      detail: `Saison archivée${NNBSP}: ${request.name} (du ${request.startDate} au ${request.stopDate})`,
    },
    async (scope) => {
      const backup = await backupWithin(scope, deps, shapes, 'beforeArchive');
      const { trx } = scope;
      await insertArchive(trx, request);
      const ids = await copyCurrentSeason(trx, request.name, randomUUID);
      const moved = await moveIntoArchive(trx, request.name, span, ids);
      if (!request.keepTeams) {
        if ((await currentMatchCount(trx)) > 0) throw new Conflict(TEAMS_STILL_PLAYING);
        await removeCurrentTeams(trx);
      }
      return { moved, backup };
    },
  );
  return {
    success: true,
    archives: await listArchives(deps.db),
    seriesUpdated: moved.series > 0,
    matchUpdated: moved.matches > 0,
    timeslotUpdated: moved.timeslots > 0,
    backup,
  };
}

export async function editArchive(deps: BackupsDeps, actor: Actor, edit: EditArchive) {
  if (!(await archiveExists(deps.db, edit.previousName))) throw new NotFound(ARCHIVE_NOT_FOUND);
  if (edit.name !== edit.previousName && (await archiveExists(deps.db, edit.name))) {
    throw new Conflict(ARCHIVE_EXISTS(edit.name));
  }
  await runWrite(
    deps,
    actor,
    {
      action: 'update',
      entity: 'archive',
      id: edit.name,
      detail:
        edit.name === edit.previousName
          ? `Archive ${edit.name}${NNBSP}: du ${edit.startDate} au ${edit.stopDate}`
          : `Archive ${edit.previousName} renommée ${edit.name} (du ${edit.startDate} au ${edit.stopDate})`,
    },
    ({ trx }) => renameArchive(trx, edit.previousName, edit),
  );
  return { success: true as const, archives: await listArchives(deps.db) };
}
