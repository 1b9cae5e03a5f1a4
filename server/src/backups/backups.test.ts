import { backupsResponseSchema } from '@league/shared/schemas';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { startDemoApp } from '../test-support/demo-app';
import { multipartBody } from '../test-support/multipart';
import { demoCookie } from '../test-support/rainouts';
import { BACKUP_MESSAGES } from './backup-format';
import { backupsDir } from './backup-files';
import { readTables, tableShapes } from './backup-repository';
import { runScheduledBackup } from './backup-schedule';
import { takeBackup } from './backups-service';

type Demo = Awaited<ReturnType<typeof startDemoApp>>;

/** Every backed-up table as comparable text (media bytes as base64), logs apart. */
async function dump(db: Db) {
  const tables = await readTables(db, await tableShapes(db));
  return Object.fromEntries(
    tables.map((table) => [
      table.name,
      table.rows.map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row).map(([key, value]) => [
              key,
              value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
            ]),
          ),
        ),
      ),
    ]),
  );
}

describe.each(ENGINES)('backups on %s', (engine) => {
  let demo: Demo;
  let admin: string;
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, extra: object = {}) =>
    demo.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: admin }, ...extra });
  const take = async () => {
    const response = await call('POST', '/api/backups/add');
    expect(response.statusCode).toBe(200);
    return backupsResponseSchema.parse(response.json()).backups;
  };
  const upload = async (bytes: Uint8Array) => {
    const body = await multipartBody({ files: { name: 'ailleurs.xlsx', bytes } });
    return demo.app.inject({
      method: 'POST',
      url: '/api/backups/upload',
      headers: { ...SAME_ORIGIN, cookie: admin, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    demo = await startDemoApp(engine);
    admin = await demoCookie(demo.db, 'admin');
    // media larger than a cell, text longer than a cell, and an empty string next to a null
    await demo.db
      .insertInto('media')
      .values({ id: 'grosse-image', mime: 'image/png', bytes: randomBytes(90_000), created_at: '2026-01-02' })
      .execute();
    // the league's uploaded logo: a media row that a setting names (settings/league-logo-service.ts)
    await demo.db.insertInto('settings').values({ key: 'logo_wide_media', value: '"grosse-image"' }).execute();
    await demo.db
      .insertInto('resources')
      .values({
        kind: 'general',
        key: 'long',
        title: '',
        content_html: `<p>${'é'.repeat(70_000)}</p>`,
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(() => demo.close());

  it('takes a backup, and restoring it after changes gives back identical data, media included', async () => {
    const before = await dump(demo.db);
    const [name] = (await take()).name;
    expect(name).toMatch(/^sauvegarde-.*\.xlsx$/);

    await demo.db.updateTable('teams').set({ name: 'Renommée' }).where('id', '=', 'team-01').execute();
    await demo.db.deleteFrom('settings').where('key', '=', 'logo_wide_media').execute();
    await demo.db.deleteFrom('media').where('id', '=', 'grosse-image').execute();
    await demo.db.deleteFrom('free_agents').execute();
    await demo.db
      .insertInto('archives')
      .values({ name: 'Ajoutée', start_date: '2020-01-01', stop_date: '2020-12-31' })
      .execute();
    expect(await dump(demo.db)).not.toEqual(before);

    const response = await call('POST', `/api/backups/restore/${name}`);
    expect(response.statusCode).toBe(200);
    const after = await dump(demo.db);
    // the restore's own audit-log row comes on top of the restored log
    expect(after.logs?.length).toBe((before.logs?.length ?? 0) + 1);
    expect({ ...after, logs: [] }).toEqual({ ...before, logs: [] });

    const list = backupsResponseSchema.parse(response.json()).backups;
    const safety = list.name.findIndex((entry) => entry.startsWith('auto-avant-restauration-'));
    expect(list.deletable[safety]).toBe(false);
    // the restoring administrator is still logged in
    const info = await call('GET', '/api/myaccount/info');
    expect(info.json()).toMatchObject({ sessionInfo: { loggedIn: true, _id: 'user-admin' } });
  });

  it('downloads a backup as an .xlsx a spreadsheet opens, dates as dates', async () => {
    const [name] = (await take()).name;
    const response = await call('GET', `/api/backups/${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(name);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const matches = book.getWorksheet('matches') as ExcelJS.Worksheet;
    const header = matches.getRow(1).values as unknown[];
    const dateColumn = header.indexOf('date');
    expect(matches.getRow(2).getCell(dateColumn).value).toBeInstanceOf(Date);
    expect(book.getWorksheet('manifeste')).toBeDefined();
    // secrets and operational state (rate-limit counters) are not league data
    for (const table of ['sessions', 'login_tokens', 'rate_limits']) expect(book.getWorksheet(table)).toBeUndefined();
    for (const sheet of book.worksheets) {
      sheet.eachRow((row) =>
        row.eachCell((cell) => expect(String(cell.value ?? '').length).toBeLessThanOrEqual(32_767)),
      );
    }
  });

  describe('a file that is not a whole, unaltered backup changes nothing', () => {
    let good: Buffer;
    beforeAll(async () => {
      const [name] = (await take()).name;
      good = (await call('GET', `/api/backups/${name}`)).rawPayload;
    });

    const altered = async () => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(good as unknown as ExcelJS.Buffer);
      (book.getWorksheet('teams') as ExcelJS.Worksheet).getRow(2).getCell(2).value = 'Équipe pirate';
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const otherSchema = async () => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(good as unknown as ExcelJS.Buffer);
      (book.getWorksheet('manifeste') as ExcelJS.Worksheet).getRow(4).getCell(2).value = '2020-01-01-001-ancien';
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const foreign = async () => {
      const book = new ExcelJS.Workbook();
      book.addWorksheet('Feuil1').addRow(['nom', 'date']);
      return Buffer.from(await book.xlsx.writeBuffer());
    };

    it.each([
      ['truncated', async () => good.subarray(0, Math.floor(good.length / 2)), BACKUP_MESSAGES.unreadable],
      ['not a spreadsheet', async () => Buffer.from('bonjour'), BACKUP_MESSAGES.unreadable],
      ['altered', altered, BACKUP_MESSAGES.altered],
      ['foreign', foreign, BACKUP_MESSAGES.foreign],
      ['of another schema', otherSchema, BACKUP_MESSAGES.schema('2020-01-01-001-ancien')],
    ])('%s: refused with a French message', async (_label, bytes, message) => {
      const before = await dump(demo.db);
      const backupsBefore = await demo.db.selectFrom('backups').select('name').execute();
      const response = await upload(await bytes());
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      expect(await dump(demo.db)).toEqual(before);
      expect(await demo.db.selectFrom('backups').select('name').execute()).toEqual(backupsBefore);
    });

    it('an unaltered file kept elsewhere restores', async () => {
      const response = await upload(good);
      expect(response.statusCode).toBe(200);
    });

    it('a file of several megabytes (photos) uploads past the JSON body limit', async () => {
      await demo.db
        .insertInto('media')
        .values({ id: 'photo-lourde', mime: 'image/jpeg', bytes: randomBytes(3_000_000), created_at: '2026-01-03' })
        .execute();
      const [name] = (await take()).name;
      const big = (await call('GET', `/api/backups/${name}`)).rawPayload;
      expect(big.length).toBeGreaterThan(3_000_000);
      await demo.db.deleteFrom('media').where('id', '=', 'photo-lourde').execute();
      expect((await upload(big)).statusCode).toBe(200);
      const photo = await demo.db
        .selectFrom('media')
        .select('bytes')
        .where('id', '=', 'photo-lourde')
        .executeTakeFirst();
      expect(photo?.bytes.byteLength).toBe(3_000_000);
    });
  });

  it('removes a backup taken by hand, never an automatic one', async () => {
    const list = await take();
    const manual = list.name[list.deletable.indexOf(true)] as string;
    expect((await call('DELETE', `/api/backups/remove/${manual}`)).statusCode).toBe(200);
    expect(existsSync(join(backupsDir(demo.dataDir), manual))).toBe(false);
    expect((await call('DELETE', `/api/backups/remove/${manual}`)).statusCode).toBe(404);

    const automatic = list.name[list.deletable.indexOf(false)] as string;
    const refused = await call('DELETE', `/api/backups/remove/${automatic}`);
    expect([refused.statusCode, refused.json().error]).toEqual([
      403,
      'Une sauvegarde automatique ne peut être supprimée',
    ]);
    expect(existsSync(join(backupsDir(demo.dataDir), automatic))).toBe(true);
  });

  it.each(['..%2F..%2Fleague.db', 'sauvegarde.txt', '%2Fetc%2Fpasswd.xlsx', 'A.xlsx'])(
    'refuses the name %s before touching the disk',
    async (name) => {
      expect((await call('GET', `/api/backups/${name}`)).statusCode).toBe(400);
      expect((await call('POST', `/api/backups/restore/${name}`)).statusCode).toBe(400);
    },
  );

  it('takes automatic backups on schedule and keeps the last N of each automatic kind', async () => {
    await demo.db.insertInto('settings').values({ key: 'autoBackupsKept', value: '2' }).execute();
    const start = Date.now();
    const day = 24 * 3_600_000;
    const deps = { db: demo.db, config: { dataDir: demo.dataDir } as never };
    const beforeRestore: string[] = [];
    for (const offset of [1, 2, 3])
      beforeRestore.push(await takeBackup(deps, null, 'beforeRestore', new Date(start + offset)));
    const taken: (string | null)[] = [];
    for (const offset of [day, day + 3_600_000, 2 * day + 60_000, 3 * day + 120_000]) {
      taken.push(
        await runScheduledBackup({ db: demo.db, config: { dataDir: demo.dataDir } as never }, new Date(start + offset)),
      );
    }
    expect(taken.map((name) => name !== null)).toEqual([true, false, true, true]);
    const nightly = (await demo.db.selectFrom('backups').selectAll().execute()).filter((row) =>
      row.name.startsWith('auto-nuit-'),
    );
    expect(nightly.map((row) => row.name).sort()).toEqual([taken[2], taken[3]].sort());
    expect(nightly.every((row) => row.deletable === 0)).toBe(true);
    const restoreKept = (await demo.db.selectFrom('backups').select('name').execute())
      .map((row) => row.name)
      .filter((name) => beforeRestore.includes(name));
    expect(restoreKept.sort()).toEqual(beforeRestore.slice(1).sort());
    expect(existsSync(join(backupsDir(demo.dataDir), beforeRestore[0] as string))).toBe(false);
  });
});
