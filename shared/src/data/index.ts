export { leagueDataStore, loadLeagueData, seedLeagueData, type LeagueData } from './league-data';
export {
  readLeague,
  invalidateLeagueReads,
  refreshLeagueReads,
  leagueReadVersion,
  seedLeagueReads,
  noteWantedReads,
  readWantedReads,
  settledReads,
  useLeagueRead,
  seasonQuery,
  type ReadState,
} from './league-read';
export { refreshLeague } from './league-refresh';
export { followLiveUpdates, liveUpdateStore, LIVE_REOPEN_MS } from './live';
export {
  readSchedule,
  scheduleKey,
  useScheduleRead,
  useSeasonSchedule,
  type SchedulePart,
  type ScheduleSlice,
} from './schedule-read';
export { holdPageClock, pageNow } from './page-clock';
export { embeddedJson, embeddedPageState, PAGE_STATE_ELEMENT_ID, seedPageState, type PageState } from './page-state';
