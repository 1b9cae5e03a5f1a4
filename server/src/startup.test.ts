import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from './db/database';
import { readServerConfig } from './env';
import { startBanner } from './start-banner';
import { prepareDatabase } from './startup';

describe('preparing the database on start', () => {
  let dataDir: string;
  const log = { info: jest.fn() };
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'league-start-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const count = async (db: Db, table: 'teams' | 'users') => (await db.selectFrom(table).select('id').execute()).length;

  it('creates the SQLite file, migrates it and loads the demo league once', async () => {
    const config = readServerConfig({ DATA_DIR: dataDir });
    const env = { DEMO_PASSWORD: 'démo' };
    const first = await prepareDatabase(config, log, env);
    expect(first.demo).toMatchObject({ loaded: true, fromDemoPassword: true, passwords: { admin: 'démo' } });
    expect(await count(first.db, 'teams')).toBeGreaterThan(16);
    const teams = await count(first.db, 'teams');
    await first.db.destroy();
    const second = await prepareDatabase(config, log, env);
    expect(await count(second.db, 'teams')).toBe(teams);
    expect(second.demo).toEqual({ loaded: false, reason: 'existing data' });
    await second.db.destroy();
  });

  it('draws demo passwords when DEMO_PASSWORD is not set', async () => {
    const { db, demo } = await prepareDatabase(readServerConfig({ DATA_DIR: dataDir }), log, {});
    expect(demo).toMatchObject({ loaded: true, fromDemoPassword: false });
    if (demo.loaded) expect(new Set(Object.values(demo.passwords)).size).toBe(4);
    await db.destroy();
  });

  it('leaves the database empty with SEED=none, but for the ADMIN_EMAIL administrator', async () => {
    const config = readServerConfig({
      DATA_DIR: dataDir,
      SEED: 'none',
      ADMIN_EMAIL: 'chef@ligue.ca',
      ADMIN_PASSWORD: 'un long mot de passe',
    });
    const { db, demo } = await prepareDatabase(config, log, {});
    expect(demo).toEqual({ loaded: false, reason: 'SEED=none' });
    expect(await count(db, 'teams')).toBe(0);
    const users = await db.selectFrom('users').select(['email', 'role']).execute();
    expect(users).toEqual([{ email: 'chef@ligue.ca', role: 'admin' }]);
    await db.destroy();
  });
});

describe('the block that ends the start output', () => {
  const config = readServerConfig({ DATA_DIR: '/srv/ligue' });
  const passwords = { dev: 'p-dev', admin: 'p-admin', captain: 'p-capitaine', member: 'p-membre' };

  it('gives the address, each demo account with its password, and the outbox', () => {
    const banner = startBanner('http://localhost:8080/', config, { loaded: true, passwords, fromDemoPassword: false });
    expect(banner).toContain('Le site de la ligue est prêt\u202f: http://localhost:8080/');
    expect(banner).toMatch(/admin@ligue\.test\s+admin\s+p-admin/);
    expect(banner).toMatch(/membre@ligue\.test\s+basic\s+p-membre/);
    expect(banner).toContain('DEMO_PASSWORD=');
    expect(banner).toContain('écrit dans /srv/ligue/outbox');
  });

  it('says how to choose the passwords when the accounts already existed', () => {
    const banner = startBanner('http://localhost:8080/', config, { loaded: false, reason: 'existing data' });
    expect(banner).toContain('capitaine@ligue.test');
    expect(banner).toContain('npm run seed -- --reset');
  });

  it('names the SMTP server when mail is sent, and hides a database password', () => {
    const withSmtp = readServerConfig({
      DATA_DIR: '/srv/ligue',
      SMTP_URL: 'smtp://courriel.exemple:2525',
      DATABASE_URL: 'postgres://ligue:secret@db.exemple/ligue',
    });
    const banner = startBanner('http://localhost:8080/', withSmtp, { loaded: false, reason: 'SEED=none' });
    expect(banner).toContain('envoyés par courriel.exemple:2525');
    expect(banner).toContain('postgres://ligue:***@db.exemple/ligue');
    expect(banner).not.toContain('secret');
  });
});
