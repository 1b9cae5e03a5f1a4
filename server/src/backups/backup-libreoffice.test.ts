/**
 * A produced backup opens in LibreOffice Calc (Debian's libreoffice-calc-nogui), headless: converted to CSV
 * without error. Like the e2e suite's Chromium, Debian's package is installed with apt-get when it is missing and
 * the tests run as root; skipped, saying so, only where it cannot be installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_USER_IDS } from '../seed/demo-accounts';
import { startDemoApp } from '../test-support/demo-app';
import { backupBytes, takeBackup } from './backups-service';

const findSoffice = () => spawnSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' }).stdout.trim();

/** soffice, installed from Debian's packages when missing and possible (root with apt-get); '' otherwise. */
function ensureSoffice(): string {
  const found = findSoffice();
  if (found || process.getuid?.() !== 0 || !spawnSync('sh', ['-c', 'command -v apt-get']).stdout.length) return found;
  console.log("soffice is missing: installing Debian's libreoffice-calc-nogui with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status === 0)
    spawnSync('apt-get', ['install', '-y', '-qq', 'libreoffice-calc-nogui'], { stdio: 'inherit', env });
  return findSoffice();
}

const soffice = ensureSoffice();
const describeWithSoffice = soffice ? describe : describe.skip;
if (!soffice) console.warn('soffice absent (apt-get install libreoffice-calc-nogui): LibreOffice test skipped');

describeWithSoffice('a backup in LibreOffice Calc', () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let dir: string;
  beforeAll(async () => {
    demo = await startDemoApp('sqlite');
    dir = mkdtempSync(join(tmpdir(), 'backup-soffice-'));
  });
  afterAll(async () => {
    await demo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('converts to CSV without error', async () => {
    const deps = { db: demo.db, config: { dataDir: demo.dataDir } as never };
    const name = await takeBackup(deps, { id: DEMO_USER_IDS.admin });
    const file = join(dir, name);
    writeFileSync(file, await backupBytes(deps, name));
    execFileSync(
      soffice,
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'csv',
        '--outdir',
        dir,
        file,
      ],
      { timeout: 120_000, stdio: 'pipe' },
    );
    const csv = readdirSync(dir).find((entry) => entry.endsWith('.csv'));
    expect(csv).toBeDefined();
    // the first sheet, the manifest, as LibreOffice read it
    expect(readFileSync(join(dir, csv as string), 'utf8')).toContain('league-backup');
  }, 150_000);
});
