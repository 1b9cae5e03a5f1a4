import { calendarDayOf, type Settings } from '@league/shared';
import type { ScheduleQuery } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { runHeavy, WRITE_EXPORT_BOOK } from '../heavy-work/heavy-pool';
import { resolveSeason } from '../league/season-scope';
import { readSettings } from '../league/settings';
import { seasonStandings } from '../rankings/ranking-service';
import { nearestMatchDate } from '../schedule/schedule-repository';
import { readSchedule } from '../schedule/schedule-window';
import { csvOf } from './csv-file';
import { rankingTable, scheduleTable, type Table } from './export-tables';
import { fileName } from './file-names';

/** The schedule and the standings as files (docs/product.md#exports): what the reads answer, as a CSV or a workbook. */
export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportFile {
  name: string;
  format: ExportFormat;
  bytes: Buffer;
}

/**
 * How a file names its season: an archive by its name, the current season (which has none) by the year of its
 * first match, or of today while it has none.
 */
async function seasonLabel(db: Db, season: string, timeZone: string): Promise<string> {
  if (season !== CURRENT_SEASON_KEY) return season;
  const first = await nearestMatchDate(db, season, 'from', '');
  return calendarDayOf(first ?? new Date(), timeZone).slice(0, 4);
}

async function fileOf(table: Table, format: ExportFormat, name: string[], settings: Settings): Promise<ExportFile> {
  const file = { name: fileName(name, format), format };
  if (format === 'csv') return { ...file, bytes: csvOf(table) };
  // a workbook is zipped XML: built on a worker thread, off the event loop (docs/decisions/server-and-api.md)
  const book = await runHeavy(WRITE_EXPORT_BOOK, {
    table,
    creator: settings.leagueName,
    created: new Date().toISOString(),
  });
  return { ...file, bytes: Buffer.from(book.buffer, book.byteOffset, book.byteLength) };
}

/** The schedule as GET /api/schedule reads it for the same query: the whole season, or a team's, or a period's. */
export async function scheduleExport(db: Db, query: ScheduleQuery, format: ExportFormat): Promise<ExportFile> {
  const season = await resolveSeason(db, query.season);
  const settings = await readSettings(db);
  const { timeZone } = settings;
  const [read, label] = await Promise.all([
    readSchedule(db, season, query, timeZone),
    seasonLabel(db, season, timeZone),
  ]);
  const period = read.window ? `du-${read.window.from}-au-${read.window.to}` : '';
  return fileOf(
    scheduleTable(read.schedule, timeZone),
    format,
    ['calendrier', label, query.team ?? '', period],
    settings,
  );
}

/** The season standings as GET /api/ranking/season answers them. */
export async function rankingExport(
  db: Db,
  askedSeason: string | undefined,
  format: ExportFormat,
): Promise<ExportFile> {
  const season = await resolveSeason(db, askedSeason);
  const [settings, ranking] = await Promise.all([readSettings(db), seasonStandings(db, season)]);
  const label = await seasonLabel(db, season, settings.timeZone);
  return fileOf(rankingTable(ranking.groups), format, ['classement', label], settings);
}
