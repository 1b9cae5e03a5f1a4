/**
 * The tasks the heavy-work pool's threads run (heavy-pool.ts): each takes one value and answers an Outcome. They run
 * in a worker thread, so they import only what needs no server state (no database, no app); their large libraries
 * (sanitize-html, exceljs) load on a task's first use.
 */
import { readBackup, writeBackup, type BackupShape, type Snapshot } from '../backups/backup-format';
import { sanitizeSvg } from '../media/svg-sanitizer';
import { readScheduleFile } from '../schedule/import-file';
import { checkRows, type ImportCheck } from '../schedule/import-rows';
import type { SeasonBook } from '../schedule/match-rules';
import { outcomeOf, type Outcome } from './outcome';
import { writeTableBook, type BookInput } from './table-book';

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function cleanSvg(text: string): Promise<Outcome<string>> {
  return outcomeOf(() => sanitizeSvg(text));
}

/** Reads a schedule file and checks each of its rows against the season's book. */
export function checkScheduleFile(input: {
  bytes: Uint8Array;
  book: SeasonBook;
  timeZone: string;
}): Promise<Outcome<ImportCheck>> {
  return outcomeOf(async () => checkRows(input.book, await readScheduleFile(bufferOf(input.bytes)), input.timeZone));
}

export function readBackupBook(input: {
  bytes: Uint8Array;
  schema: string;
  expected: BackupShape[];
}): Promise<Outcome<Snapshot>> {
  return outcomeOf(() => readBackup(bufferOf(input.bytes), input.schema, input.expected));
}

export function writeBackupBook(snapshot: Snapshot): Promise<Outcome<Uint8Array>> {
  return outcomeOf(() => writeBackup(snapshot));
}

/** A schedule or standings export as a workbook (docs/product.md#exports). */
export function writeExportBook(input: BookInput): Promise<Outcome<Uint8Array>> {
  return outcomeOf(() => writeTableBook(input));
}
