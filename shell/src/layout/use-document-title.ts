import { documentTitle, holdDocumentTitle, leagueDataStore, leagueNameStore, useObservable } from '@league/shared';
import { useLayoutEffect } from 'react';
import { matchPath, useLocation } from '@league/shared/router';
import { ROUTE_TABLE, titleOf } from '../routes';

/** The title of the page at an address: 'Classement · Ligue de balle'; unknown paths fall back to Home. */
export function titleForPath(pathname: string, resources: readonly { name: string; title: string }[]): string {
  for (const target of ROUTE_TABLE) {
    const match = matchPath(target.path, pathname);
    if (match) return documentTitle(titleOf(target, match.params, resources));
  }
  return documentTitle('Accueil');
}

/** A dialog route (login, sign-up, preferences) is drawn over Home: its own title must win over Home's. */
export function isDialogPath(pathname: string): boolean {
  return ROUTE_TABLE.some((target) => target.dialog !== undefined && matchPath(target.path, pathname) !== null);
}

/**
 * Names the page and the league in the document title on every route change. A layout effect: it runs before the
 * page's own effects, so a page that knows more (a match, a tab) still has the last word.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { resources } = useObservable(leagueDataStore);
  useObservable(leagueNameStore);
  const title = titleForPath(pathname, resources);
  const dialog = isDialogPath(pathname);
  useLayoutEffect(() => {
    document.title = title;
    holdDocumentTitle(dialog ? title : null);
  }, [title, dialog]);
}
