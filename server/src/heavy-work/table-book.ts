import type { Cell, Table } from '../exports/export-tables';
import { loadExcelJs } from '../rare-modules';

/**
 * A table of the exports (docs/product.md#exports) as an .xlsx workbook of one sheet: the titles in bold on a frozen
 * first row with filters, each column its width, days and times as real dates and times (they sort and filter),
 * numbers as numbers. A task of the pool (heavy-tasks.ts), kept in this area so that the exports call the pool
 * without the pool importing them back.
 */
const DAY_FORMAT = 'yyyy-mm-dd';
const TIME_FORMAT = 'hh:mm';
const MINUTES_A_DAY = 24 * 60;

/** A cell's value and number format: a day as its UTC midnight (a workbook's dates carry no zone), a time as a fraction of a day. */
function valueOf(cell: Cell): { value: string | number | Date | null; numFmt?: string } {
  if (cell === null || typeof cell !== 'object') return { value: cell };
  if ('day' in cell) return { value: new Date(`${cell.day}T00:00:00.000Z`), numFmt: DAY_FORMAT };
  const [hours = 0, minutes = 0] = cell.time.split(':').map(Number);
  return { value: (hours * 60 + minutes) / MINUTES_A_DAY, numFmt: TIME_FORMAT };
}

export interface BookInput {
  table: Table;
  /** the league's name, as the workbook's author */
  creator: string;
  /** ISO instant */
  created: string;
}

export async function writeTableBook({ table, creator, created }: BookInput): Promise<Buffer> {
  const { Workbook } = await loadExcelJs();
  const book = new Workbook();
  book.creator = creator;
  book.created = new Date(created);
  const sheet = book.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({ header: column.title, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    const cells = row.map(valueOf);
    const added = sheet.addRow(cells.map((cell) => cell.value));
    cells.forEach((cell, index) => {
      if (cell.numFmt) added.getCell(index + 1).numFmt = cell.numFmt;
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
