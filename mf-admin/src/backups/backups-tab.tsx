import {
  BusyButton,
  call,
  ConfirmDialog,
  failureText,
  formatFrenchDate,
  NNBSP,
  messages,
  uiConfigStore,
  useLeagueWrite,
  useObservable,
} from '@league/shared';
import { addBackup, backups as backupList, removeBackup, restoreBackup } from '@league/shared/contract';
import type { BackupList, BackupsResponse } from '@league/shared/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { downloadBackupFile, page, uploadBackupFile } from './backups-api';
import ui from '../admin-ui/tab.module.css';
import styles from './backups.module.css';

interface Backup {
  name: string;
  date: string;
  deletable: boolean;
}

/** What waits for a confirmation: a restore (from the list or a file) or a removal. */
type Asking = { kind: 'restore'; name: string } | { kind: 'upload'; file: File } | { kind: 'remove'; name: string };

const rows = (list: BackupList): Backup[] =>
  list.name.map((name, index) => ({ name, date: list.date[index] ?? '', deletable: list.deletable[index] ?? false }));

const when = (date: string, timeZone: string) =>
  `${formatFrenchDate(date, 'day', timeZone)}, ${formatFrenchDate(date, 'time', timeZone)}`;
const withReason = (message: string) => (error: unknown) => failureText(message, error);

/** How long the restore's news stays on screen before the page reloads with the restored data. */
export const RELOAD_DELAY_MS = 1500;

export const backupNews = {
  taken: 'Sauvegarde prise.',
  removed: (name: string) => `Sauvegarde ${name} supprimée.`,
  restored: (name: string) => `Sauvegarde ${name} restaurée${NNBSP}: la page se recharge avec les données restaurées.`,
} as const;

/**
 * The backups (admin tab « Sauvegardes »): take one, download, remove those taken by hand, restore one from
 * the list or a file kept elsewhere. Progress shows while a call runs; the page reloads after a restore.
 */
