import { hasAdminStatus, isArchiveView, paths, seasonViewStore, sessionStore, useObservable } from '@league/shared';
import { useLocation } from '@league/shared/router';
import { lazy, Suspense } from 'react';

/** Its own chunk: a visitor's first load does not carry it (docs/architecture.md#performance). */
const SetupChecklist = lazy(() => import('./setup-checklist'));

/** Where a new league's administrators meet the checklist: Home and the admin area. */
export const showsSetupChecklist = (pathname: string) =>
  pathname === paths.home || pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);

/**
 * The checklist of a new league, above the page, for administrators once the browser knows the session: the server
 * renders pages as a visitor sees them, and they hydrate as sent before the session arrives.
 */
export function SetupChecklistSlot() {
  const session = useObservable(sessionStore);
  const archive = isArchiveView(useObservable(seasonViewStore));
  const { pathname } = useLocation();
  if (!session.loggedIn || !hasAdminStatus(session.perm.role, archive) || !showsSetupChecklist(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <SetupChecklist />
    </Suspense>
  );
}
