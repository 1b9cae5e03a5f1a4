/**
 * The backup spreadsheet: one sheet per table, column names in the first row, instants and
 * days as real dates, and a first sheet « manifeste » holding the format, the schema version, the row
 * counts and a SHA-256 fingerprint of the whole content, so a truncated, altered or foreign file is refused
 * before anything changes. A cell holds at most 32,767 characters: longer texts and media bytes (base64)
 * go to the sheet « morceaux » in parts.
 */
import { NNBSP } from '@league/shared';
import type ExcelJS from 'exceljs';
import { createHash } from 'node:crypto';
import { Invalid } from '../league/domain-errors';
import { loadExcelJs } from '../rare-modules';
import { assertInflatesWithin } from '../heavy-work/zip-size';

export type CellData = string | number | null | Uint8Array;
export type Row = Record<string, CellData>;
export interface TableData {
  name: string;
  columns: string[];
  rows: Row[];
}
export interface Snapshot {
  /** the last migration the database had run when the backup was taken */
  schema: string;
  createdAt: string;
  tables: TableData[];
}

/** Refusals of a file, in French (400). */
export class BadBackup extends Invalid {}

/** A table as a backup holds it: its columns in order, and those holding bytes. */
export interface BackupShape {
  name: string;
  columns: string[];
  binary: string[];
}

/** What a backup's spreadsheet may hold once unzipped: far above a league's, far below the server's memory. */
export const BACKUP_MAX_INFLATED_BYTES = 512 * 1024 * 1024;

export const BACKUP_MESSAGES = {
  unreadable: `Ce fichier n'est pas un classeur .xlsx lisible (abîmé ou tronqué)${NNBSP}: rien n'a été restauré`,
  foreign: `Ce classeur n'est pas une sauvegarde de la ligue (feuille «${NNBSP}manifeste${NNBSP}» absente)${NNBSP}: rien n'a été restauré`,
  schema: (schema: string) =>
    `Cette sauvegarde vient d'une autre version du site (schéma ${schema})${NNBSP}: rien n'a été restauré`,
  altered: `Cette sauvegarde a été modifiée ou est incomplète (son empreinte ne correspond plus)${NNBSP}: rien n'a été restauré`,
  inflated: (limit: number) =>
    `Ce classeur se décompresse en plus de ${limit / 1024 / 1024} Mo, bien plus qu'une sauvegarde de la ligue${NNBSP}: rien n'a été restauré`,
  sheet: (table: string) =>
    `La feuille «${NNBSP}${table}${NNBSP}» manque ou ses colonnes ne sont pas celles attendues${NNBSP}: rien n'a été restauré`,
} as const;

const FORMAT = 'league-backup';
const FORMAT_VERSION = 1;
const MANIFEST = 'manifeste';
const PARTS = 'morceaux';
const PART_LENGTH = 32_000;
const PARTS_COLUMNS = ['table', 'ligne', 'colonne', 'partie', 'texte'];
const MOVED = '(suite dans la feuille morceaux)';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT_FORMAT = 'yyyy-mm-dd hh:mm:ss.000';
const DAY_FORMAT = 'yyyy-mm-dd';

/** The fingerprint of a snapshot's content: the same for the data written and the data read back. */
export function fingerprint(tables: TableData[]): string {
  const hash = createHash('sha256');
  for (const table of tables) {
    hash.update(JSON.stringify([table.name, table.columns]));
    for (const row of table.rows) {
      hash.update(JSON.stringify(table.columns.map((column) => canonical(row[column] ?? null))));
    }
  }
  return hash.digest('hex');
}

function canonical(value: CellData): unknown {
  return value instanceof Uint8Array ? { base64: Buffer.from(value).toString('base64') } : value;
}

/** A real date for an ISO instant or day (so the spreadsheet shows and sorts dates), any other value as is. */
function toCell(value: string | number | null): { value: ExcelJS.CellValue; numFmt?: string } {
  if (typeof value === 'string' && INSTANT.test(value)) return { value: new Date(value), numFmt: INSTANT_FORMAT };
  if (typeof value === 'string' && DAY.test(value)) {
    return { value: new Date(`${value}T00:00:00.000Z`), numFmt: DAY_FORMAT };
  }
  return { value };
}

