import {
  hasAdminStatus,
  isArchiveView,
  paths,
  seasonViewStore,
  sessionStore,
  useHydrated,
  useObservable,
} from '@league/shared';
import { useLocation } from '@league/shared/router';
import { lazy, Suspense } from 'react';

/** Its own chunk: a visitor's first load does not carry it (docs/architecture.md#performance). */
const SetupChecklist = lazy(() => import('./setup-checklist'));

/** Where a new league's administrators meet the checklist: Home and the admin area. */
export const showsSetupChecklist = (pathname: string) =>
  pathname === paths.home || pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);

/**
 * The checklist of a new league, above the page, for administrators, once the page has hydrated: never in the server's
 * HTML, even for an administrator's page rendered with his session (« Masquer » is known to this browser only, and
 * its chunk stays off the first load).
 */
export function SetupChecklistSlot() {
  const session = useObservable(sessionStore);
  const archive = isArchiveView(useObservable(seasonViewStore));
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated || !session.loggedIn || !hasAdminStatus(session.perm.role, archive) || !showsSetupChecklist(pathname))
    return null;
  return (
    <Suspense fallback={null}>
      <SetupChecklist />
    </Suspense>
  );
}
