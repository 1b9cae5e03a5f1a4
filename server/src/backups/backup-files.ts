/**
 * Where backup files live: <DATA_DIR>/backups, one .xlsx each, outside the database so that a lost or broken
 * database does not take its backups with it. Names are checked against backupNameSchema before any path is
 * built from them.
 */
import { backupNameSchema } from '@league/shared/schemas';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type BackupKind = 'manual' | 'nightly' | 'beforeRestore' | 'beforeArchive';

const PREFIXES: Record<BackupKind, string> = {
  manual: 'sauvegarde',
  nightly: 'auto-nuit',
  beforeRestore: 'auto-avant-restauration',
  beforeArchive: 'auto-avant-archivage',
};

export function backupsDir(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** sauvegarde-20261123-230512-123-a1b2.xlsx: sorts by date, never collides, says what made it. */
export function newBackupName(kind: BackupKind, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.(\d{3})Z/, '-$1'); // toISOString ends with its milliseconds and Z
  return `${PREFIXES[kind]}-${stamp}-${randomBytes(2).toString('hex')}.xlsx`;
}

/** What made a backup, read from its name; any name without an automatic prefix was taken by hand. */
export function backupKindOf(name: string): BackupKind {
  const kinds = Object.keys(PREFIXES) as BackupKind[];
  return kinds.find((kind) => kind !== 'manual' && name.startsWith(`${PREFIXES[kind]}-`)) ?? 'manual';
}

/**
 * The automatic backups the schedule removes, from a list newest first, once it has just taken a nightly one:
 * each automatic kind keeps its newest `kept` (the nightly one just taken counts); hand-taken ones stay.
 */
export function automaticBackupsBeyond(names: readonly string[], kept: number): string[] {
  const seen: Record<BackupKind, number> = { manual: 0, nightly: 1, beforeRestore: 0, beforeArchive: 0 };
  return names.filter((name) => {
    const kind = backupKindOf(name);
    if (kind === 'manual') return false;
    seen[kind] += 1;
    return seen[kind] > kept;
  });
}

function pathOf(dataDir: string, name: string): string {
  return join(backupsDir(dataDir), backupNameSchema.parse(name));
}

export async function writeBackupFile(dataDir: string, name: string, bytes: Buffer): Promise<void> {
  await mkdir(backupsDir(dataDir), { recursive: true });
  await writeFile(pathOf(dataDir, name), bytes, { mode: 0o600 });
}

export async function readBackupFile(dataDir: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(pathOf(dataDir, name));
  } catch {
    return null;
  }
}

export async function removeBackupFile(dataDir: string, name: string): Promise<void> {
  await rm(pathOf(dataDir, name), { force: true });
}
