/**
 * Archiving the current season (spec §4, DESIGN.md §6) and renaming an archive. Archiving takes an automatic
 * backup first, in the same transaction: the backup holds the league as it was just before.
 */
import { endOfDayMs, startOfDayMs } from '@league/shared';
import type { ArchiveSeason, ArchiveSeasonResponse, EditArchive } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import { tableShapes } from '../backups/backup-repository';
import { backupWithin, type BackupsDeps } from '../backups/backups-service';
import { Conflict, NotFound } from '../league/domain-errors';
import { readSettings } from '../league/settings';
import { runWrite, type Actor } from '../league/write';
import {
  archiveExists,
  copyCurrentSeason,
  currentMatchCount,
  insertArchive,
  listArchives,
  moveIntoArchive,
  removeCurrentTeams,
  renameArchive,
} from './archives-repository';

export const ARCHIVE_EXISTS = (name: string) => `Une archive porte déjà le nom ${name}`;
export const ARCHIVE_NOT_FOUND = 'Archive introuvable';
export const TEAMS_STILL_PLAYING =
  'Des matchs de la saison courante restent hors de ces dates : les équipes ne peuvent pas être retirées';

export async function archiveSeason(
  deps: BackupsDeps,
  actor: Actor,
  request: ArchiveSeason,
): Promise<ArchiveSeasonResponse> {
  if (await archiveExists(deps.db, request.name)) throw new Conflict(ARCHIVE_EXISTS(request.name));
  const { timeZone } = await readSettings(deps.db);
  const span = {
    from: new Date(startOfDayMs(request.startDate, timeZone)).toISOString(),
    to: new Date(endOfDayMs(request.stopDate, timeZone)).toISOString(),
  };
  const shapes = await tableShapes(deps.db);
  const { moved, backup } = await runWrite(
    deps,
    actor,
    {
      action: 'create',
      entity: 'archive',
      id: request.name,
      detail: `Saison archivée : ${request.name} (du ${request.startDate} au ${request.stopDate})`,
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
          ? `Archive ${edit.name} : du ${edit.startDate} au ${edit.stopDate}`
          : `Archive ${edit.previousName} renommée ${edit.name} (du ${edit.startDate} au ${edit.stopDate})`,
    },
    ({ trx }) => renameArchive(trx, edit.previousName, edit),
  );
  return { success: true as const, archives: await listArchives(deps.db) };
}
