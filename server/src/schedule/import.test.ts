import { IMPORT_SHOWN_MATCHES, importReportSchema, scheduleResponseSchema } from '@league/shared/schemas';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { multipartBody } from '../test-support/multipart';
import { IMPORT_FILE_MESSAGES, IMPORT_MAX_BYTES } from './import-file';
import { IMPORT_ROW_MESSAGES } from './import-rows';
import { importFailed } from './import-service';
import { MATCH_MESSAGES } from './match-rules';

const SAMPLES = join(__dirname, '../../samples');
const sample = (name: string) => ({ name, bytes: readFileSync(join(SAMPLES, name)) });
const HEADER = 'date,time,home,away,field,division,pool,round';

async function workbook(rows: (string | number | Date)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Feuille');
  rows.forEach((row) => sheet.addRow(row));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe.each(ENGINES)('importing a schedule on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin']);

  async function upload(file: { name: string; bytes: Uint8Array }, options: object = {}, cookie = sessions.admin) {
    const { payload, headers } = await multipartBody({
      files: file,
      filename: file.name,
      options: JSON.stringify(options),
    });
    return demo.app.inject({
      method: 'POST',
      url: '/api/schedule/import',
      payload,
      headers: { ...SAME_ORIGIN, ...headers, cookie },
    });
  }
  const csv = (lines: string[]) => ({ name: 'matchs.csv', bytes: Buffer.from([HEADER, ...lines].join('\n')) });
  const schedule = async () =>
    scheduleResponseSchema.parse((await demo.app.inject({ url: '/api/schedule' })).json()).schedule;
  const logCount = async () => (await demo.db.selectFrom('logs').select('id').execute()).length;

  it.each(['csv', 'xlsx'] as const)('serves the sample .%s to download, to anyone', async (format) => {
    const response = await demo.app.inject({ url: `/api/schedule/import/sample/${format}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="schedule-sample.${format}"`);
    expect(response.rawPayload.equals(sample(`schedule-sample.${format}`).bytes)).toBe(true);
    expect((await demo.app.inject({ url: '/api/schedule/import/sample/pdf' })).statusCode).toBe(400);
  });

  it('imports the sample .csv: every match, one change', async () => {
    const before = (await schedule()).length;
    const logs = await logCount();
    const response = await upload(sample('schedule-sample.csv'));
    expect(response.statusCode).toBe(200);
    const report = importReportSchema.parse(response.json());
    expect([report.success, report.errors, report.matchCount, report.matches.length]).toEqual([true, [], 5, 5]);
    expect(report.matches[0]).toEqual({
      line: 2,
      date: '2027-05-03T19:00:00-04:00',
      field: 'Parc Jarry',
      homeTeam: 'Les Castors de Rosemont',
      awayTeam: "Les Harfangs d'Anjou",
      division: 'A',
      pool: 'Est',
      round: 1,
    });
    expect(report.matches[4]).toMatchObject({ division: 'B', pool: 'Ouest', round: null });
    const after = await schedule();
    expect(after.length).toBe(before + 5);
    expect(
      after.some((match) => match.date === '2027-05-04T20:30:00-04:00' && match.field === 'Centre Pierre-Charbonneau'),
    ).toBe(true);
    expect(await logCount()).toBe(logs + 1);
  });

  it('reads the sample .xlsx as the same matches; appending it again reports every row, writing nothing', async () => {
    const before = (await schedule()).length;
    const again = await upload(sample('schedule-sample.xlsx'));
    expect(again.statusCode).toBe(400);
    const report = importReportSchema.parse(again.json());
    expect(report.error).toBe(importFailed('schedule-sample.xlsx'));
    expect(report.errors).toEqual([2, 3, 4, 5, 6].map((line) => ({ line, reason: MATCH_MESSAGES.duplicate })));
    expect((await schedule()).length).toBe(before);
  });

  it('replaces the unplayed matches with the sample .xlsx: a dry run first, then the write', async () => {
    const csvReport = importReportSchema.parse(
      (await upload(sample('schedule-sample.csv'), { dryRun: true, mode: 'replace' })).json(),
    );
    const dryRun = await upload(sample('schedule-sample.xlsx'), { dryRun: true, mode: 'replace' });
    expect(dryRun.statusCode).toBe(200);
    const preview = importReportSchema.parse(dryRun.json());
    expect(preview.matches).toEqual(csvReport.matches);
    const unplayed = (await schedule()).filter((match) => match.status === 'scheduled' && !match.pendingApproval);
    expect([preview.dryRun, preview.replaced]).toEqual([true, unplayed.length]);
    const kept = (await schedule()).length - unplayed.length;
    expect((await upload(sample('schedule-sample.xlsx'), { mode: 'replace' })).statusCode).toBe(200);
    const after = await schedule();
    expect(after.length).toBe(kept + 5);
    expect(after.filter((match) => match.status === 'played').length).toBeGreaterThan(0);
  });

  it('reports every bad row with its line and reason, and imports none of the file', async () => {
    const before = (await schedule()).length;
    const logs = await logCount();
    const response = await upload(
      csv([
        "2027-09-01,19:00,Les Castors de Rosemont,Les Harfangs d'Anjou,Parc Jarry,A,Est,2",
        "2027-09-01,19:00,Les Inconnus,Les Harfangs d'Anjou,Parc Jarry,A,Est,2",
        "2027-09-02,19:00,Les Castors de Rosemont,Les Harfangs d'Anjou,Terrain fantôme,A,Est,2",
        "2027-02-30,19:00,Les Castors de Rosemont,Les Harfangs d'Anjou,Parc Jarry,A,Est,2",
        "2027-09-03,soir,Les Castors de Rosemont,Les Harfangs d'Anjou,Parc Jarry,A,Est,2",
        '2027-09-04,19:00,Les Castors de Rosemont,Les Castors de Rosemont,Parc Jarry,A,Est,2',
        '2027-09-01,19:00,Les Castors de Rosemont,Les Carcajous de Mercier,Parc Maisonneuve,A,Est,2',
        "2027-05-03,19:00,Les Castors de Rosemont,Les Harfangs d'Anjou,Parc Jarry,A,Est,1",
        "2027-09-05,19:00,Les Castors de Rosemont,Les Harfangs d'Anjou,Parc Jarry,A,Est,zéro",
        '2027-09-01,19:00,Les Huards de Verdun,Les Faucons de Lachine,Parc Jarry,A,Ouest,2',
      ]),
    );
    expect(response.statusCode).toBe(400);
    const report = importReportSchema.parse(response.json());
    expect(report.error).toBe(importFailed('matchs.csv'));
    expect(report.errors).toEqual([
      { line: 3, reason: MATCH_MESSAGES.unknownTeam('Les Inconnus') },
      { line: 4, reason: MATCH_MESSAGES.unknownField('Terrain fantôme') },
      { line: 5, reason: MATCH_MESSAGES.badDate },
      { line: 6, reason: MATCH_MESSAGES.badDate },
      { line: 7, reason: MATCH_MESSAGES.selfPlay },
      { line: 8, reason: MATCH_MESSAGES.playsTwice('Les Castors de Rosemont') },
      { line: 9, reason: MATCH_MESSAGES.duplicate },
      { line: 10, reason: IMPORT_ROW_MESSAGES.badRound },
      { line: 11, reason: MATCH_MESSAGES.fieldTaken('Parc Jarry', 'Les Castors de Rosemont', "Les Harfangs d'Anjou") },
    ]);
    expect(report.errors.at(-1)?.reason).toBe(
      "Le terrain Parc Jarry accueille déjà un match à cette heure\u202f: Les Castors de Rosemont contre Les Harfangs d'Anjou",
    );
    expect((await schedule()).length).toBe(before);
    expect(await logCount()).toBe(logs);
  });

  it.each([
    [
      'an image',
      { name: 'photo.csv', bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
      415,
      IMPORT_FILE_MESSAGES.type,
    ],
    [
      'a zip that is no workbook',
      { name: 'a.xlsx', bytes: Buffer.from('504b0304deadbeefdeadbeef', 'hex') },
      415,
      IMPORT_FILE_MESSAGES.type,
    ],
    [
      'an oversize file',
      { name: 'gros.csv', bytes: Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a') },
      413,
      IMPORT_FILE_MESSAGES.tooLarge,
    ],
    ['an empty file', { name: 'vide.csv', bytes: Buffer.alloc(0) }, 400, IMPORT_FILE_MESSAGES.empty],
    [
      'a CSV without a header',
      { name: 'x.csv', bytes: Buffer.from('a,b,c\n1,2,3') },
      400,
      IMPORT_ROW_MESSAGES.noHeader,
    ],
    ['a header without rows', { name: 'x.csv', bytes: Buffer.from(HEADER) }, 400, IMPORT_ROW_MESSAGES.noMatch],
  ])('refuses %s', async (_, file, status, message) => {
    const response = await upload(file);
    expect([response.statusCode, response.json().error]).toEqual([status, message]);
  });

  it('refuses a workbook without a recognisable header', async () => {
    const response = await upload({
      name: 'x.xlsx',
      bytes: await workbook([
        ['Match', 'Quand'],
        ['A contre B', 'demain'],
      ]),
    });
    expect([response.statusCode, response.json().error]).toEqual([400, IMPORT_ROW_MESSAGES.noHeader]);
  });

  it('reads a time cell a hair before the minute as that minute', async () => {
    const almostSeven = new Date(Date.UTC(1899, 11, 30, 18, 59, 59, 980));
    const bytes = await workbook([
      ['date', 'time', 'home', 'away', 'field'],
      [new Date(Date.UTC(2027, 9, 2)), almostSeven, 'Les Castors de Rosemont', "Les Harfangs d'Anjou", 'Parc Jarry'],
    ]);
    const report = importReportSchema.parse((await upload({ name: 'x.xlsx', bytes }, { dryRun: true })).json());
    expect(report.matches.map((match) => match.date)).toEqual(['2027-10-02T19:00:00-04:00']);
  });

  it('counts every row of a big file but shows only the first ones in its answer', async () => {
    const day = (index: number) => new Date(Date.UTC(2028, 0, 1 + index)).toISOString().slice(0, 10);
    const lines = Array.from(
      { length: IMPORT_SHOWN_MATCHES + 2 },
      (_, index) => `${day(index)},19:00,Les Castors de Rosemont,Les Harfangs d'Anjou,Parc Jarry`,
    );
    const report = importReportSchema.parse((await upload(csv(lines), { dryRun: true })).json());
    expect([report.matchCount, report.matches.length]).toEqual([IMPORT_SHOWN_MATCHES + 2, IMPORT_SHOWN_MATCHES]);
    expect(report.matches[0]?.line).toBe(2);
  });

  it('reads French headers, 19h00 and semicolons', async () => {
    const file = {
      name: 'fr.csv',
      bytes: Buffer.from(
        "Date;Heure;Domicile;Visiteur;Terrain\n2027-10-01;19h00;Les Castors de Rosemont;Les Harfangs d'Anjou;Parc Jarry",
      ),
    };
    const report = importReportSchema.parse((await upload(file, { dryRun: true })).json());
    expect(report.matches).toEqual([
      expect.objectContaining({ date: '2027-10-01T19:00:00-04:00', division: 'A', pool: 'Est' }),
    ]);
  });

  it('is for administrators only', async () => {
    expect((await upload(sample('schedule-sample.csv'), {}, await loginAs(demo.app, 'captain'))).statusCode).toBe(403);
  });
});
