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

/** While a dialog route (e.g. /myaccount/login over Home) is open, its title outranks the page drawn behind it. */
let heldTitle: string | null = null;

export function holdDocumentTitle(title: string | null): void {
  heldTitle = title;
  if (title !== null) document.title = title;
}

/** What a page calls to name itself: its title, unless a dialog route holds the document title. */
export function showPageTitle(page: string): void {
  if (heldTitle === null) document.title = documentTitle(page);
}