export function BackupsTab() {
  const { timeZone } = useObservable(uiConfigStore);
  const [backups, setBackups] = useState<Backup[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  /** what the last action did, said until the next one starts */
  const [news, setNews] = useState<string | null>(null);
  /** the share of an uploaded file sent so far, while it is sent */
  const [sent, setSent] = useState<number | null>(null);
  const write = useLeagueWrite('backups/change', { toast: false });
  const reloading = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloading.current), []);

  const show = (answer: BackupsResponse) => setBackups(rows(answer.backups));
  const reload = useCallback(async () => {
    try {
      setBackups(rows((await call(backupList)).backups));
    } catch {
      setError(messages.backupsFailed);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** A call runs: its buttons stay focusable but ignore presses (shared/src/ui/busy-button.tsx). */
  const busy = running !== null;

  const run = async (progress: string, change: () => Promise<BackupsResponse>, failure: string) => {
    setError(null);
    setNews(null);
    setRunning(progress);
    const outcome = await write.run(change, { failure: withReason(failure) });
    setRunning(null);
    if (outcome.ok) show(outcome.value);
    else if (outcome.message) setError(outcome.message);
    return outcome.ok;
  };

  const take = async () => {
    if (busy) return;
    if (await run('Sauvegarde en cours…', () => call(addBackup), messages.backupCreateFailed))
      setNews(backupNews.taken);
  };

  const confirm = async (what: Asking) => {
    setAsking(null);
    if (what.kind === 'remove') {
      const removed = await run(
        'Suppression en cours…',
        () => call(removeBackup, { params: { backupName: what.name } }),
        messages.backupDeleteFailed,
      );
      if (removed) setNews(backupNews.removed(what.name));
      return;
    }
    const restore =
      what.kind === 'upload'
        ? () => uploadBackupFile(what.file, (share) => setSent(share < 1 ? share : null))
        : () => call(restoreBackup, { params: { backupName: what.name } });
    const progress = 'Restauration en cours… Une sauvegarde automatique est prise avant. Ne fermez pas la page.';
    const restored = await run(progress, restore, messages.backupRestoreFailed);
    setSent(null);
    if (!restored) return;
    // say it worked, then show the restored data: every part of the site reads it again
    setNews(backupNews.restored(what.kind === 'upload' ? what.file.name : what.name));
    reloading.current = setTimeout(() => page.reload(), RELOAD_DELAY_MS);
  };

  const download = async (name: string) => {
    setError(null);
    setNews(null);
    try {
      const url = URL.createObjectURL(await downloadBackupFile(name));
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (failure) {
      console.error(`download ${name}:`, failure);
      setError(
        failure instanceof Error && 'status' in failure ? messages.backupDownloadFailed : messages.backupCannotDownload,
      );
    }
  };

  return (
    <>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {news && (
        <p role="status" className={ui.hint}>
          {news}
        </p>
      )}
      {running && (
        <div role="status" className={ui.progress}>
          {sent === null ? (
            <>
              <progress aria-label={running} />
              <span>{running}</span>
            </>
          ) : (
            <>
              <progress aria-label="Envoi du fichier" value={sent} />
              <span>
                Envoi du fichier{NNBSP}: {Math.round(sent * 100)}
                {NNBSP}%
              </span>
            </>
          )}
        </div>
      )}
      <section className={ui.section} aria-labelledby="backup-take-title">
        <h2 id="backup-take-title">Nouvelle sauvegarde</h2>
        <p className={ui.hint}>
          Un classeur .xlsx{NNBSP}: une feuille par table, images comprises. Une sauvegarde automatique est aussi prise
          chaque nuit, avant chaque restauration et avant chaque archivage.
        </p>
        <BusyButton type="button" className={ui.primary} onClick={() => void take()} busy={busy}>
          Prendre une sauvegarde
        </BusyButton>
      </section>
      <section className={ui.section} aria-labelledby="backup-upload-title">
        <h2 id="backup-upload-title">Restaurer un fichier gardé ailleurs</h2>
        <form
          className="league-cluster"
          onSubmit={(event) => {
            event.preventDefault();
            if (file && !busy) setAsking({ kind: 'upload', file });
          }}
        >
          {/* the browser's own file button speaks its language, not always French: ours covers it */}
          <label className={styles.file}>
            <input
              type="file"
              aria-label="Fichier de sauvegarde (.xlsx)"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <span className={ui.button} aria-hidden="true">
              Choisir un fichier .xlsx
            </span>
            <span className={styles.chosen}>{file?.name ?? 'Aucun fichier choisi'}</span>
          </label>
          <BusyButton type="submit" className={ui.button} disabled={!file} busy={busy}>
            Restaurer ce fichier
          </BusyButton>
        </form>
      </section>
      <section className={ui.section} aria-labelledby="backup-list-title">
        <h2 id="backup-list-title">Sauvegardes ({backups.length})</h2>
        <ul className={ui.list}>
          {backups.map((backup) => (
            <li key={backup.name} className={ui.item} aria-label={backup.name}>
              <div className={styles.what}>
                <span className={styles.name}>{backup.name}</span>
                <span className={styles.date}>
                  {when(backup.date, timeZone)}
                  {!backup.deletable && ' · automatique'}
                </span>
              </div>
              <div className="league-cluster">
                <button type="button" className={ui.button} onClick={() => void download(backup.name)}>
                  Télécharger
                </button>
                <BusyButton
                  type="button"
                  className={ui.button}
                  busy={busy}
                  onClick={() => setAsking({ kind: 'restore', name: backup.name })}
                >
                  Restaurer
                </BusyButton>
                {backup.deletable && (
                  <BusyButton
                    type="button"
                    className={ui.button}
                    busy={busy}
                    onClick={() => setAsking({ kind: 'remove', name: backup.name })}
                  >
                    Supprimer
                  </BusyButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {asking && <Confirm asking={asking} onConfirm={() => void confirm(asking)} onCancel={() => setAsking(null)} />}
    </>
  );
}

/** In the body, not in the page: the shell blurs the page's main content while a dialog is open. */
function Confirm({ asking, onConfirm, onCancel }: { asking: Asking; onConfirm(): void; onCancel(): void }) {
  const restoring = asking.kind !== 'remove';
  const what = asking.kind === 'upload' ? asking.file.name : asking.name;
  return createPortal(
    <ConfirmDialog
      title={restoring ? `Restaurer cette sauvegarde${NNBSP}?` : `Supprimer cette sauvegarde${NNBSP}?`}
      confirmLabel={restoring ? 'Restaurer' : 'Supprimer'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {restoring ? (
        <p>
          Toutes les données du site seront remplacées par celles de {what}. L&apos;état actuel est d&apos;abord gardé
          dans une sauvegarde automatique{NNBSP}; la page se rechargera ensuite.
        </p>
      ) : (
        <p>Le fichier {what} sera supprimé du serveur.</p>
      )}
    </ConfirmDialog>,
    document.body,
  );
}
