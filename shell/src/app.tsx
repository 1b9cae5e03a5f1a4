import {
  ANONYMOUS_SESSION,
  closeDialogs,
  followLiveUpdates,
  isAnyRequestLoading,
  loadLeagueData,
  modalStore,
  recordWindowSize,
  requestStore,
  seasonViewStore,
  setSession,
  setUnauthorizedHandler,
  Spinner,
  useObservable,
} from '@league/shared';
import { useEffect, useMemo } from 'react';
import { HistoryRouter, Outlet, useRoutes, type RouteObject } from '@league/shared/router';
import type { RemoteLoader } from './federation/remote-loader';
import { RemoteLoaderContext } from './federation/remote-view';
import { ArchiveBanner } from './layout/archive-banner';
import { Footer } from './layout/footer';
import { LoadErrorBanner } from './layout/load-error-banner';
import styles from './layout/layout.module.css';
import { Navbar } from './layout/navbar';
import { OfflineSlot } from './offline/offline-slot';
import { Toasts } from './layout/toasts';
import { ModalHost } from './modals/modal-host';
import { useDocumentTitle } from './layout/use-document-title';
import { routeObjects } from './routes';
import { SetupChecklistSlot } from './setup-checklist/setup-checklist-slot';
import { LOGIN_PATH, loginPathFor } from './session/login-redirect';
import { useForcedPasswordReset } from './session/forced-reset';
import type { AppHistory } from './session/app-history';
import { connectSeasonToAddress } from './session/season-address';
import { MAIN_CONTENT_ID } from './layout/skip-link';

export function Layout() {
  useWindowEvents();
  useLeagueData();
  useDocumentTitle();
  useForcedPasswordReset();
  const dialogOpen = useObservable(modalStore)?.kind === 'dialog';
  return (
    <div className={styles.page}>
      <Navbar />
      <ArchiveBanner />
      <LoadErrorBanner />
      <OfflineSlot />
      <BusySpinner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${styles.content} ${dialogOpen ? styles.blurred : ''}`}>
        <SetupChecklistSlot />
        <Outlet />
      </main>
      <Footer />
      <ModalHost />
      <Toasts />
    </div>
  );
}

/** A spinner while requests run (dialogs blur the page behind them). */
function BusySpinner() {
  const loading = useObservable(requestStore, isAnyRequestLoading);
  return loading ? (
    <div className={styles.busy}>
      <Spinner />
    </div>
  ) : null;
}

/** Loads the league's data on start and again whenever the season view changes. */
function useLeagueData() {
  useEffect(() => {
    const subscription = seasonViewStore.value$.subscribe((season) => void loadLeagueData(season));
    return () => subscription.unsubscribe();
  }, []);
}

/** Escape closes dialogs; a resize records the window size, which clears popups. */
function useWindowEvents() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeDialogs();
    const onResize = () => recordWindowSize({ width: window.innerWidth, height: window.innerHeight });
    onResize();
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, []);
}

/** The site's routes: the layout around every page of the route table. */
export function appRoutes(): RouteObject[] {
  return [{ element: <Layout />, children: routeObjects() }];
}

/**
 * The site, on `history`: the browser's, or a memory history on the server. `onHydrated` runs once the first render
 * is on screen: a server-rendered page is hydrated as the server rendered it, without a session; the
 * session and what only this browser knows come after.
 */
export function App({
  loader,
  history,
  onHydrated,
}: {
  loader: RemoteLoader;
  history: AppHistory;
  onHydrated?: () => void;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  // the league live, once the page answers: one stream for the whole page, never on the server (docs/architecture.md#live)
  useEffect(() => followLiveUpdates(), []);
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (history.location.pathname === LOGIN_PATH) return; // already there: keep its e-mail and redirect
      const loginPath = loginPathFor(history.location); // read the e-mail before the session goes
      setSession(ANONYMOUS_SESSION); // the server no longer knows this session
      history.push(loginPath);
    });
  }, [history]);
  useEffect(() => connectSeasonToAddress(history), [history]);
  const routes = useMemo(appRoutes, []);
  return (
    <RemoteLoaderContext.Provider value={loader}>
      <HistoryRouter history={history}>
        <AppRoutes routes={routes} />
      </HistoryRouter>
    </RemoteLoaderContext.Provider>
  );
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
