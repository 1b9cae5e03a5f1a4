/**
 * The schedule import's task on the heavy-work pool's threads (handed to the pool by import-service.ts): it imports
 * only what needs no server state; exceljs loads on its first use.
 */
import { outcomeOf, type Outcome } from '../heavy-work/outcome';
import { readScheduleFile } from './import-file';
import { checkRows, type ImportCheck } from './import-rows';
import type { SeasonBook } from './match-rules';

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Reads a schedule file and checks each of its rows against the season's book. */
export function checkScheduleFile(input: {
  bytes: Uint8Array;
  book: SeasonBook;
  timeZone: string;
}): Promise<Outcome<ImportCheck>> {
  return outcomeOf(async () => checkRows(input.book, await readScheduleFile(bufferOf(input.bytes)), input.timeZone));
}
