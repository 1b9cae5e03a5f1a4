export { leagueDataStore, loadLeagueData, type LeagueData } from './league-data';
export {
  readLeague,
  invalidateLeagueReads,
  refreshLeagueReads,
  leagueReadRefreshes,
  useLeagueRead,
  seasonQuery,
  LEAGUE_READ_KEYS,
  type LeagueReadKey,
  type ReadState,
} from './league-read';
export { refreshLeague } from './league-refresh';
export {
  readSchedule,
  scheduleKey,
  useScheduleRead,
  useSeasonSchedule,
  type SchedulePart,
  type ScheduleSlice,
} from './schedule-read';
