import { BusyButton, call, failureText, messages, useLeagueWrite } from '@league/shared';
import { renameArchive } from '@league/shared/contract';
import type { Archive } from '@league/shared/schemas';
import { useState } from 'react';
import { DayRangeFields } from './day-range-fields';
import { archiveProblem, frenchDay } from './archive-form';
import ui from '../admin-ui/tab.module.css';
import styles from './seasons.module.css';

/** The archived seasons, each renamed (and its dates changed) in place. */
export function ArchivesList({ archives, onChange }: { archives: Archive[]; onChange(archives: Archive[]): void }) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section className={ui.section} aria-labelledby="archives-title">
      <h2 id="archives-title">Saisons archivées ({archives.length})</h2>
      <ul className={ui.list}>
        {archives.map((archive) => (
          <li key={archive.name} className={ui.item} aria-label={archive.name}>
            {editing === archive.name ? (
              <ArchiveEditor
                archive={archive}
                onDone={(list) => {
                  setEditing(null);
                  onChange(list);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                <span>
                  <strong>{archive.name}</strong>{' '}
                  <span className={ui.hint}>
                    du {frenchDay(archive.startDate)} au {frenchDay(archive.stopDate)}
                  </span>
                </span>
                <button type="button" className={ui.button} onClick={() => setEditing(archive.name)}>
                  Renommer
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArchiveEditor({
  archive,
  onDone,
  onCancel,
}: {
  archive: Archive;
  onDone(archives: Archive[]): void;
  onCancel(): void;
}) {
  const [form, setForm] = useState(archive);
  const [problem, setProblem] = useState<string | null>(null);
  const write = useLeagueWrite('seasons/edit', { toast: false });
  const shown = problem ?? (write.state.status === 'error' ? write.state.message : null);

  const save = async () => {
    const found = archiveProblem(form);
    setProblem(found);
    if (found) return;
    const outcome = await write.run(
      () => call(renameArchive, { body: { previousName: archive.name, ...form, name: form.name.trim() } }),
      { failure: (error) => failureText(messages.archiveEditFailed, error) },
    );
    if (outcome.ok) onDone(outcome.value.archives);
  };

  const change = (patch: Partial<Archive>) => {
    setForm((old) => ({ ...old, ...patch }));
    setProblem(null);
    write.reset();
  };

  return (
    <form
      className={styles.form}
      aria-label={`Modifier l'archive ${archive.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label>
        Nom
        <input value={form.name} maxLength={100} onChange={(event) => change({ name: event.target.value })} />
      </label>
      <DayRangeFields range={form} onChange={change} />
      {shown && (
        <p role="alert" className={ui.error}>
          {shown}
        </p>
      )}
      <div className="league-cluster">
        <button type="button" className={ui.button} onClick={onCancel}>
          Annuler
        </button>
        <BusyButton type="submit" className={ui.primary} busy={write.busy}>
          Enregistrer
        </BusyButton>
      </div>
    </form>
  );
}
