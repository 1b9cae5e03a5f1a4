import {
  CURRENT_SEASON,
  defaultRemoteEntryUrl,
  dialogSource,
  drawnForEveryVisitor,
  hasAdminStatus,
  hasCaptainStatus,
  type AppConfig,
  type DialogId,
  type DialogSource,
  type EarlyDialog,
  type LeagueData,
  type PageAudience,
  type PageState,
  type RemoteName,
  paths,
  type Session,
} from '@league/shared';
import { isScheduleViewQuery } from '@league/shared/schedule';
import { endpoints } from '@league/shared/contract/all';
import type { ComponentType } from 'react';
import type { WebRoots } from '../env';
import { pageHtmlCleaner } from '../league/page-html';
import { pageNeedsOf, type PageNeeds } from './page-hints';
import { serverBuildFile, serverBuildReader, type ServerBuild } from './server-builds';

type PageComponent = ComponentType<Record<string, unknown>>;

/**
 * The queries a page is rendered with besides none, by its path, each exactly as the page's links write it (one page
 * in the cache per view): the schedule's whole season and windows of weeks, whose links work before the page's script.
 */
const RENDERED_QUERIES: Readonly<Record<string, (search: string) => boolean>> = {
  [paths.schedule]: isScheduleViewQuery,
};

/** The shell's server build (shell/src/server/render-page.tsx). */
interface ShellServer {
  renderPage(input: {
    url: string;
    config: AppConfig;
    state: PageState;
    page: PageComponent;
    fetch: typeof fetch;
    cleanHtml: (html: string) => string;
    dialog?: (id: DialogId) => PageComponent | undefined;
  }): Promise<{
    root: string;
    title: string;
    reads: Record<string, unknown>;
    html?: Record<string, string>;
    dialogs?: PageState['dialogs'];
    earlyDialogs?: { dialog: EarlyDialog; html: string }[];
    earlyDialogFailures?: string[];
  }>;
}

/**
 * A remote's server build (mf-public/src/server.ts). Its CSS modules give their class names only: the page's
 * stylesheets are the browser builds' CSS files (page-hints.ts).
 */
interface RemoteServer {
  pages: Record<string, PageComponent | undefined>;
  /** the dialogs it draws before their script (mf-admin/src/server.ts, mf-public/src/server.ts), by module name */
  dialogs?: Record<string, PageComponent | undefined>;
}

function checked<T>(name: string, functions: readonly string[], objects: readonly string[] = []) {
  return (exports: unknown): T => {
    const value = exports as Record<string, unknown> | null;
    for (const key of functions) {
      if (typeof value?.[key] !== 'function') throw new Error(`the ${name} server build exports no ${key}()`);
    }
    for (const key of objects) {
      if (typeof value?.[key] !== 'object') throw new Error(`the ${name} server build exports no ${key}`);
    }
    return value as T;
  };
}

/**
 * Reads an API answer as the browser would: anonymously, or with `session`, a session cookie's value; rejects unless
 * the answer is 200.
 */
export type ReadJson = (url: string, session?: string) => Promise<unknown>;

export interface RenderedPage {
  /** the HTML inside #root */
  root: string;
  /** the document's title */
  title: string;
  /** what the page was rendered from, for the browser to hydrate it with */
  state: PageState;
  /** the dialogs drawn closed before #root, which their buttons open before any script; `source`: whose styles each needs */
  earlyDialogs: { html: string; source: DialogSource }[];
}

export interface PageRender {
  /**
   * The page's HTML for an address, or null: not a page the server renders, or it could not be rendered here (logged
   * once). With `session` (the session cookie's value), a page of the session's own, or a public page, rendered for
   * that session when its audience admits it (null otherwise): such a page is that person's, never to be kept for
   * another.
   */
  render(url: URL, config: AppConfig, session?: string): Promise<RenderedPage | null>;
  /** Whether the page at an address is one the server renders with a session, for those its audience admits. */
  rendersWithSession(url: URL): boolean;
  /** What a rendering depends on besides the data: the server builds' versions ('' when none is rendered). */
  stamp(url: URL): string;
}

