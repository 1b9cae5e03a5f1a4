/**
 * Automatic backups on a schedule (settings autoBackupHours, autoBackupsKept): every few minutes each server
 * checks whether the newest nightly backup is older than the interval, takes one if so and keeps only the last N
 * of each automatic kind (nightly, before a restore, before an archive), so a league that forgets never loses more than a day. State lives in the database, so any number
 * of servers can run it (at worst two take one at the same moment).
 */
import { NNBSP } from '@league/shared';
import { readSettings } from '../league/settings';
import { runWrite } from '../league/write';
import { automaticBackupsBeyond, backupKindOf, removeBackupFile } from './backup-files';
import { deleteBackupEntry, listBackupEntries } from './backup-repository';
import { takeBackup, type BackupsDeps } from './backups-service';

const CHECK_EVERY_MS = 10 * 60 * 1000;
const FIRST_CHECK_MS = 60 * 1000;

/** One check: answers the backup taken, if any. */
export async function runScheduledBackup(deps: BackupsDeps, now = new Date()): Promise<string | null> {
  const { autoBackupHours, autoBackupsKept } = await readSettings(deps.db);
  if (autoBackupHours === 0) return null;
  const entries = await listBackupEntries(deps.db);
  const newest = entries.find((entry) => backupKindOf(entry.name) === 'nightly');
  if (newest && now.getTime() - Date.parse(newest.createdAt) < autoBackupHours * 3_600_000) return null;
  const name = await takeBackup(deps, null, 'nightly', now);
  const old = automaticBackupsBeyond(
    entries.map((entry) => entry.name),
    autoBackupsKept,
  );
  if (old.length > 0) {
    await runWrite(
      deps,
      null,
      {
        action: 'delete',
        entity: 'backup',
        id: null,
        detail: `Anciennes sauvegardes automatiques${NNBSP}: ${old.join(', ')}`,
      },
      async ({ trx, afterCommit }) => {
        for (const entry of old) {
          await deleteBackupEntry(trx, entry);
          afterCommit(() => removeBackupFile(deps.config.dataDir, entry));
        }
      },
    );
  }
  return name;
}

/** Starts the checks; answers the function that stops them (on close). */
export function startBackupSchedule(deps: BackupsDeps, log: (error: unknown) => void): () => void {
  const check = () => runScheduledBackup(deps).catch(log);
  const first = setTimeout(check, FIRST_CHECK_MS);
  const every = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
