import {
  ANONYMOUS_SESSION,
  cleanHtmlOnServer,
  CURRENT_SEASON,
  EarlyDialogContext,
  earlyDialogElementId,
  holdPageClock,
  invalidateLeagueReads,
  noteWantedReads,
  noteWarmedDialogs,
  readWantedReads,
  seedPageState,
  servedHtml,
  setApiFetch,
  setSeasonView,
  setSession,
  settledReads,
  warmedDialogs,
  dialogsWithProps,
  type AppConfig,
  type DialogId,
  type EarlyDialog,
  type PageState,
} from '@league/shared';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { HistoryRouter } from '@league/shared/router';
import { App } from '../app';
import { applyConfig } from '../config/load-config';
import type { RemoteLoader } from '../federation/remote-loader';
import { titleForPath } from '../layout/use-document-title';
import { memoryHistory } from '../session/app-history';

/**
 * The shell's side of the server's rendering, built for Node into dist/server beside the browser build
 * and loaded by the server at run time (server/src/web/page-render.ts). The server gives the remote's page
 * component, from that remote's own server build.
 */
export interface PageRenderInput {
  /** the address, path and query */
  url: string;
  config: AppConfig;
  state: PageState;
  page: ComponentType<Record<string, unknown>>;
  /** how the page's own reads reach the API (the server's, as the visitor: anonymous, or with `state.session`) */
  fetch: typeof fetch;
  /** the server's sanitiser, for league-authored HTML (Home's description) */
  cleanHtml: (html: string) => string;
  /** a dialog's component, from its remote's server build, for a page whose button opens it (none: not drawn) */
  dialog?: (id: DialogId) => ComponentType<Record<string, unknown>> | undefined;
}

/** Renders at most this many times: each render may want reads that the answers of the one before named. */
const MAX_RENDERS = 4;

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
  /** the reads the page was rendered with, by key (`state.reads` and those its components asked for) */
  reads: Record<string, unknown>;
  /** the league-authored HTML it shows, as `cleanHtml` cleaned it, by source (`state.html` for the browser) */
  html: Record<string, string>;
  /** the dialogs its buttons warm (`state.dialogs` for the browser) */
  dialogs: DialogId[];
  /**
   * the dialogs buttons open before any script, drawn closed (`html`, to come before #root), with the props each is
   * opened with (`state.earlyDialogs`)
   */
  earlyDialogs: { dialog: EarlyDialog; html: string }[];
  /** why a dialog could not be drawn (the page is rendered without it) */
  earlyDialogFailures: string[];
}

/**
 * The HTML of #root and the title of one page, as the browser's first render will be: in the current season, with the
 * stores seeded from `state` (a public page: a visitor with no session; a page of a session's own: `state.session`);
 * the reads its components ask for are read through `fetch` and the page rendered again with them (the browser
 * receives all of them with the page). The stores are the server's single copy of @league/shared: set wholly here,
 * so the server renders one page at a time, and left with no session and no reads after it.
 */
export async function renderPage({
  url,
  config,
  state,
  page,
  fetch,
  cleanHtml,
  dialog,
}: PageRenderInput): Promise<RenderedPage> {
  setSession(ANONYMOUS_SESSION);
  setSeasonView(CURRENT_SEASON);
  applyConfig(config);
  invalidateLeagueReads(); // a previous render's reads are not this page's
  seedPageState(state);
  setApiFetch(fetch);
  cleanHtmlOnServer(cleanHtml);
  noteWantedReads(true);
  try {
    const render = () => {
      noteWarmedDialogs(true); // the buttons of the last render only
      return renderToString(<App loader={loaderOf(state, page)} history={memoryHistory(url)} />);
    };
    let root = render();
    // the reads the components asked for (a schedule window around today…), then the page with their answers
    for (let renders = 1; renders < MAX_RENDERS && (await readWantedReads()) > 0; renders += 1) root = render();
    const title = titleForPath(new URL(url, 'http://localhost').pathname, state.leagueData.resources);
    const dialogs = warmedDialogs();
    const earlyDialogs: RenderedPage['earlyDialogs'] = [];
    const earlyDialogFailures: string[] = [];
    for (const early of dialog ? dialogsWithProps() : []) {
      try {
        const drawn = earlyDialogOf(early, url, dialog?.(early.id));
        if (drawn) earlyDialogs.push(drawn);
      } catch (error) {
        earlyDialogFailures.push(error instanceof Error ? error.message : String(error));
      }
    }
    const reads = settledReads(state.leagueData.season);
    return { root, title, reads, html: servedHtml(), dialogs, earlyDialogs, earlyDialogFailures };
  } finally {
    noteWantedReads(false);
    noteWarmedDialogs(false);
    cleanHtmlOnServer(null);
    setApiFetch(null);
    holdPageClock(null);
    // what a session's page read stays with it: the next render starts from nothing either way
    setSession(ANONYMOUS_SESSION);
    invalidateLeagueReads();
  }
}

/**
 * A dialog as its button opens it, drawn in the page's stores (docs/decisions/server-rendering.md). Rendered apart from
 * #root, its generated ids (`P0-3`) would be those of the page's first elements (or another drawing's): they are given a
 * prefix of their own.
 */
function earlyDialogOf(
  early: EarlyDialog,
  url: string,
  component: ComponentType<Record<string, unknown>> | undefined,
): { dialog: EarlyDialog; html: string } | undefined {
  if (!component) return undefined;
  const Drawn = component;
  const html = renderToString(
    <EarlyDialogContext.Provider value={earlyDialogElementId(early.id)}>
      <HistoryRouter history={memoryHistory(url)}>
        <Drawn {...early.props} onClose={() => undefined} />
      </HistoryRouter>
    </EarlyDialogContext.Provider>,
  );
  return { dialog: early, html: withOwnIds(html, early.id) };
}

/** Preact's generated ids (`P<root>-<n>`) in the attributes that hold ids, as `E<dialog>-<root>-<n>`. */
function withOwnIds(html: string, dialog: DialogId): string {
  return html.replace(
    /\s(id|for|name|aria-labelledby|aria-describedby|aria-controls|list)="([^"]*)"/g,
    (_, name: string, value: string) => ` ${name}="${value.replace(/\bP(\d+-\d+)\b/g, `E${dialog}-$1`)}"`,
  );
}
