import { isArchiveView, leagueDataStore, NNBSP, requestStore, seasonViewStore, useObservable } from '@league/shared';
import type { ReactNode } from 'react';
import styles from './season-not-started.module.css';

/** What the public pages say of a current season without any match yet (a new league, or teams awaiting their schedule). */
export const seasonNotStartedLabels = {
  notStarted: 'La saison n’a pas encore commencé.',
  /** teams are in, no schedule yet */
  scheduleSoon: `Les équipes sont inscrites${NNBSP}: le calendrier arrive bientôt.`,
  noMatchesYet: 'Aucun match n’est encore au calendrier.',
} as const;

/**
 * Whether the season shown is the current one and has no match yet, once the league's data is read for it (before,
 * the pages show their own loading state). The server rendering knows it too: the league's data comes with the page.
 */
export function useSeasonNotStarted(): boolean {
  const { season, scheduleEmpty } = useObservable(leagueDataStore);
  const request = useObservable(requestStore, (all) => all.teams)?.status;
  const view = useObservable(seasonViewStore);
  const read = (request === 'done' || request === 'stale') && season === view;
  return read && !isArchiveView(view) && scheduleEmpty;
}

/** The schedule's side of it: coming soon when the teams are in, none yet otherwise. */
function ScheduleNotYet() {
  const { teams } = useObservable(leagueDataStore);
  return <>{teams.length > 0 ? seasonNotStartedLabels.scheduleSoon : seasonNotStartedLabels.noMatchesYet}</>;
}

/** « La saison n’a pas encore commencé. », then what the page has to say of it (by default, of its schedule). */
export function SeasonNotStarted({ children = <ScheduleNotYet /> }: { children?: ReactNode }) {
  return (
    <div className={styles.notStarted}>
      <p>
        <strong>{seasonNotStartedLabels.notStarted}</strong>
      </p>
      <p>{children}</p>
    </div>
  );
}
