import { NNBSP, zonedParts } from '@league/shared';
import { hasPool } from '@league/shared/rankings';
import {
  errorResponseSchema,
  rankingResponseSchema,
  scheduleResponseSchema,
  seasonsResponseSchema,
  type Match,
} from '@league/shared/schemas';
import type ExcelJS from 'exceljs';
import { readSettings } from '../league/settings';
import { scheduleTable } from './export-tables';
import { loadExcelJs } from '../rare-modules';
import { readScheduleFile } from '../schedule/import-file';
import { headerColumns } from '../schedule/import-rows';
import { callerOf } from '../test-support/content';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STATES = { scheduled: 'À jouer', played: 'Joué', cancelled: 'Annulé' } as const;

/** A CSV's lines as cells (the exports quote no cell of the demo league). */
function csvCells(body: Buffer): string[][] {
  const text = body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.split(';'));
}

async function readBook(body: Buffer): Promise<ExcelJS.Worksheet> {
  const { Workbook } = await loadExcelJs();
  const book = new Workbook();
  await book.xlsx.load(body as unknown as ExcelJS.Buffer);
  expect(book.worksheets).toHaveLength(1);
  return book.worksheets[0] as ExcelJS.Worksheet;
}

/** A sheet's rows as cell values, the first row (the titles) included. */
function sheetValues(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: ExcelJS.CellValue[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) cells.push(row.getCell(column).value ?? null);
    rows.push(cells);
  });
  return rows;
}

