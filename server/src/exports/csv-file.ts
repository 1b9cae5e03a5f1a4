import type { Cell, Table } from './export-tables';

/**
 * A table as a CSV that French Excel opens as it is (docs/product.md#exports): UTF-8 with a
 * byte-order mark (without it Excel reads Windows-1252 and « Équipe » comes out garbled), `;` between cells (French
 * Excel's list separator; a `,` file lands in one column), decimals with a comma, lines ended by CRLF (RFC 4180).
 * LibreOffice and the league's own import read it too.
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** Text a spreadsheet would take for a formula (=, +, -, @, tab, return): kept as text by a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;

function textOf(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  if (typeof cell === 'object') return 'day' in cell ? cell.day : cell.time;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvOf(table: Table): Buffer {
  const lines = [table.columns.map((column) => column.title), ...table.rows.map((row) => row.map(textOf))];
  const text = lines.map((cells) => cells.map(quoted).join(CSV_SEPARATOR)).join('\r\n');
  return Buffer.from(`${BOM}${text}\r\n`, 'utf8');
}
