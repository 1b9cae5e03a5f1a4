import { isArchiveView, seasonViewStore, sessionStore } from '../bus/stores';
import { useObservable } from '../bus/use-observable';
import type { Session } from '../session';
import { localFavouritesStore } from './favourites';

/**
 * The favourite teams of whoever is here, or null when they have none to keep: a visitor's live in
 * this browser, a basic member's on the account; other roles and archive mode have no favourites.
 */
export function favouritesOf(session: Session, localFavourites: readonly string[], archiveView: boolean) {
  if (archiveView) return null;
  if (!session.loggedIn) return localFavourites;
  return session.perm.role === 'basic' ? session.favoriteTeams : null;
}

/** The same rule, live, for React: null when favourites cannot be kept here. */
export function useFavourites(): readonly string[] | null {
  const session = useObservable(sessionStore);
  const local = useObservable(localFavouritesStore);
  const season = useObservable(seasonViewStore);
  return favouritesOf(session, local, isArchiveView(season));
}
