import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  backupsDir,
  automaticBackupsBeyond,
  backupKindOf,
  newBackupName,
  readBackupFile,
  removeBackupFile,
  writeBackupFile,
} from './backup-files';

// Backup file names and where the files live, in a temporary folder: no app, no database
// (mutation-tested: `npm run test:mutation server-backups`).
const AT = new Date('2026-11-23T23:05:12.123Z');

describe('newBackupName', () => {
  it('says what made the backup and when, and never collides', () => {
    expect(newBackupName('manual', AT)).toMatch(/^sauvegarde-20261123-230512-123-[0-9a-f]{4}\.xlsx$/);
    expect(newBackupName('nightly', AT)).toMatch(/^auto-nuit-20261123-230512-123-[0-9a-f]{4}\.xlsx$/);
    expect(newBackupName('beforeRestore', AT)).toMatch(
      /^auto-avant-restauration-20261123-230512-123-[0-9a-f]{4}\.xlsx$/,
    );
    expect(newBackupName('beforeArchive', AT)).toMatch(/^auto-avant-archivage-20261123-230512-123-[0-9a-f]{4}\.xlsx$/);
    const names = new Set(Array.from({ length: 20 }, () => newBackupName('manual', AT)));
    expect(names.size).toBeGreaterThan(1);
  });
});

describe('backupKindOf', () => {
  it('knows what made a backup by its prefix', () => {
    for (const kind of ['manual', 'nightly', 'beforeRestore', 'beforeArchive'] as const) {
      expect(backupKindOf(newBackupName(kind, AT))).toBe(kind);
    }
    expect(backupKindOf('auto-nuit-x.xlsx')).toBe('nightly');
    expect(backupKindOf('auto-nuitx.xlsx')).toBe('manual');
    expect(backupKindOf('x-auto-nuit-1.xlsx')).toBe('manual');
    expect(backupKindOf('auto-avant-archivage.xlsx')).toBe('manual');
  });
});

describe('automaticBackupsBeyond', () => {
  const named = (kind: Parameters<typeof newBackupName>[0], n: number) => `${newBackupName(kind, AT)}#${n}`;
  it('keeps the newest N of each automatic kind, counting the nightly one just taken, and every hand-taken one', () => {
    const list = [
      named('nightly', 1),
      named('beforeRestore', 1),
      named('manual', 1),
      named('nightly', 2),
      named('beforeArchive', 1),
      named('beforeRestore', 2),
      named('beforeRestore', 3),
      named('manual', 2),
      named('nightly', 3),
      named('beforeArchive', 2),
      named('beforeArchive', 3),
    ];
    expect(automaticBackupsBeyond(list, 2)).toEqual([list[3], list[6], list[8], list[10]]);
    expect(automaticBackupsBeyond(list, 3)).toEqual([list[8]]);
    expect(automaticBackupsBeyond([named('manual', 1)], 1)).toEqual([]);
  });
});

describe('backup files', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'league-backup-files-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('live in <DATA_DIR>/backups, readable by the server only', async () => {
    const dataDir = join(root, 'data', 'deeper');
    expect(backupsDir(dataDir)).toBe(join(dataDir, 'backups'));
    await writeBackupFile(dataDir, 'sauvegarde-1.xlsx', Buffer.from('octets'));
    expect(await readdir(join(dataDir, 'backups'))).toEqual(['sauvegarde-1.xlsx']);
    expect((await stat(join(dataDir, 'backups', 'sauvegarde-1.xlsx'))).mode & 0o777).toBe(0o600);
    expect((await readBackupFile(dataDir, 'sauvegarde-1.xlsx'))?.toString()).toBe('octets');
    await writeBackupFile(dataDir, 'sauvegarde-2.xlsx', Buffer.from('encore'));
    expect((await readdir(join(dataDir, 'backups'))).sort()).toEqual(['sauvegarde-1.xlsx', 'sauvegarde-2.xlsx']);
  });

  it('read as null when missing, and are removed even when already gone', async () => {
    expect(await readBackupFile(root, 'sauvegarde-0.xlsx')).toBeNull();
    await writeBackupFile(root, 'sauvegarde-1.xlsx', Buffer.from('octets'));
    await removeBackupFile(root, 'sauvegarde-1.xlsx');
    expect(await readdir(join(root, 'backups'))).toEqual([]);
    await expect(removeBackupFile(root, 'sauvegarde-1.xlsx')).resolves.toBeUndefined();
  });

  it('are never reached through a name that is not a backup’s', async () => {
    await expect(writeBackupFile(root, '../evil.xlsx', Buffer.from('x'))).rejects.toThrow('Nom de sauvegarde invalide');
    expect(await readdir(root)).toEqual(['backups']);
    await expect(removeBackupFile(root, '../../etc.xlsx')).rejects.toThrow('Nom de sauvegarde invalide');
    expect(await readBackupFile(root, '../backups/x.xlsx')).toBeNull();
  });
});
