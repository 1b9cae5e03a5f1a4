import {
  closeModal,
  hasAdminStatus,
  isArchiveView,
  leagueDataStore,
  LiveNote,
  messages,
  modalStore,
  openModal,
  requestStore,
  seasonViewStore,
  sessionStore,
  uiConfigStore,
  useObservable,
  useWarmDialog,
  Page,
  type ScheduleFilterSet,
} from '@league/shared';
import { hasActiveFilter } from '@league/shared/schedule';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CalendarSubscription } from '../calendar';
import { teamColors } from '../components/match-row';
import { SeasonNotStarted, useSeasonNotStarted } from '../components/season-not-started';
import { FilterSummary } from './filter-summary';
import { ScheduleFiltersDialog } from './filters-dialog';
import { ScheduleDownloads } from './schedule-downloads';
import { matchCountLabel, SCHEDULE_LABELS } from './schedule-labels';
import { ScheduleWeeks } from './schedule-weeks';
import styles from './schedule.module.css';
import { useFilteredSchedule } from './use-filtered-schedule';
import { useScheduleFilters } from './use-schedule-filters';
import { useScheduleView } from './use-shown-schedule';
import { ViewLink } from './view-link';

const WHOLE_SEASON_VIEW = { whole: true } as const;

/**
 * /schedule: the season's matches by week (from Saturday), filtered by the set kept in the address. The
 * page first reads the weeks from this one on; filters (over all dates) and « Toute la saison » read the season.
 */
export function SchedulePage() {
  const status = useLeagueStatus();
  return (
    <Page title={SCHEDULE_LABELS.title}>
      {status === 'error' ? (
        <p role="alert" className={styles.error}>
          {messages.teamInfoLoadFailed}
        </p>
      ) : status === 'loading' ? (
        <p role="status">{SCHEDULE_LABELS.loading}</p>
      ) : (
        <Schedule />
      )}
    </Page>
  );
}

/**
 * The shell loads the league's data ('teams' request) for the season view; the page waits for that season. A
 * reload of the season already shown (after a proposed result) keeps the weeks on screen, and the past ones open.
 */
function useLeagueStatus(): 'loading' | 'error' | 'ready' {
  const request = useObservable(requestStore, (all) => all.teams)?.status ?? 'none';
  const loadedSeason = useObservable(leagueDataStore).season;
  const season = useObservable(seasonViewStore);
  const [shownSeason, setShownSeason] = useState<string | null>(null);
  const loaded = (request === 'done' || request === 'stale') && loadedSeason === season;
  useEffect(() => {
    if (loaded) setShownSeason(season);
  }, [loaded, season]);
  if (request === 'error') return 'error';
  const reloading = request === 'loading' && loadedSeason === season && shownSeason === season;
  return loaded || reloading ? 'ready' : 'loading';
}

