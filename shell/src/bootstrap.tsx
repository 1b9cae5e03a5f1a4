import {
  adoptEarlyDialogs,
  embeddedPageState,
  holdPageClock,
  hydrateInTurns,
  nextTask,
  warmUpIntl,
  restoreLocalFavourites,
  seedPageState,
  sessionOnItsWay,
  setSeasonView,
  setSession,
  type PageState,
} from '@league/shared';
import { createRoot, hydrateRoot } from 'react-dom/client';
// the design tokens and the base stylesheet of every app: a CSS file of this chunk (shared/src/tokens.ts)
import '@league/shared/base.css';
import { App } from './app';
import { applyConfig, loadConfig } from './config/load-config';
import { connectRemotes } from './federation/federation-runtime';
import type { RemoteLoader } from './federation/remote-loader';
import { warmDialogCode } from './modals/modal-host';
import { browserHistory } from './session/app-history';
import { seasonFromSearch } from './session/season-address';
import { loadSession, loginByLink, readSession } from './session/session-loader';
import { pageAnswers, sessionKnown } from './start/early-taps';
import { startOfflineWhenIdle } from './offline/start-when-idle';

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  return root;
}

async function start() {
  await nextTask(); // the modules above have just run: the start begins in a task of its own
  setSeasonView(seasonFromSearch(window.location.search)); // an archive view survives a reload
  const state = embeddedPageState();
  if (state && rootElement().firstElementChild) {
    await hydrate(state);
    return;
  }
  const [config, session] = await Promise.all([loadConfig(), loadSession()]);
  if (await loginByLink(window.location, session)) return; // the page reloads at the link's redirect
  applyConfig(config);
  restoreLocalFavourites(config.cfg.pjc.version); // a visitor's favourites, kept in this browser
  const loader = connectRemotes(config.cfg.pjc);
  createRoot(rootElement()).render(<App loader={loader} history={browserHistory()} />);
  startOfflineWhenIdle();
}

/**
 * A page the server rendered: the stores get the data it was rendered from, the page's module is
 * loaded, then React adopts the HTML as it is (no session, no favourites: the server knows neither). The session
 * and this browser's favourites follow once hydrated. A page whose module cannot load is rendered afresh instead.
 */
async function hydrate(state: PageState) {
  const config = await loadConfig();
  const session = readSession();
  applyConfig(config);
  sessionOnItsWay(); // a favourite tapped before it comes waits for it (a page rendered for a session has it at once)
  seedPageState(state);
  await nextTask();
  const loader = connectRemotes(config.cfg.pjc);
  const page = pageLoads(loader, state); // the page's module on its way first
  // then a dialog whose button the server rendered (a captain's « Modifier l’équipe »): its code comes while the page
  // hydrates, and a tap held until then opens it at once
  if (state.dialogs) warmDialogCode(loader, state.dialogs);
  const history = browserHistory();
  const afterwards = () => {
    // the server's drawing of a dialog, if opened, becomes the dialog (before a tap held in it is made again)
    adoptEarlyDialogs(document, state.earlyDialogs);
    pageAnswers(document); // hydrated: a tap made before is made again, and taps go to React from now on
    holdPageClock(null);
    restoreLocalFavourites(config.cfg.pjc.version);
    void session.then((known) => {
      setSession(known); // the same visitor, or the member the page was rendered for: nothing renders again
      sessionKnown(document, known.loggedIn);
    });
    startOfflineWhenIdle();
  };
  await warmUpIntl(); // while the page's module is on its way
  const loads = await page;
  await nextTask(); // the page's module has just run
  if (loads) {
    // in slices, the navbar first: the page's parts wait for tasks of their own, so a phone's main thread never
    // blocks long; the page answers once every part has hydrated
    void hydrateInTurns(() => hydrateRoot(rootElement(), <App loader={loader} history={history} />)).then(afterwards);
  } else {
    createRoot(rootElement()).render(<App loader={loader} history={history} onHydrated={afterwards} />);
  }
}

async function pageLoads(loader: RemoteLoader, state: PageState): Promise<boolean> {
  try {
    await loader.loadComponent(state.page.remote, state.page.module);
    return true;
  } catch {
    return false; // the page shows the remote's error panel, with its retry
  }
}

void start();
