/**
 * heavy-work's own task on the pool's threads (handed to the pool as WRITE_EXPORT_BOOK, heavy-pool.ts); the areas'
 * tasks live in their areas (svg-tasks.ts, import-tasks.ts, backup-tasks.ts). It imports only what needs no server
 * state; exceljs loads on its first use.
 */
import { outcomeOf, type Outcome } from './outcome';
import { writeTableBook, type BookInput } from './table-book';

/** A schedule or standings export as a workbook (docs/product.md#exports). */
export function writeExportBook(input: BookInput): Promise<Outcome<Uint8Array>> {
  return outcomeOf(() => writeTableBook(input));
}
