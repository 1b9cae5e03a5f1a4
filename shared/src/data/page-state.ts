import type { EarlyDialog } from '../bus/early-dialog';
import type { DialogId } from '../bus/modals';
import { setSession } from '../bus/stores';
import type { RemoteName } from '../remotes';
import type { Session } from '../session';
import { seedLeagueData, type LeagueData } from './league-data';
import { seedLeagueReads } from './league-read';
import { seedServedHtml } from '../ui/served-html';
import { holdPageClock } from './page-clock';

/** Where the server puts the data it rendered a public page with (server/src/web/page-render.ts). */
export const PAGE_STATE_ELEMENT_ID = 'league-state';

/**
 * What a server-rendered page was rendered from: the browser seeds its stores with it before hydrating,
 * so that its first render is the server's, and reads none of it again.
 */
export interface PageState {
  /** the remote page in the HTML */
  page: { remote: RemoteName; module: string };
  /** the server's clock at the render (ms since the epoch) */
  now: number;
  leagueData: LeagueData;
  /** the pages' reads (`useLeagueRead` keys) of the current season, as the API answered them */
  reads: Record<string, unknown>;
  /** league-authored HTML as the server's sanitiser cleaned it, by source (ui/served-html.ts) */
  html?: Record<string, string>;
  /**
   * who the page was rendered for (never kept by any cache): a page of the session's own, or a public page for a
   * captain or an administrator; none for the public page every visitor gets
   */
  session?: Session;
  /** the dialogs its buttons warm (a captain's « Modifier l’équipe »…): their code loads while the page hydrates */
  dialogs?: readonly DialogId[];
  /** the dialogs drawn closed before #root for their buttons to open before any script, and the props each opens with */
  earlyDialogs?: readonly EarlyDialog[];
}

/** Seeds the league data, the pages' reads, the page clock (released by `holdPageClock(null)`) and the session it had. */
export function seedPageState(state: PageState): void {
  if (state.session) setSession(state.session);
  holdPageClock(state.now);
  seedLeagueData(state.leagueData);
  seedLeagueReads(state.leagueData.season, state.reads);
  seedServedHtml(state.html);
}

function looksLikePageState(value: unknown): value is PageState {
  const state = value as Partial<PageState> | null;
  return (
    typeof state?.now === 'number' &&
    typeof state.page?.module === 'string' &&
    typeof state.page.remote === 'string' &&
    Array.isArray(state.leagueData?.teams) &&
    typeof state.reads === 'object' &&
    state.reads !== null
  );
}

/** A JSON value the server embedded in the page (`<script id=… type="application/json">`), if it has the shape. */
export function embeddedJson<T>(id: string, looksRight: (value: unknown) => value is T, doc: Document): T | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return looksRight(value) ? value : null;
  } catch {
    return null;
  }
}

/** The state the server embedded in the page, or null (a page the server did not render). */
export function embeddedPageState(doc: Document = document): PageState | null {
  return embeddedJson(PAGE_STATE_ELEMENT_ID, looksLikePageState, doc);
}
