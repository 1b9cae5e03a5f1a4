import {
  ANONYMOUS_SESSION,
  CURRENT_SEASON,
  designTokensStyleSheet,
  holdPageClock,
  invalidateLeagueReads,
  seedPageState,
  setSeasonView,
  setSession,
  type AppConfig,
  type PageState,
} from '@league/shared';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App, appRoutes } from '../app';
import { applyConfig } from '../config/load-config';
import type { RemoteLoader } from '../federation/remote-loader';
import { titleForPath } from '../layout/use-document-title';

/**
 * The shell's side of the server's rendering (issue #17), built for Node into dist/server beside the browser build
 * and loaded by the server at run time (server/src/web/page-render.ts). The server gives the remote's page
 * component, from that remote's own server build.
 */
export interface PageRenderInput {
  /** the address, path and query */
  url: string;
  config: AppConfig;
  state: PageState;
  page: ComponentType<Record<string, unknown>>;
}

/** A loader that has the one page already: RemoteView renders it at once, as the browser does once it has loaded. */
function loaderOf(state: PageState, page: ComponentType<Record<string, unknown>>): RemoteLoader {
  return {
    loaded: (remote, module) => (remote === state.page.remote && module === state.page.module ? page : undefined),
    loadComponent: () => Promise.reject(new Error('the server renders only the page it was given')),
  };
}

export interface RenderedPage {
  /** the HTML inside #root */
  root: string;
  /** the document's title, as the browser names the page */
  title: string;
}

/**
 * The HTML of #root and the title of one public page, as the browser's first render will be: a visitor with no session, in the
 * current season, with the stores seeded from `state` (the data the browser receives with the page). The stores
 * are the server's single copy of @league/shared: set wholly here, and used synchronously by one render at a time.
 */
export function renderPage({ url, config, state, page }: PageRenderInput): RenderedPage {
  setSession(ANONYMOUS_SESSION);
  setSeasonView(CURRENT_SEASON);
  applyConfig(config);
  invalidateLeagueReads(); // a previous render's reads are not this page's
  seedPageState(state);
  try {
    const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
    const root = renderToString(<App loader={loaderOf(state, page)} router={router} />);
    return { root, title: titleForPath(new URL(url, 'http://localhost').pathname, state.leagueData.resources) };
  } finally {
    holdPageClock(null);
  }
}

/** The design tokens and base stylesheet the browser adds at start (applyDesignTokens), for the page's head. */
export const baseStyleSheet = designTokensStyleSheet;
