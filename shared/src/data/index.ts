export { leagueDataStore, loadLeagueData, type LeagueData } from './league-data';
export { readLeague, invalidateLeagueReads, useLeagueRead, seasonQuery, type ReadState } from './league-read';