describe.each(ENGINES)('schedule and standings exports on %s', (engine) => {
  const { demo } = demoAppForSuite(engine, []);
  const call = callerOf(() => demo);
  /** Anyone may download: no session, no Origin. */
  const download = (url: string) => demo.app.inject({ url });
  const timeZone = async () => (await readSettings(demo.db)).timeZone;
  const schedule = async (query = '') =>
    scheduleResponseSchema.parse((await call('GET', `/api/schedule${query}`)).json());
  const standings = async (query = '') =>
    rankingResponseSchema.parse((await call('GET', `/api/ranking/season${query}`)).json());

  /** A match as the export writes it, from what GET /api/schedule answers. */
  function scheduleLine(match: Match, zone: string): (string | number | null)[] {
    const { day, time } = zonedParts(match.date, zone);
    return [
      day,
      time,
      match.homeTeam,
      match.awayTeam,
      match.field,
      match.division,
      hasPool(match.pool) ? match.pool : '',
      match.round,
      match.result?.home ?? null,
      match.result?.away ?? null,
      STATES[match.status],
    ];
  }

  it('gives anyone the season’s schedule as a CSV for French Excel, named after the season, one line per match', async () => {
    const response = await download('/api/exports/schedule/csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="calendrier-2026.csv"; filename*=UTF-8''calendrier-2026.csv`,
    );
    expect(response.headers['cache-control']).toBe('no-cache');
    const [titles, ...lines] = csvCells(response.rawPayload);
    // the titles' own words are the table's unit test's
    expect(titles).toEqual(scheduleTable([], 'UTC').columns.map((column) => column.title));
    const matches = (await schedule()).schedule;
    expect(matches.length).toBeGreaterThan(200);
    const zone = await timeZone();
    const empty = (value: string | number | null) => (value === null ? '' : String(value));
    expect(lines.map((line) => [line[0], ...line.slice(2)])).toEqual(
      matches.map((match) => scheduleLine(match, zone).map(empty)),
    );
    expect(new Set(lines.map((line) => line[1]))).toEqual(new Set(['mardi', 'jeudi']));
    // played, cancelled and still to play, as the demo league has them
    expect(new Set(lines.map((line) => line[11]))).toEqual(new Set(Object.values(STATES)));
  });

  it('gives a CSV the schedule import reads back: every column recognised, one row per match', async () => {
    const body = (await download('/api/exports/schedule/csv')).rawPayload;
    const rows = await readScheduleFile(body);
    expect(headerColumns(rows[0])).toEqual({
      date: 0,
      time: 2,
      home: 3,
      away: 4,
      field: 5,
      division: 6,
      pool: 7,
      round: 8,
    });
    expect(rows).toHaveLength((await schedule()).schedule.length + 1);
  });

  it('gives the same schedule as a workbook exceljs reads back: real days and times, numbers as numbers', async () => {
    const response = await download('/api/exports/schedule/xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="calendrier-2026.xlsx"; filename*=UTF-8''calendrier-2026.xlsx`,
    );
    const sheet = await readBook(response.rawPayload);
    expect(sheet.name).toBe('Calendrier');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const [titles, ...rows] = sheetValues(sheet);
    expect(titles?.[0]).toBe('Date');
    expect(titles?.[11]).toBe('État');
    const matches = (await schedule()).schedule;
    const zone = await timeZone();
    expect(rows).toHaveLength(matches.length);
    const shown = rows.map((row) => {
      const [day, , time, ...rest] = row;
      // a day is its UTC midnight; a time a fraction of a day, read back as a date on 1899-12-30
      return [(day as Date).toISOString().slice(0, 10), (time as Date).toISOString().slice(11, 16), ...rest];
    });
    expect(shown).toEqual(matches.map((match) => scheduleLine(match, zone)));
    expect(sheet.getCell('A2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('C2').numFmt).toBe('hh:mm');
    expect(rows.some((row) => typeof row[9] === 'number')).toBe(true);
  });

  it('takes the schedule read’s query: a team’s matches, a period, named in the file', async () => {
    const team = 'Les Ours de Pierrefonds';
    const query = `?team=${encodeURIComponent(team)}&from=2026-07-01&to=2026-07-31`;
    const response = await download(`/api/exports/schedule/csv${query}`);
    expect(response.statusCode).toBe(200);
    const name = `calendrier-2026-Les-Ours-de-Pierrefonds-du-2026-07-01-au-2026-07-31.csv`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    const lines = csvCells(response.rawPayload).slice(1);
    const expected = (await schedule(query)).schedule;
    expect(expected.length).toBeGreaterThan(3);
    expect(lines.map((line) => [line[3], line[4]])).toEqual(expected.map((match) => [match.homeTeam, match.awayTeam]));
    expect(lines.every((line) => line[3] === team || line[4] === team)).toBe(true);
    expect(lines.every((line) => (line[0] as string) >= '2026-07-01' && (line[0] as string) <= '2026-07-31')).toBe(
      true,
    );
  });

  it('gives the season standings, group after group, with the columns and ranks of the standings page', async () => {
    const { groups } = await standings();
    // each column after the group's two read from the standings row by its title
    const fieldOf = {
      Rang: 'rank',
      Équipe: 'team',
      PJ: 'games',
      V: 'win',
      D: 'lost',
      N: 'nul',
      PTS: 'points',
      PP: 'pf',
      PC: 'pa',
      DIFF: 'diff',
    } as const;
    const expected = groups.flatMap((group) =>
      group.rows.map((row) => [...group.category.split('|'), ...Object.values(fieldOf).map((field) => row[field])]),
    );
    expect(expected).toHaveLength(16);

    const csv = await download('/api/exports/ranking/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="classement-2026.csv"; filename*=UTF-8''classement-2026.csv`,
    );
    const [titles, ...lines] = csvCells(csv.rawPayload);
    expect(titles).toEqual(['Division', 'Poule', ...Object.keys(fieldOf)]);
    expect(lines).toEqual(expected.map((row) => row.map((cell) => String(cell).replace('.', ','))));
    // a negative differential is a number, not text kept from a spreadsheet's formulas
    expect(lines.some((line) => /^-\d+$/.test(line[11] as string))).toBe(true);

    const xlsx = await download('/api/exports/ranking/xlsx');
    expect(xlsx.headers['content-disposition']).toContain(`filename="classement-2026.xlsx"`);
    const sheet = await readBook(xlsx.rawPayload);
    expect(sheet.name).toBe('Classement');
    expect(sheetValues(sheet)).toEqual([titles, ...expected]);
  });

  it('gives an archived season’s files with ?season=, named after the archive; an unknown season is a 404', async () => {
    const { archives } = seasonsResponseSchema.parse((await call('GET', '/api/seasons')).json());
    const archive = archives[0]?.name as string;
    const season = `?season=${encodeURIComponent(archive)}`;
    const matches = (await schedule(season)).schedule;
    expect(matches.length).toBeGreaterThan(0);
    const csv = await download(`/api/exports/schedule/csv${season}`);
    expect(csv.headers['content-disposition']).toContain(`filename="calendrier-${archive}.csv"`);
    const lines = csvCells(csv.rawPayload).slice(1);
    expect(lines.map((line) => line[3])).toEqual(matches.map((match) => match.homeTeam));
    // the archive's divisions have no pools
    expect(new Set(lines.map((line) => line[7]))).toEqual(new Set(['']));

    const ranking = await download(`/api/exports/ranking/xlsx${season}`);
    expect(ranking.headers['content-disposition']).toContain(`filename="classement-${archive}.xlsx"`);
    const rows = sheetValues(await readBook(ranking.rawPayload)).slice(1);
    const { groups } = await standings(season);
    expect(rows.map((row) => row[3])).toEqual(groups.flatMap((group) => group.rows.map((row) => row.team)));

    for (const url of ['/api/exports/schedule/xlsx?season=1999', '/api/exports/ranking/csv?season=1999']) {
      const unknown = await download(url);
      expect({ url, status: unknown.statusCode }).toEqual({ url, status: 404 });
      expect(errorResponseSchema.parse(unknown.json()).error).toBe(`Saison inconnue${NNBSP}: 1999`);
    }
  });

  it('refuses another format, and a query the schedule read refuses, in French', async () => {
    const pdf = await download('/api/exports/schedule/pdf');
    expect(pdf.statusCode).toBe(400);
    expect(errorResponseSchema.safeParse(pdf.json()).success).toBe(true);
    const backwards = await download('/api/exports/schedule/csv?from=2026-08-01&to=2026-07-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('from doit précéder to');
  });
});
