/**
 * Spreadsheet backups: take one, list, download, remove the deletable ones,
 * and restore one (from the list or from an uploaded file). A restore checks the whole file first, takes an
 * automatic backup, then replaces all data in the same transaction, or changes nothing.
 */
import { NNBSP } from '@league/shared';
import type { BackupList } from '@league/shared/schemas';
import { join } from 'node:path';
import type { Actor } from '../league/write';
import { runWrite, type WriteScope } from '../league/write';
import { Forbidden, Invalid, NotFound } from '../league/domain-errors';
import { runHeavy } from '../heavy-work/heavy-pool';
import { heavyTasks } from '../heavy-work/heavy-task';
import { isWriteConflict } from '../db/write-conflict';
import type { RouteDeps } from '../league/route-deps';
import type { Db } from '../db/database';
import type * as BackupTasks from './backup-tasks';
import { newBackupName, readBackupFile, removeBackupFile, writeBackupFile, type BackupKind } from './backup-files';
import {
  deleteBackupEntry,
  findBackupEntry,
  insertBackupEntry,
  listBackupEntries,
  readOneSnapshot,
  readTables,
  replaceTables,
  SCHEMA_VERSION,
  tableShapes,
  type TableShape,
} from './backup-repository';

export type BackupsDeps = Pick<RouteDeps, 'db' | 'config'>;

export const BACKUP_NOT_FOUND = 'Sauvegarde introuvable';
export const BACKUP_NOT_DELETABLE = 'Une sauvegarde automatique ne peut être supprimée';
const RESTORE_REFUSED = `Les données de cette sauvegarde ne respectent pas les règles de la base${NNBSP}: rien n'a été restauré`;

/**
 * The backup's workbook read and checked (the sender's file: 422 over 60 s) and written (the server's work: 503
 * over 2 min) on the heavy-work pool (backup-tasks.ts).
 */
const backupTasks = heavyTasks<typeof BackupTasks>(join(__dirname, 'backup-tasks'));
const READ_BACKUP_BOOK = backupTasks('readBackupBook', { ms: 60_000, overrun: 422 });
const WRITE_BACKUP_BOOK = backupTasks('writeBackupBook', { ms: 120_000, overrun: 503 });

export async function listBackups(db: Db): Promise<BackupList> {
  const entries = await listBackupEntries(db);
  return {
    name: entries.map((entry) => entry.name),
    date: entries.map((entry) => entry.createdAt),
    deletable: entries.map((entry) => entry.deletable),
  };
}

/**
 * Inside a write: reads every table from one consistent snapshot (this must be the transaction's first
 * statement), writes the file and lists it. The file is removed again if the transaction rolls back.
 */
export async function backupWithin(
  { trx, afterRollback }: WriteScope,
  deps: BackupsDeps,
  shapes: TableShape[],
  kind: BackupKind,
  createdAt = new Date(),
): Promise<string> {
  await readOneSnapshot(trx);
  const name = newBackupName(kind, createdAt);
  const book = await runHeavy(WRITE_BACKUP_BOOK, {
    schema: SCHEMA_VERSION,
    createdAt: createdAt.toISOString(),
    tables: await readTables(trx, shapes),
  });
  const bytes = Buffer.from(book.buffer, book.byteOffset, book.byteLength);
  afterRollback(() => removeBackupFile(deps.config.dataDir, name));
  await writeBackupFile(deps.config.dataDir, name, bytes);
  await insertBackupEntry(trx, {
    name,
    createdAt: createdAt.toISOString(),
    deletable: kind === 'manual',
    bytes: bytes.byteLength,
  });
  return name;
}

const KIND_LABELS: Record<BackupKind, string> = {
  manual: 'Sauvegarde',
  nightly: 'Sauvegarde automatique',
  beforeRestore: 'Sauvegarde automatique avant restauration',
  beforeArchive: "Sauvegarde automatique avant l'archivage",
};

export async function takeBackup(
  deps: BackupsDeps,
  actor: Actor,
  kind: BackupKind = 'manual',
  at = new Date(),
): Promise<string> {
  const shapes = await tableShapes(deps.db);
  return runWrite(
    deps,
    actor,
    (name: string) => ({ action: 'create', entity: 'backup', id: name, detail: `${KIND_LABELS[kind]} ${name}` }),
    (scope) => backupWithin(scope, deps, shapes, kind, at),
  );
}

export async function backupBytes(deps: BackupsDeps, name: string): Promise<Buffer> {
  const entry = await findBackupEntry(deps.db, name);
  const bytes = entry ? await readBackupFile(deps.config.dataDir, name) : null;
  if (!bytes) throw new NotFound(BACKUP_NOT_FOUND);
  return bytes;
}

export async function removeBackup(deps: BackupsDeps, actor: Actor, name: string): Promise<void> {
  const entry = await findBackupEntry(deps.db, name);
  if (!entry) throw new NotFound(BACKUP_NOT_FOUND);
  if (!entry.deletable) throw new Forbidden(BACKUP_NOT_DELETABLE);
  await runWrite(
    deps,
    actor,
    { action: 'delete', entity: 'backup', id: name, detail: `Sauvegarde ${name} supprimée` },
    async ({ trx, afterCommit }) => {
      await deleteBackupEntry(trx, name);
      afterCommit(() => removeBackupFile(deps.config.dataDir, name));
    },
  );
}

export async function restoreListedBackup(deps: BackupsDeps, actor: Actor, name: string): Promise<string> {
  return restoreBackup(deps, actor, await backupBytes(deps, name), name);
}

/**
 * Restores a backup's bytes (`label`: its name, or the uploaded file's): refused with a French message and
 * nothing changed when the file is not a whole, unaltered backup of this schema. Answers the name of the
 * automatic backup taken first.
 */
export async function restoreBackup(deps: BackupsDeps, actor: Actor, bytes: Buffer, label: string): Promise<string> {
  const shapes = await tableShapes(deps.db);
  const snapshot = await runHeavy(READ_BACKUP_BOOK, {
    bytes: new Uint8Array(bytes),
    schema: SCHEMA_VERSION,
    expected: shapes,
  });
  return runWrite(
    deps,
    actor,
    (safety: string) => ({
      action: 'restore',
      entity: 'backup',
      id: label,
      detail: `Sauvegarde ${label} restaurée (l'état d'avant est dans ${safety})`,
    }),
    async (scope) => {
      const safety = await backupWithin(scope, deps, shapes, 'beforeRestore');
      await replaceTables(scope.trx, snapshot.tables).catch((error: unknown) => {
        throw isWriteConflict(error) ? error : new Invalid(RESTORE_REFUSED, { cause: error });
      });
      return safety;
    },
  );
}
