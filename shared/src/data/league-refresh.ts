import { seasonViewStore } from '../bus/stores';
import { loadLeagueData } from './league-data';
import { refreshLeagueReads } from './league-read';

/**
 * After any change from the browser: every page read is read again, and the shell's league data (menus, navbar).
 * No write says what it changes; the server's ETags make a read the change left alone a 304
 * (docs/architecture.md#write).
 */
export async function refreshLeague(): Promise<void> {
  refreshLeagueReads();
  await loadLeagueData(seasonViewStore.get());
}
