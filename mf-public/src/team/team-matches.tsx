import {
  HydrateInTurn,
  leagueDataStore,
  LiveNote,
  pageNow,
  Spinner,
  uiConfigStore,
  useObservable,
  useScheduleRead,
} from '@league/shared';
import type { Match } from '@league/shared/schemas';
import { useMemo } from 'react';
import { MatchList, teamColors } from '../components/match-row';
import { teamSchedule } from './team-schedule';
import styles from './team.module.css';

export const teamMatchesLabels = {
  upcoming: 'À venir',
  results: 'Résultats',
  noUpcoming: 'Aucun match à venir.',
  noResults: 'Aucun résultat pour le moment.',
} as const;

const NO_MATCH: readonly Match[] = [];

/** The team's matches of the season (read alone, not the whole schedule): what is to come, then the results. */
export function TeamMatches({ team }: { team: string }) {
  const read = useScheduleRead({ team });
  const schedule = read.status === 'done' ? read.data.schedule : NO_MATCH;
  const { teams } = useObservable(leagueDataStore);
  const { timeZone } = useObservable(uiConfigStore);
  const colors = useMemo(() => teamColors(teams), [teams]);
  const { upcoming, results } = useMemo(() => teamSchedule(schedule, team, pageNow()), [schedule, team]);
  if (read.status === 'error') return <p role="alert">{read.message}</p>;
  if (read.status === 'loading') return <Spinner />;
  const list = (matches: Match[], empty: string) =>
    matches.length === 0 ? (
      <p>{empty}</p>
    ) : (
      <MatchList matches={matches} className={styles.matches} colors={colors} timeZone={timeZone} withDay />
    );
  return (
    <>
      <LiveNote matches={schedule} />
      <HydrateInTurn as="section" aria-labelledby="team-upcoming" className={`${styles.section} ${styles.later}`}>
        <h2 id="team-upcoming">{teamMatchesLabels.upcoming}</h2>
        {list(upcoming, teamMatchesLabels.noUpcoming)}
      </HydrateInTurn>
      <HydrateInTurn as="section" aria-labelledby="team-results" className={`${styles.section} ${styles.later}`}>
        <h2 id="team-results">{teamMatchesLabels.results}</h2>
        {list(results, teamMatchesLabels.noResults)}
      </HydrateInTurn>
    </>
  );
}
