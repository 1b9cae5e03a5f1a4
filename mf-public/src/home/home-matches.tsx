import {
  formatFrenchDate,
  HydrateInTurn,
  leagueDataStore,
  LiveNote,
  messages,
  pageNow,
  requestStore,
  Spinner,
  uiConfigStore,
  useFavourites,
  useObservable,
} from '@league/shared';
import { useHomeSchedule } from './home-schedule';
import { paths } from '@league/shared';
import type { Match } from '@league/shared/schemas';
import { useMemo, type ReactNode } from 'react';
import { Link } from '@league/shared/router';
import { MatchList, teamColors } from '../components/match-row';
import { SeasonNotStarted, seasonNotStartedLabels, useSeasonNotStarted } from '../components/season-not-started';
import { homeLabels } from './home-labels';
import { latestResults, nextMatchday, upcomingForFavourites } from './matchdays';
import styles from './home.module.css';

/** Favourite teams come from the account or, for a visitor, this browser; there are none in archive mode. */
const NONE: readonly string[] = [];

/** Upcoming matches (the favourites' or the next matchday) and the latest results, from the weeks around today. */
export function HomeMatches() {
  const { teams, scheduleEmpty } = useObservable(leagueDataStore);
  const league = useObservable(requestStore, (all) => all.teams);
  const { timeZone } = useObservable(uiConfigStore);
  const read = useHomeSchedule(timeZone);
  const schedule = read.schedule;

  const notStarted = useSeasonNotStarted();
  const favourites = useFavourites() ?? NONE;
  const colors = useMemo(() => teamColors(teams), [teams]);

  const chosen = useMemo(() => {
    const now = pageNow();
    return {
      favourite: favourites.length > 0 ? upcomingForFavourites(schedule, favourites, now, timeZone) : null,
      next: favourites.length > 0 ? null : nextMatchday(schedule, now, timeZone),
      latest: latestResults(schedule, timeZone),
    };
  }, [schedule, favourites, timeZone]);

  if (league?.status === 'error') return <p>{league.message}</p>;
  if (read.status === 'error') return <p>{messages.teamInfoLoadFailed}</p>;
  if (!league || league.status === 'loading') return <Spinner />;
  // a season without matches yet (a new league): what is coming, not two empty sections
  if (notStarted) return <SeasonNotStarted />;
  if (scheduleEmpty) return <p>{seasonNotStartedLabels.noMatchesYet}</p>;
  if (read.status === 'loading') return <Spinner />;

  const list = (matches: Match[], withDay: boolean) => (
    <MatchList matches={matches} className={styles.matches} colors={colors} timeZone={timeZone} withDay={withDay} />
  );
  const dayOf = (matches: Match[]) => matches[0] && formatFrenchDate(matches[0].date, 'day', timeZone);

  return (
    <div className={styles.matchSections}>
      <LiveNote matches={schedule} />
      {chosen.favourite ? (
        <MatchSection id="home-upcoming" title={homeLabels.favouriteMatches}>
          {chosen.favourite.length > 0 ? list(chosen.favourite, true) : <p>{homeLabels.noFavouriteMatches}</p>}
        </MatchSection>
      ) : (
        <MatchSection id="home-upcoming" title={homeLabels.nextMatchday} day={dayOf(chosen.next?.matches ?? [])}>
          {chosen.next ? list(chosen.next.matches, false) : <p>{homeLabels.noNextMatchday}</p>}
        </MatchSection>
      )}
      <MatchSection id="home-results" title={homeLabels.latestResults} day={dayOf(chosen.latest?.matches ?? [])}>
        {chosen.latest ? list(chosen.latest.matches, false) : <p>{homeLabels.noResults}</p>}
      </MatchSection>
      <p>
        <Link to={paths.schedule}>{homeLabels.fullSchedule}</Link>
      </p>
    </div>
  );
}

function MatchSection({ id, title, day, children }: { id: string; title: string; day?: string; children: ReactNode }) {
  return (
    <HydrateInTurn as="section" aria-labelledby={id} className={styles.matchSection}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {day && <p className={styles.day}>{day}</p>}
      {children}
    </HydrateInTurn>
  );
}
