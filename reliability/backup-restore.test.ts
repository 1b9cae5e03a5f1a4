/**
 * Backup and restore through the API (the server's own cases are in
 * server/src/backups/backups.test.ts). A backup taken, the league changed through the API (team renamed, new logo,
 * field added, free agent removed, page edited) and restored gives every table, media included, the checksums it had;
 * a truncated and an altered .xlsx are refused with a French message and change no table at all.
 */
import ExcelJS from 'exceljs';
import { createHash } from 'node:crypto';
import { BACKUP_MESSAGES } from '../server/src/backups/backup-format';
import { SAME_ORIGIN } from '../server/src/test-support/accounts';
import { ENGINES } from '../server/src/test-support/databases';
import { startDemoApp } from '../server/src/test-support/demo-app';
import { pngImage } from '../server/src/test-support/images';
import { multipartBody } from '../server/src/test-support/multipart';
import { demoCookie } from '../server/src/test-support/rainouts';
import {
  checksumOf,
  checksumsOf,
  readTableRows,
  tableChecksums,
  type TableName,
  type TableRows,
} from './table-checksums';

/** Tables a restore writes to on purpose: its audit row, the backup list, the data version (it keeps counting). */
const SET_APART: readonly TableName[] = ['logs', 'backups', 'settings'];

const withoutDataVersion = (rows: string[]) => rows.filter((row) => !row.startsWith('["dataVersion"'));
const cells = (row: string) => JSON.parse(row) as unknown[];

describe.each(ENGINES)('backup and restore on %s', (engine) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, extra: object = {}) =>
    demo.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: admin }, ...extra });
  const form = async (method: 'POST' | 'PUT', url: string, parts: Parameters<typeof multipartBody>[0]) => {
    const body = await multipartBody(parts);
    return demo.app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, cookie: admin, ...body.headers },
      payload: body.payload,
    });
  };
  /** Every media as served, by id: the SHA-256 of the bytes /media/{id} answers. */
  const servedMedia = async () => {
    const ids = await demo.db.selectFrom('media').select('id').orderBy('id').execute();
    const served: Record<string, string> = {};
    for (const { id } of ids) {
      const response = await demo.app.inject({ url: `/media/${id}` });
      served[id] = `${response.statusCode} ${createHash('sha256').update(response.rawPayload).digest('hex')}`;
    }
    return served;
  };
  const takeBackup = async () => {
    const response = await call('POST', '/api/backups/add');
    expect(response.statusCode).toBe(200);
    return (response.json() as { backups: { name: string[] } }).backups.name[0] as string;
  };

  beforeAll(async () => {
    demo = await startDemoApp(engine);
    admin = await demoCookie(demo.db, 'admin');
    // a logo uploaded through the API, so that the media table holds a real upload
    const logo = await form('POST', '/api/teams/edit/team-01', {
      logo: { name: 'logo.png', bytes: await pngImage(64, 64, '#e76f51') },
    });
    expect(logo.statusCode).toBe(200);
  });
  afterAll(() => demo?.close());

  it('restores every table and media to the checksums they had when the backup was taken', async () => {
    const started = Date.now();
    const before = await readTableRows(demo.db);
    const mediaBefore = await servedMedia();
    const name = await takeBackup();

    // change the league through the API, and add a media row behind its back
    const changes = [
      await form('POST', '/api/teams/edit/team-01', {
        name: 'Renommée après la sauvegarde',
        logo: { name: 'autre.png', bytes: await pngImage(32, 32, '#264653') },
      }),
      await call('POST', '/api/fields/add', { payload: { name: 'Terrain ajouté', address: '1 rue Neuve' } }),
      await call(
        'DELETE',
        `/api/freeagents/remove/${(await demo.db.selectFrom('free_agents').select('id').executeTakeFirstOrThrow()).id}`,
      ),
    ];
    expect(changes.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    await demo.db
      .insertInto('media')
      .values({ id: 'ajoutee-en-douce', mime: 'image/png', bytes: await pngImage(8, 8), created_at: '2026-11-24' })
      .execute();
    const changed = await readTableRows(demo.db);
    expect(checksumsOf(changed)).not.toEqual(checksumsOf(before));

    const restore = await call('POST', `/api/backups/restore/${name}`);
    expect(restore.statusCode).toBe(200);
    const after = await readTableRows(demo.db);

    const compared = (rows: TableRows) =>
      Object.fromEntries(
        (Object.keys(rows) as TableName[])
          .filter((table) => !SET_APART.includes(table))
          .map((table) => [table, checksumOf(rows[table])]),
      );
    expect(compared(after)).toEqual(compared(before));
    expect(checksumOf(withoutDataVersion(after.settings))).toBe(checksumOf(withoutDataVersion(before.settings)));
    // the log: as it was, plus the restore's own row
    const restoreRows = after.logs.filter((row) => cells(row)[3] === 'restore');
    expect(restoreRows).toHaveLength(1);
    expect(checksumOf(after.logs.filter((row) => !restoreRows.includes(row)))).toBe(checksumOf(before.logs));
    // the backup list: as it was, plus the backup taken and the automatic one taken before restoring
    const newBackups = after.backups.filter((row) => !before.backups.includes(row)).map((row) => String(cells(row)[0]));
    expect(newBackups.sort()).toEqual([name, expect.stringMatching(/^auto-avant-restauration-/)].sort());
    expect(await servedMedia()).toEqual(mediaBefore);
    console.log(
      `Sauvegarde et restauration sur ${engine} : ${Object.keys(after).length} tables, ${Object.values(after).reduce((n, rows) => n + rows.length, 0)} lignes, ${Object.keys(mediaBefore).length} médias identiques en ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });

  describe('a damaged backup file is refused with a French message and changes nothing', () => {
    let good: Buffer;
    beforeAll(async () => {
      good = (await call('GET', `/api/backups/${await takeBackup()}`)).rawPayload;
    });

    const altered = async () => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(good as unknown as ExcelJS.Buffer);
      (book.getWorksheet('teams') as ExcelJS.Worksheet).getRow(2).getCell(3).value = 'Équipe modifiée à la main';
      return Buffer.from(await book.xlsx.writeBuffer());
    };

    it.each([
      ['truncated', async () => good.subarray(0, Math.floor(good.length * 0.7)), BACKUP_MESSAGES.unreadable],
      ['altered', altered, BACKUP_MESSAGES.altered],
    ])('%s', async (_label, bytes, message) => {
      const before = await tableChecksums(demo.db);
      const response = await form('POST', '/api/backups/upload', {
        files: { name: 'sauvegarde.xlsx', bytes: await bytes() },
      });
      expect([response.statusCode, response.json().error]).toEqual([400, message]);
      expect(await tableChecksums(demo.db)).toEqual(before);
    });
  });
});
