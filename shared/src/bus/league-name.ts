import { createStore, readOnly } from './store';

/** The name pages and titles use until the league's own is known. */
export const DEFAULT_LEAGUE_NAME = 'Ligue';

const leagueName = createStore<string>(DEFAULT_LEAGUE_NAME);

/** The league's name, set by the shell from its configuration, for every page and remote to read. */
export const leagueNameStore = readOnly(leagueName);

export function setLeagueName(name: string | undefined): void {
  leagueName.set(name?.trim() || DEFAULT_LEAGUE_NAME);
}

/** A page's document title names the page and the league: 'Classement · Ligue de balle'. */
export function documentTitle(page: string): string {
  return page ? `${page} · ${leagueName.get()}` : leagueName.get();
}