function Schedule() {
  const { timeZone } = useObservable(uiConfigStore);
  const dialogOpen = useObservable(modalStore)?.id === 'scheduleFilters';
  const [addressFilters, setFilters] = useScheduleFilters(timeZone);
  // Filters apply to every date: once asked for, the season stays read whole while the reader is on the page.
  const filtering = dialogOpen || hasActiveFilter(addressFilters);
  // « Toute la saison », pressed here or before the page answered (its link's address, rendered by the server)
  const [wholeAsked, setWholeAsked] = useState(useScheduleView()?.whole === true);
  useEffect(() => {
    if (filtering) setWholeAsked(true);
  }, [filtering]);
  const whole = wholeAsked || filtering;
  const { read, schedule, teams, choices, filters, weeks, shown } = useFilteredSchedule(
    addressFilters,
    whole,
    timeZone,
  );
  // « Toute la saison » goes once pressed: the focus it had moves to the weeks it shows
  const weeksStart = useRef<HTMLDivElement>(null);
  const [focusWeeks, setFocusWeeks] = useState(false);
  useEffect(() => {
    if (!focusWeeks) return;
    weeksStart.current?.focus();
    setFocusWeeks(false);
  }, [focusWeeks]);
  const notStarted = useSeasonNotStarted();
  // Selecting a filter resets the selected match.
  const [selectedMatch, setSelectedMatch] = useState<number | null>(null);
  const colors = useMemo(() => teamColors(teams), [teams]);

  useEffect(() => () => closeModal('scheduleFilters'), []);

  const changeFilters = (next: ScheduleFilterSet) => {
    setSelectedMatch(null);
    setFilters(next);
  };
  // Stable while the list is, so that selecting a match renders its week only (WeekSection is memoised).
  const selectMatch = useCallback(
    (id: string) => {
      const index = shown.findIndex((match) => match._id === id);
      setSelectedMatch((current) => (index === current ? null : index));
    },
    [shown],
  );

  // nothing to filter, count or download yet: what is coming, and the calendar to follow meanwhile
  if (notStarted && !filtering)
    return (
      <>
        <AdminScheduleButtons />
        <SeasonNotStarted />
        <CalendarSubscription />
      </>
    );
  if (read.status === 'error')
    return (
      <p role="alert" className={styles.error}>
        {read.message}
      </p>
    );
  if (read.status === 'loading') return <p role="status">{SCHEDULE_LABELS.loading}</p>;
  return (
    <>
      <LiveNote matches={schedule} />
      <div className={styles.toolbar}>
        <FilterButton />
        <p role="status" className={styles.count}>
          {/* the matches the reader can reach: all the season's, even while only some weeks are read */}
          {matchCountLabel(read.slice.window?.count ?? shown.length)}
        </p>
        {(read.earlier ?? read.later) && (
          <ViewLink
            view={WHOLE_SEASON_VIEW}
            className={styles.filterButton}
            onShow={() => {
              setWholeAsked(true);
              setFocusWeeks(true);
            }}
          >
            {SCHEDULE_LABELS.wholeSeason}
          </ViewLink>
        )}
        <AdminScheduleButtons />
      </div>
      <CalendarSubscription />
      <FilterSummary filters={filters} timeZone={timeZone} onChange={changeFilters} />
      {shown.length === 0 ? (
        <p className={styles.empty}>
          {schedule.length === 0 ? SCHEDULE_LABELS.emptySchedule : SCHEDULE_LABELS.noMatchForFilters}
        </p>
      ) : (
        <div ref={weeksStart} tabIndex={-1}>
          <ScheduleWeeks
            key={JSON.stringify(filters)}
            weeks={weeks}
            timeZone={timeZone}
            colors={colors}
            selectedId={selectedMatch === null ? null : (shown[selectedMatch]?._id ?? null)}
            onSelect={selectMatch}
            window={whole ? undefined : { earlier: read.earlier, later: read.later, earlierView: read.earlierView }}
          />
        </div>
      )}
      {/* after the matches: on a phone the list comes first */}
      <ScheduleDownloads filters={filters} timeZone={timeZone} />
      {dialogOpen && (
        <ScheduleFiltersDialog
          filters={filters}
          choices={choices}
          timeZone={timeZone}
          matchCount={shown.length}
          onChange={changeFilters}
          onClose={() => closeModal('scheduleFilters')}
        />
      )}
    </>
  );
}

/**
 * « Filtrer »: the page the server renders carries the dialog drawn, closed (./filters-drawing.tsx), which this button
 * opens before any script; once the page answers, it opens the dialog itself.
 */
function FilterButton() {
  const opensEarly = useWarmDialog('scheduleFilters', true, {});
  return (
    <button
      type="button"
      className={styles.filterButton}
      aria-haspopup="dialog"
      {...opensEarly}
      onClick={(event) => {
        event.preventDefault(); // the page answers: the dialog itself, not the server's drawing of it
        openModal('scheduleFilters');
      }}
    >
      {SCHEDULE_LABELS.filter}
    </button>
  );
}

/** An administrator's ways to add a match or import a file of them (mf-admin's dialogs, through the registry). */
function AdminScheduleButtons() {
  const session = useObservable(sessionStore);
  const archiveView = isArchiveView(useObservable(seasonViewStore));
  if (!session.loggedIn || !hasAdminStatus(session.perm.role, archiveView)) return null;
  return (
    <span className={styles.adminButtons}>
      <button type="button" className={styles.addButton} aria-haspopup="dialog" onClick={() => openModal('matchAdd')}>
        {SCHEDULE_LABELS.addMatch}
      </button>
      <button
        type="button"
        className={styles.addButton}
        aria-haspopup="dialog"
        onClick={() => openModal('scheduleImport')}
      >
        {SCHEDULE_LABELS.importMatches}
      </button>
    </span>
  );
}
