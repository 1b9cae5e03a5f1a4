import {
  calendarDayOf,
  ConfirmDialog,
  errorText,
  messages,
  refreshLeague,
  uiConfigStore,
  useLeagueWrite,
  useObservable,
  type LeagueReadKey,
} from '@league/shared';
import type { ArchiveSeasonResponse } from '@league/shared/schemas';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DayRangeFields } from './day-range-fields';
import { archiveProblem, frenchDay, seasonsApi, type ArchiveRequest } from './seasons-api';
import ui from '../admin-ui/tab.module.css';
import styles from './seasons.module.css';

/** Spec §4: the reads an archive's answer says changed, besides the archives and the season's teams. */
export function touchedBy(answer: ArchiveSeasonResponse): LeagueReadKey[] {
  return [
    'archives',
    'teams',
    'players',
    'fields',
    ...(answer.seriesUpdated ? (['series', 'seriesRanking'] as const) : []),
    ...(answer.matchUpdated ? (['schedule', 'seasonRanking'] as const) : []),
    ...(answer.timeslotUpdated ? (['timeslots'] as const) : []),
  ];
}

const blank = (): ArchiveRequest => ({
  name: `Saison ${new Date().getFullYear()}`,
  startDate: '',
  stopDate: '',
  keepTeams: true,
});

/**
 * The guided step that closes a season: its name and dates (proposed from the current schedule), whether the
 * teams stay for the next one, a confirmation; the server takes an automatic backup first.
 */
export function ArchiveSeasonStep({ onArchived }: { onArchived(answer: ArchiveSeasonResponse): void }) {
  const { timeZone } = useObservable(uiConfigStore);
  const [form, setForm] = useState<ArchiveRequest>(blank);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const write = useLeagueWrite('seasons/archive', { toast: false });

  useEffect(() => {
    seasonsApi.schedule().then(
      ({ schedule }) => {
        const days = schedule.map((match) => calendarDayOf(match.date, timeZone)).sort();
        if (days.length > 0) setForm((old) => ({ ...old, startDate: days[0] ?? '', stopDate: days.at(-1) ?? '' }));
      },
      () => undefined, // the dates are only a proposal: the administrator types them
    );
  }, [timeZone]);

  const change = (patch: Partial<ArchiveRequest>) => {
    setForm((old) => ({ ...old, ...patch }));
    setProblem(null);
    write.reset();
  };

  const archive = async () => {
    setConfirming(false);
    const outcome = await write.run(() => seasonsApi.archive({ ...form, name: form.name.trim() }), {
      answer: 'archiveSeasonResponseSchema',
      failure: (error) => `${messages.archiveCreateFailed} : ${errorText(error)}`,
    });
    if (!outcome.ok) return;
    const answer = outcome.value;
    await refreshLeague(touchedBy(answer));
    setDone(`Saison « ${form.name.trim()} » archivée. Sauvegarde automatique prise avant : ${answer.backup}.`);
    setForm(blank());
    onArchived(answer);
  };

  return (
    <section className={ui.section} aria-labelledby="archive-step-title">
      <h2 id="archive-step-title">Archiver la saison et commencer la suivante</h2>
      <p className={ui.hint}>
        Les matchs, séries et plages horaires datés dans la période passent dans l&apos;archive, avec une copie des
        équipes, des joueurs et des terrains. Une sauvegarde automatique est prise avant.
      </p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = archiveProblem(form);
          setProblem(found);
          if (!found) setConfirming(true);
        }}
      >
        <label>
          Nom de l&apos;archive
          <input value={form.name} maxLength={100} onChange={(event) => change({ name: event.target.value })} />
        </label>
        <DayRangeFields range={form} onChange={change} />
        <fieldset className={styles.choice}>
          <legend>La nouvelle saison</legend>
          <label>
            <input type="radio" checked={form.keepTeams} onChange={() => change({ keepTeams: true })} />
            garde les équipes et leurs joueurs
          </label>
          <label>
            <input type="radio" checked={!form.keepTeams} onChange={() => change({ keepTeams: false })} />
            commence sans équipes (elles restent dans l&apos;archive)
          </label>
        </fieldset>
        {(problem ?? (write.state.status === 'error' ? write.state.message : null)) && (
          <p role="alert" className={ui.error}>
            {problem ?? (write.state.status === 'error' ? write.state.message : '')}
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
        <button type="submit" className={ui.primary} disabled={write.busy}>
          Archiver la saison
        </button>
      </form>
      {confirming &&
        createPortal(
          <ConfirmDialog
            title="Archiver la saison ?"
            confirmLabel="Archiver"
            onConfirm={() => void archive()}
            onCancel={() => setConfirming(false)}
          >
            <p>
              Les matchs du {frenchDay(form.startDate)} au {frenchDay(form.stopDate)} passeront dans l&apos;archive «{' '}
              {form.name.trim()} »{form.keepTeams ? '.' : ' ; la nouvelle saison commencera sans équipes.'} Une archive
              ne se modifie plus.
            </p>
          </ConfirmDialog>,
          document.body,
        )}
    </section>
  );
}
