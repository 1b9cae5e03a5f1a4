import {
  archiveMessages,
  BusyButton,
  call,
  ConfirmDialog,
  failureText,
  fieldProblems,
  messages,
  NNBSP,
  useLeagueWrite,
} from '@league/shared';
import { archiveSeason } from '@league/shared/contract';
import type { ArchiveSeasonResponse } from '@league/shared/schemas';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { archiveWarnings, ArchiveSummary } from './archive-summary';
import { DayRangeFields } from './day-range-fields';
import { archiveFieldProblems, type ArchiveRequest } from './archive-form';
import { useArchivePreview } from './use-archive-preview';
import ui from '../admin-ui/tab.module.css';
import styles from './seasons.module.css';

/** The fields whose refusals by the server show beside them. */
const ARCHIVE_FIELDS = ['name', 'startDate', 'stopDate'] as const;
type ArchiveField = (typeof ARCHIVE_FIELDS)[number];

const blank = (): ArchiveRequest => ({
  name: `Saison ${new Date().getFullYear()}`,
  startDate: '',
  stopDate: '',
  keepTeams: true,
});

/**
 * The guided step that closes a season: its name and dates (proposed by the server: the first and last days of
 * everything the current season holds, playoffs and time slots included), whether the teams stay for the next
 * one, and a confirmation that says what moves and what stays; the server takes an automatic backup first.
 */
export function ArchiveSeasonStep({ onArchived }: { onArchived(answer: ArchiveSeasonResponse): void }) {
  const id = useId();
  const [form, setForm] = useState<ArchiveRequest>(blank);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<Partial<Record<ArchiveField, string>>>({});
  const write = useLeagueWrite('seasons/archive', { toast: false });
  /** counts again after an archive, whatever the dates */
  const [generation, setGeneration] = useState(0);
  const preview = useArchivePreview(form, generation);
  /** whether the season's dates were proposed (or could not be): until then the dates are not the admin's yet */
  const [proposed, setProposed] = useState(false);

  useEffect(() => {
    if (proposed || preview.status === 'loading' || preview.status === 'idle') return;
    setProposed(true);
    const season = preview.status === 'done' ? preview.preview.season : null;
    // the dates are only a proposal: what the administrator typed meanwhile stays
    if (season) setForm((old) => (old.startDate || old.stopDate ? old : { ...old, ...season }));
  }, [preview, proposed]);

  const proposing = !proposed && form.startDate === '' && form.stopDate === '';
  /** the current season holds nothing dated (a new league, or all of it archived): nothing to archive yet */
  const nothingDated =
    preview.status === 'done' && preview.preview.season === null && form.startDate === '' && form.stopDate === '';
  const problems = proposing || nothingDated ? {} : { ...refused, ...archiveFieldProblems(form) };
  const counted = preview.status === 'done' ? preview.preview : null;
  const teamsProblem =
    !form.keepTeams && counted && counted.staying.matches > 0 ? archiveMessages.teamsStillPlaying : null;
  const blocked = proposing || nothingDated || Object.keys(problems).length > 0 || teamsProblem !== null;
  const counting = !blocked && preview.status === 'loading';

  const change = (patch: Partial<ArchiveRequest>) => {
    setForm((old) => ({ ...old, ...patch }));
    setRefused({});
    write.reset();
  };

  const archive = async () => {
    setConfirming(false);
    const outcome = await write.run(() => call(archiveSeason, { body: { ...form, name: form.name.trim() } }), {
      failure: (error) => failureText(messages.archiveCreateFailed, error, ARCHIVE_FIELDS),
    });
    if (!outcome.ok) return setRefused(fieldProblems(outcome.error, ARCHIVE_FIELDS));
    const answer = outcome.value;
    setDone(
      `Saison «${NNBSP}${form.name.trim()}${NNBSP}» archivée. Sauvegarde automatique prise avant${NNBSP}: ${answer.backup}.`,
    );
    setProposed(false); // what remains of the current season gets its own dates
    setGeneration((old) => old + 1);
    setForm(blank());
    onArchived(answer);
  };

  return (
    <section className={ui.section} aria-labelledby="archive-step-title">
      <h2 id="archive-step-title">Archiver la saison et commencer la suivante</h2>
      <p className={ui.hint}>
        Les matchs, séries et plages horaires datés dans la période passent dans l&apos;archive, avec une copie des
        équipes, des joueurs et des terrains. Les dates proposées couvrent toute la saison courante, séries et plages
        horaires comprises. Une sauvegarde automatique est prise avant.
      </p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked && !counting) setConfirming(true);
        }}
      >
        <div className={styles.field}>
          <label>
            Nom de l&apos;archive
            <input
              value={form.name}
              maxLength={100}
              aria-invalid={problems.name ? true : undefined}
              aria-describedby={problems.name ? `${id}-name` : undefined}
              onChange={(event) => change({ name: event.target.value })}
            />
          </label>
          {problems.name && (
            <span id={`${id}-name`} className={styles.problem}>
              {problems.name}
            </span>
          )}
        </div>
        <DayRangeFields range={form} onChange={change} problems={problems} />
        {proposing && (
          <p role="status" className={ui.hint}>
            Calcul des dates de la saison courante…
          </p>
        )}
        {nothingDated && (
          <p role="status" className={ui.hint}>
            La saison courante n’a ni match, ni série, ni plage horaire{'\u202f'}: rien à archiver pour l’instant. La
            nouvelle saison se prépare ci-dessous.
          </p>
        )}
        <fieldset className={styles.choice} aria-describedby={teamsProblem ? `${id}-teams` : undefined}>
          <legend>La nouvelle saison</legend>
          <label>
            <input type="radio" checked={form.keepTeams} onChange={() => change({ keepTeams: true })} />
            garde les équipes et leurs joueurs
          </label>
          <label>
            <input type="radio" checked={!form.keepTeams} onChange={() => change({ keepTeams: false })} />
            commence sans équipes (elles restent dans l&apos;archive)
          </label>
          {teamsProblem && (
            <span id={`${id}-teams`} className={styles.problem}>
              {teamsProblem}
            </span>
          )}
        </fieldset>
        {write.state.status === 'error' && (
          <p role="alert" className={ui.error}>
            {write.state.message}
          </p>
        )}
        {write.busy && (
          <div role="status" className={ui.progress}>
            <progress aria-label="Archivage en cours" />
            <span>Archivage en cours… (sauvegarde automatique, puis archivage)</span>
          </div>
        )}
        {done && !write.busy && (
          <p role="status" className={ui.done}>
            {done}
          </p>
        )}
        <div className="league-cluster">
          <BusyButton type="submit" className={ui.primary} disabled={blocked || counting} busy={write.busy}>
            Archiver la saison
          </BusyButton>
          {counting && (
            <span role="status" className={ui.hint}>
              Calcul de ce qui passera dans l&apos;archive…
            </span>
          )}
        </div>
      </form>
      {confirming &&
        createPortal(
          <ConfirmDialog
            title={`Archiver la saison${NNBSP}?`}
            confirmLabel={counted && archiveWarnings(counted).length > 0 ? 'Archiver quand même' : 'Archiver'}
            onConfirm={() => void archive()}
            onCancel={() => setConfirming(false)}
          >
            <ArchiveSummary form={form} preview={counted} />
          </ConfirmDialog>,
          document.body,
        )}
    </section>
  );
}