/**
 * Server rendering of the public pages, and of the pages of a session's own (the time slots, the admin inbox) for the
 * session a request carries: the shell's layout around the remote's page, both from their
 * own server builds (dist/server of each browser build, loaded again when a release replaces them), rendered with
 * the data the browser then hydrates from. Any failure (a missing or broken build, a page that throws, a read that
 * fails) leaves the page to the browser, as before, and is logged once.
 */
export function createPageRender(options: {
  roots: WebRoots;
  remoteUrls: Record<RemoteName, string>;
  readJson: ReadJson;
  log: (message: string, error: unknown) => void;
}): PageRender {
  const { roots, remoteUrls, readJson, log } = options;
  const shell = serverBuildReader(serverBuildFile(roots.shell), checked<ShellServer>('shell', ['renderPage']));
  const remotes = new Map<RemoteName, () => ServerBuild<RemoteServer>>();
  const remote = (name: RemoteName) => {
    let read = remotes.get(name);
    if (!read) {
      read = serverBuildReader(serverBuildFile(roots.remotes[name]), checked<RemoteServer>(name, [], ['pages']));
      remotes.set(name, read);
    }
    return read();
  };
  const reported = new Set<string>();
  let renderings: Promise<unknown> = Promise.resolve();
  const report = (error: unknown, outcome = 'server rendering failed, the browser renders the page') => {
    const message = error instanceof Error ? error.message : String(error);
    if (reported.has(message)) return;
    if (reported.size > 100) reported.clear();
    reported.add(message);
    log(`${outcome}: ${message}`, error);
  };
  const DIALOG_LEFT = 'a dialog was not drawn in the page, its button opens it once the page answers';

  /**
   * A dialog's component from its remote's server build; none when that build is missing or broken (not drawn). A
   * dialog the same for every visitor (a page's own, the login) is drawn for every reader; another only in a page
   * rendered for a session (a visitor's page is kept for every visitor).
   */
  const drawnDialog = (forSession: boolean) => (id: DialogId) => {
    const source = dialogSource(id);
    if (!source || remoteUrls[source.remote] !== defaultRemoteEntryUrl(source.remote)) return undefined;
    if (!forSession && !drawnForEveryVisitor(id)) return undefined;
    try {
      return remote(source.remote).exports.dialogs?.[source.module];
    } catch (error) {
      report(error, DIALOG_LEFT);
      return undefined;
    }
  };

  /**
   * A page the server can render: the current season (no query, or one of the page's own views), its remote served
   * from here.
   */
  const renderable = (url: URL, signedIn = false) => {
    const page = pageNeedsOf(url.pathname, signedIn);
    const query = !url.search || RENDERED_QUERIES[url.pathname]?.(url.search) === true;
    return page && query && remoteUrls[page.remote] === defaultRemoteEntryUrl(page.remote) ? page : undefined;
  };

  return {
    rendersWithSession: (url) => renderable(url, true)?.session !== undefined,
    stamp(url) {
      const page = renderable(url);
      if (!page) return '';
      try {
        return `${shell().stamp} ${remote(page.remote).stamp}`;
      } catch {
        return 'unbuilt';
      }
    },
    async render(url, config, session) {
      const page = renderable(url, session !== undefined);
      if (!page) return null;
      // a page rendered for a session reads everything as that person, as the browser does
      const read: ReadJson = page.session ? (address) => readJson(address, session) : readJson;
      try {
        const viewer = page.session ? await sessionOf(read, page.session.audience) : undefined;
        if (viewer === null) return null; // nobody logged in, or someone the page is not for: the browser says so
        const { exports: shellServer } = shell();
        const { exports: remoteServer } = remote(page.remote);
        const component = remoteServer.pages[page.module];
        if (!component) throw new Error(`the ${page.remote} server build has no page ${page.module}`);
        const state = { ...(await pageStateOf(page, read)), ...(viewer ? { session: viewer } : {}) };
        const cleanHtml = await pageHtmlCleaner(); // league-authored HTML (Home's description), as stored pages are
        // one render at a time: it sets the stores of the server's one @league/shared, and awaits its reads
        const rendering = renderings.then(() =>
          shellServer.renderPage({
            url: `${url.pathname}${url.search}`,
            config,
            state,
            page: component,
            fetch: fetchFor(read),
            cleanHtml,
            dialog: drawnDialog(viewer !== undefined),
          }),
        );
        renderings = rendering.catch(() => undefined);
        const { root, title, reads, html, dialogs, earlyDialogs, earlyDialogFailures } = await rendering;
        if (typeof root !== 'string' || typeof title !== 'string') throw new Error('the shell rendered no page');
        for (const failure of earlyDialogFailures ?? []) report(new Error(failure), DIALOG_LEFT);
        const drawn = (earlyDialogs ?? []).flatMap(({ dialog, html: drawing }) => {
          const source = dialogSource(dialog.id);
          return source ? [{ dialog, html: drawing, source }] : [];
        });
        return {
          root,
          title,
          state: {
            ...state,
            reads,
            ...(html ? { html } : {}),
            ...(dialogs?.length ? { dialogs } : {}),
            ...(drawn.length ? { earlyDialogs: drawn.map(({ dialog }) => dialog) } : {}),
          },
          earlyDialogs: drawn.map(({ html: drawing, source }) => ({ html: drawing, source })),
        };
      } catch (error) {
        report(error);
        return null;
      }
    },
  };
}

