import { seasonViewStore } from '../bus/stores';
import { loadLeagueData } from './league-data';
import { refreshLeagueReads, type LeagueReadKey } from './league-read';

/** The reads the shell loads for the menus and navbar (`leagueDataStore`), all at once. */
const LEAGUE_DATA_KEYS: readonly LeagueReadKey[] = ['teams', 'schedule', 'sponsors', 'resources', 'archives'];

/**
 * After a change: the touched page reads are read again, and the league data if the change touched it. A change
 * of the schedule changes the season standings' basis too (their match count tells the menu the schedule is empty).
 */
export async function refreshLeague(touches: readonly LeagueReadKey[]): Promise<void> {
  refreshLeagueReads(touches.includes('schedule') ? [...touches, 'seasonRanking'] : touches);
  if (touches.some((touch) => LEAGUE_DATA_KEYS.includes(touch))) await loadLeagueData(seasonViewStore.get());
}
