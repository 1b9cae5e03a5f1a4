export { leagueDataStore, loadLeagueData, type LeagueData } from './league-data';
