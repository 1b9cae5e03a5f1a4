import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readServerConfig } from './env';
import { prepareDatabase } from './startup';

describe('preparing the database on start', () => {
  let dataDir: string;
  const log = { info: jest.fn() };
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'league-start-'));
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const count = async (db: Awaited<ReturnType<typeof prepareDatabase>>, table: 'teams' | 'users') =>
    (await db.selectFrom(table).select('id').execute()).length;

  it('creates the SQLite file, migrates it and loads the demo league once', async () => {
    const config = readServerConfig({ DATA_DIR: dataDir });
    const env = { DEMO_PASSWORD: 'démo' };
    const first = await prepareDatabase(config, log, env);
    expect(await count(first, 'teams')).toBeGreaterThan(16);
    const teams = await count(first, 'teams');
    await first.destroy();
    const second = await prepareDatabase(config, log, env);
    expect(await count(second, 'teams')).toBe(teams);
    await second.destroy();
    expect(console.log).not.toHaveBeenCalledWith(expect.stringContaining('mots de passe'));
  });

  it('prints generated demo passwords once when DEMO_PASSWORD is not set', async () => {
    const db = await prepareDatabase(readServerConfig({ DATA_DIR: dataDir }), log, {});
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('admin@ligue.test'));
    await db.destroy();
  });

  it('leaves the database empty with SEED=none, but for the ADMIN_EMAIL administrator', async () => {
    const config = readServerConfig({
      DATA_DIR: dataDir,
      SEED: 'none',
      ADMIN_EMAIL: 'chef@ligue.ca',
      ADMIN_PASSWORD: 'un long mot de passe',
    });
    const db = await prepareDatabase(config, log, {});
    expect(await count(db, 'teams')).toBe(0);
    const users = await db.selectFrom('users').select(['email', 'role']).execute();
    expect(users).toEqual([{ email: 'chef@ligue.ca', role: 'admin' }]);
    await db.destroy();
  });
});
