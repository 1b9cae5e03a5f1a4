import { applyDesignTokens, restoreLocalFavourites, setLeagueName, setSeasonView, setUiConfig } from '@league/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { leagueNameOf, loadConfig } from './config/load-config';
import { connectRemotes } from './federation/federation-runtime';
import { seasonFromSearch } from './session/season-address';
import { loadSession, loginByLink } from './session/session-loader';

async function start() {
  applyDesignTokens(document.documentElement);
  setSeasonView(seasonFromSearch(window.location.search)); // an archive view survives a reload
  const [config, session] = await Promise.all([loadConfig(), loadSession()]);
  if (await loginByLink(window.location, session)) return; // the page reloads at the link's redirect
  setUiConfig(config.cfg.uic);
  setLeagueName(leagueNameOf(config));
  restoreLocalFavourites(config.cfg.pjc.version); // a visitor's favourites, kept in this browser (spec §4)
  const loader = connectRemotes(config.cfg.pjc);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(<App loader={loader} />);
}

void start();