export async function writeBackup(snapshot: Snapshot): Promise<Buffer> {
  const { Workbook } = await loadExcelJs();
  const book = new Workbook();
  book.creator = 'Ligue';
  book.created = new Date(snapshot.createdAt);
  const manifest = book.addWorksheet(MANIFEST);
  const sheets = snapshot.tables.map((table) => book.addWorksheet(table.name));
  const parts = book.addWorksheet(PARTS);
  parts.addRow(PARTS_COLUMNS);
  snapshot.tables.forEach((table, index) => {
    const sheet = sheets[index] as ExcelJS.Worksheet;
    sheet.addRow(table.columns);
    sheet.getRow(1).font = { bold: true };
    table.rows.forEach((row, rowIndex) => {
      const cells = table.columns.map((column) => {
        const value = row[column] ?? null;
        const text = value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;
        if (typeof text === 'string' && (value instanceof Uint8Array || text.length > PART_LENGTH)) {
          for (let start = 0, part = 1; start < text.length || part === 1; start += PART_LENGTH, part++) {
            parts.addRow([table.name, rowIndex + 1, column, part, text.slice(start, start + PART_LENGTH)]);
          }
          return { value: value instanceof Uint8Array ? value.byteLength : MOVED };
        }
        return toCell(text);
      });
      const added = sheet.addRow(cells.map((cell) => cell.value));
      cells.forEach((cell, cellIndex) => {
        if (cell.numFmt) added.getCell(cellIndex + 1).numFmt = cell.numFmt;
      });
    });
  });
  manifest.addRows([
    ['clé', 'valeur'],
    ['format', FORMAT],
    ['version', FORMAT_VERSION],
    ['schéma', snapshot.schema],
    ['créée le', snapshot.createdAt],
    ['empreinte', fingerprint(snapshot.tables)],
    ...snapshot.tables.map((table) => [`lignes ${table.name}`, table.rows.length]),
  ]);
  manifest.getColumn(1).width = 28;
  manifest.getColumn(2).width = 70;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Reads a backup back, checking everything before anyone acts on it: format, schema, the expected tables and
 * columns (`expected`, in the order to restore), row counts and the fingerprint. `binary` names the columns
 * holding bytes. Throws BadBackup with a French message.
 */
export async function readBackup(bytes: Buffer, schema: string, expected: BackupShape[]): Promise<Snapshot> {
  await assertInflatesWithin(bytes, BACKUP_MAX_INFLATED_BYTES, {
    unreadable: () => new BadBackup(BACKUP_MESSAGES.unreadable),
    tooLarge: () => new BadBackup(BACKUP_MESSAGES.inflated(BACKUP_MAX_INFLATED_BYTES)),
  });
  const { Workbook } = await loadExcelJs();
  const book = new Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw new BadBackup(BACKUP_MESSAGES.unreadable);
  }
  const manifest = readManifest(book);
  if (manifest.get('schéma') !== schema) throw new BadBackup(BACKUP_MESSAGES.schema(String(manifest.get('schéma'))));
  const parts = readParts(book);
  const tables = expected.map((table) => readTable(book, table, parts));
  for (const table of tables) {
    if (manifest.get(`lignes ${table.name}`) !== table.rows.length) throw new BadBackup(BACKUP_MESSAGES.altered);
  }
  if (manifest.get('empreinte') !== fingerprint(tables)) throw new BadBackup(BACKUP_MESSAGES.altered);
  return { schema, createdAt: String(manifest.get('créée le')), tables };
}

function readManifest(book: ExcelJS.Workbook): Map<string, unknown> {
  const sheet = book.getWorksheet(MANIFEST);
  if (!sheet) throw new BadBackup(BACKUP_MESSAGES.foreign);
  const values = new Map<string, unknown>();
  sheet.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
  if (values.get('format') !== FORMAT || values.get('version') !== FORMAT_VERSION) {
    throw new BadBackup(BACKUP_MESSAGES.foreign);
  }
  return values;
}

/** The long values, by `table|row|column`, their parts joined in order. */
function readParts(book: ExcelJS.Workbook): Map<string, string> {
  const sheet = book.getWorksheet(PARTS);
  if (!sheet || !sameColumns(headerOf(sheet), PARTS_COLUMNS)) throw new BadBackup(BACKUP_MESSAGES.sheet(PARTS));
  const pieces = new Map<string, { part: number; text: string }[]>();
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const [table, line, column, part, text] = [1, 2, 3, 4, 5].map((cell) => row.getCell(cell).value);
    const key = `${String(table)}|${String(line)}|${String(column)}`;
    pieces.set(key, [...(pieces.get(key) ?? []), { part: Number(part), text: text === null ? '' : String(text) }]);
  });
  return new Map(
    [...pieces].map(([key, list]) => [
      key,
      list
        .sort((a, b) => a.part - b.part)
        .map((piece) => piece.text)
        .join(''),
    ]),
  );
}

function headerOf(sheet: ExcelJS.Worksheet): string[] {
  const header: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell) => header.push(String(cell.value ?? '')));
  return header;
}

function sameColumns(found: string[], wanted: string[]): boolean {
  return found.length === wanted.length && found.every((column, index) => column === wanted[index]);
}

function readTable(
  book: ExcelJS.Workbook,
  { name, columns, binary }: BackupShape,
  parts: Map<string, string>,
): TableData {
  const sheet = book.getWorksheet(name);
  if (!sheet || !sameColumns(headerOf(sheet), columns)) throw new BadBackup(BACKUP_MESSAGES.sheet(name));
  const rows: Row[] = [];
  sheet.eachRow((sheetRow, number) => {
    if (number === 1) return;
    const row: Row = {};
    columns.forEach((column, index) => {
      const long = parts.get(`${name}|${number - 1}|${column}`);
      const cell = sheetRow.getCell(index + 1);
      if (binary.includes(column)) {
        if (long === undefined) throw new BadBackup(BACKUP_MESSAGES.altered);
        row[column] = new Uint8Array(Buffer.from(long, 'base64'));
      } else row[column] = long ?? fromCell(cell);
    });
    rows.push(row);
  });
  return { name, columns, rows };
}

function fromCell(cell: ExcelJS.Cell): string | number | null {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const iso = value.toISOString();
    return cell.numFmt === DAY_FORMAT ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'string' || typeof value === 'number') return value;
  // a formula, a rich text or a hyperlink typed in by hand: the fingerprint will refuse it
  return JSON.stringify(value);
}
