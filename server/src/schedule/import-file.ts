import { NNBSP } from '@league/shared';
import type ExcelJS from 'exceljs';
import { assertInflatesWithin } from '../heavy-work/zip-size';
import { Invalid, DomainError } from '../league/domain-errors';
import { loadExcelJs } from '../rare-modules';

/**
 * Reads an uploaded schedule file into rows of cell text: CSV (UTF-8, ',' or ';') or an .xlsx workbook's first
 * sheet, recognised by their content, never by their name. It runs on the heavy-work pool (import-tasks.ts).
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** An .xlsx of that size holds a few tens of MB of XML; a zip bomb inflates far beyond. */
export const IMPORT_MAX_INFLATED_BYTES = 100 * 1024 * 1024;
/** More rows than several seasons of any league. */
export const IMPORT_MAX_ROWS = 50_000;

export const IMPORT_FILE_MESSAGES = {
  empty: 'Le fichier est vide',
  type: 'Le fichier doit être un fichier CSV ou un classeur Excel (.xlsx)',
  tooLarge: `Le fichier dépasse la taille maximale de ${IMPORT_MAX_BYTES / 1024 / 1024} Mo`,
  noSheet: "Le classeur n'a aucune feuille",
  inflated: `Le classeur se décompresse en plus de ${IMPORT_MAX_INFLATED_BYTES / 1024 / 1024} Mo${NNBSP}: ce n'est pas un calendrier`,
  tooManyRows: (rows: number) =>
    `Le fichier compte ${rows.toLocaleString('fr-CA')} lignes${NNBSP}: au plus ${IMPORT_MAX_ROWS.toLocaleString('fr-CA')} par import`,
} as const;

/** The file is not one the import reads (415). */
export class UnsupportedFile extends DomainError {
  readonly statusCode = 415;
}
/** The file is over the size limit (413). */
export class FileTooLarge extends DomainError {
  readonly statusCode = 413;
}

/** One row of the file: its line (1 = the first) and its cells as text. */
export interface FileRow {
  line: number;
  cells: string[];
}

/** A file too costly to read (a zip bomb, more rows than any schedule): 422. */
export class FileTooComplex extends DomainError {
  readonly statusCode = 422;
}

export async function readScheduleFile(bytes: Buffer): Promise<FileRow[]> {
  if (bytes.length === 0) throw new Invalid(IMPORT_FILE_MESSAGES.empty);
  if (bytes.length > IMPORT_MAX_BYTES) throw new FileTooLarge(IMPORT_FILE_MESSAGES.tooLarge);
  const rows = isZip(bytes) ? await readWorkbook(bytes) : readCsv(textOf(bytes));
  if (rows.length > IMPORT_MAX_ROWS) throw new FileTooComplex(IMPORT_FILE_MESSAGES.tooManyRows(rows.length));
  return rows;
}

function textOf(bytes: Buffer): string {
  const text = utf8Text(bytes);
  if (text === null) throw new UnsupportedFile(IMPORT_FILE_MESSAGES.type);
  return text;
}

function isZip(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
}

/** The file as text when it is UTF-8 without control bytes (a CSV); null for anything binary. */
function utf8Text(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    // eslint-disable-next-line no-control-regex -- a control byte other than tab and line breaks means binary
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text) ? null : text;
  } catch {
    return null;
  }
}

async function readWorkbook(bytes: Buffer): Promise<FileRow[]> {
  await assertInflatesWithin(bytes, IMPORT_MAX_INFLATED_BYTES, {
    unreadable: () => new UnsupportedFile(IMPORT_FILE_MESSAGES.type),
    tooLarge: () => new FileTooComplex(IMPORT_FILE_MESSAGES.inflated),
  });
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnsupportedFile(IMPORT_FILE_MESSAGES.type);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Invalid(IMPORT_FILE_MESSAGES.noSheet);
  const rows: FileRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}

/** A cell as the CSV would hold it: a date as 2027-05-03, a time of day as 19:00. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // a spreadsheet's fraction of a day can land a hair before the minute: round to the nearest one
    const iso = new Date(Math.round(value.getTime() / 60_000) * 60_000).toISOString();
    // Excel keeps a time of day as a fraction of a day after 1899-12-30
    return iso.startsWith('1899-12-30') ? iso.slice(11, 16) : iso.slice(0, 10);
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

/** RFC 4180 CSV, with ';' as the separator when the first line has more ';' than ','. */
export function readCsv(text: string): FileRow[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const separator = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  const rows: FileRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell.trim());
    if (cells.some((value) => value !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell.trim());
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  endRow();
  return rows;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