/**
 * The session a page of the session's own is rendered for, or null: nobody logged in, someone its audience does not
 * admit (shell/src/access/page-access.ts), or someone who must first choose a new password (the browser asks).
 */
async function sessionOf(read: ReadJson, audience: PageAudience | undefined): Promise<Session | null> {
  const { sessionInfo } = (await read(endpoints.session.path)) as { sessionInfo: Session };
  if (!sessionInfo.loggedIn || sessionInfo.mustResetPassword) return null;
  const role = sessionInfo.perm.role;
  if (audience === 'admin' && !hasAdminStatus(role)) return null;
  if (audience === 'captain' && !hasCaptainStatus(role)) return null;
  return sessionInfo;
}

/** The API client's fetch, answered by the server's API: what a page's components read while it renders. */
function fetchFor(readJson: ReadJson): typeof fetch {
  return (async (input: string | URL | Request) => {
    try {
      const body = await readJson(String(input));
      return { ok: true, status: 200, json: () => Promise.resolve(body) };
    } catch (error) {
      // the status the API answered (app.ts's readJson names it), so a page can tell « none » (404) from a failure
      const status = Number(/answered (\d{3})$/.exec(error instanceof Error ? error.message : '')?.[1] ?? 503);
      return { ok: false, status, json: () => Promise.resolve({}) };
    }
  }) as typeof fetch;
}

/** The reads of the shell's league data (shared/src/data/league-data.ts), for every page. */
async function leagueDataOf(readJson: ReadJson) {
  const [teams, sponsors, ranking, resources, archives] = (await Promise.all(
    ['/api/teams', '/api/sponsors', '/api/ranking/season', '/api/resources/general', '/api/seasons'].map((url) =>
      readJson(url),
    ),
  )) as [
    { teams: LeagueData['teams'] },
    { sponsors: LeagueData['sponsors'] },
    { provisional: boolean; matchCount?: number },
    { resources: LeagueData['resources'] },
    { archives: LeagueData['archives'] },
  ];
  const leagueData: LeagueData = {
    season: CURRENT_SEASON,
    teams: teams.teams,
    scheduleEmpty: ranking.matchCount === 0,
    sponsors: sponsors.sponsors,
    rankingProvisional: ranking.provisional,
    resources: resources.resources.map(({ name, title }) => ({ name, title })),
    archives: archives.archives,
  };
  return { leagueData, ranking };
}

/** The page's data: the league data and its keyed reads (the season ranking too: the shell reads it for all). */
async function pageStateOf(page: PageNeeds & { path: string }, readJson: ReadJson): Promise<PageState> {
  const keyed = page.reads.filter((read): read is { url: string; key: string } => read.key !== undefined);
  const [{ leagueData, ranking }, answers] = await Promise.all([
    leagueDataOf(readJson),
    Promise.all(keyed.map((read) => readJson(read.url))),
  ]);
  const reads: Record<string, unknown> = { seasonRanking: ranking };
  keyed.forEach((read, index) => (reads[read.key] = answers[index]));
  return { page: { remote: page.remote, module: page.module }, now: Date.now(), leagueData, reads };
}
