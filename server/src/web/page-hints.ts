import { defaultRemoteEntryUrl, type RemoteName } from '@league/shared';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { WebRoots } from '../env';

/**
 * What a public page needs before it can show anything, so that the shell's page can ask for all of it at once:
 * the shell's start chunks, the remote's entry and the page's chunks, and the reads of its data.
 * The paths mirror the shell's route table (shell/src/routes.tsx) for the public pages only; a page missing here
 * still works, it only loads stage by stage as before.
 */
export interface PageNeeds {
  remote: RemoteName;
  module: string;
  /** API reads the page makes at once (the shell's league data is added to every page) */
  reads: readonly PageRead[];
  /** reads named by the address, as the page spells them */
  readsOf?: (path: string) => PageRead[];
  /** the page's largest image, at the top: asked for before the scripts take the phone's six connections */
  image?: string;
}

/** An API read of a page, and the key the page reads it under (`useLeagueRead`), if it is one of those. */
export interface PageRead {
  url: string;
  key?: string;
}

/** GET /api/stats/{team}, encoded as the team page encodes its name (mf-public/src/team/team-reads.ts). */
function teamStatsRead(path: string): PageRead[] {
  try {
    const team = decodeURIComponent(path.slice('/teams/'.length));
    return [{ url: `/api/stats/${encodeURIComponent(team)}`, key: `stats/${team}` }];
  } catch {
    return []; // a malformed address: the page says so itself
  }
}

/**
 * GET /api/resources/general/{name}, hinted only: the information page reads it as it renders, so that an unknown
 * name is rendered as the page's own « introuvable » rather than failing the page's reads.
 */
function resourceRead(path: string): PageRead[] {
  try {
    const name = decodeURIComponent(path.slice('/resources/'.length));
    return [{ url: `/api/resources/general/${encodeURIComponent(name)}` }];
  } catch {
    return []; // a malformed address: the page says so itself
  }
}

/** The shell's league data (shared/src/data/league-data.ts) and the visitor's session, read on every start. */
const START_READS = ['/api/myaccount/info', '/api/teams', '/api/sponsors', '/api/ranking/season'];
/**
 * The schedule is not hinted: Home and the schedule page read a window of it around the reader's today,
 * and a preload of the whole season would cost the bytes the window saves.
 */

/** `route` names the page's address for Fastify: the server answers it without looking for a file first. */
const PUBLIC_PAGES: ReadonlyArray<{ pattern: RegExp; route: string } & PageNeeds> = [
  {
    pattern: /^\/$/,
    route: '/',
    remote: 'public',
    module: 'Home',
    reads: [],
    image: '/images/home/home1.jpg', // mf-public/src/home/home-page.tsx
  },
  { pattern: /^\/schedule$/, route: '/schedule', remote: 'public', module: 'Schedule', reads: [] },
  {
    pattern: /^\/ranking$/,
    route: '/ranking',
    remote: 'public',
    module: 'Ranking',
    reads: [{ url: '/api/ranking/series', key: 'seriesRanking' }],
  },
  { pattern: /^\/teams$/, route: '/teams', remote: 'public', module: 'Teams', reads: [] },
  {
    pattern: /^\/teams\/[^/]+$/,
    route: '/teams/:teamName',
    remote: 'public',
    module: 'Team',
    reads: [{ url: '/api/players', key: 'players' }],
    readsOf: teamStatsRead,
  },
  {
    pattern: /^\/series$/,
    route: '/series',
    remote: 'public',
    module: 'Series',
    reads: [{ url: '/api/series', key: 'series' }],
  },
  {
    pattern: /^\/series\/[^/]+$/,
    route: '/series/:match_id',
    remote: 'public',
    module: 'SeriesMatch',
    reads: [{ url: '/api/series', key: 'series' }],
  },
  { pattern: /^\/sponsors$/, route: '/sponsors', remote: 'public', module: 'Sponsors', reads: [] },
  {
    pattern: /^\/fields$/,
    route: '/fields',
    remote: 'public',
    module: 'Fields',
    reads: [{ url: '/api/fields', key: 'fields' }],
  },
  {
    pattern: /^\/freeagents$/,
    route: '/freeagents',
    remote: 'public',
    module: 'FreeAgents',
    reads: [{ url: '/api/freeagents', key: 'freeAgents' }],
  },
  { pattern: /^\/contact-us$/, route: '/contact-us', remote: 'public', module: 'ContactUs', reads: [] },
  {
    pattern: /^\/resources\/[^/]+$/,
    route: '/resources/:resourceName',
    remote: 'public',
    module: 'Resource',
    reads: [],
    readsOf: resourceRead,
  },
];

/** The public pages' addresses, '/' aside (app.ts answers it). */
export const PUBLIC_PAGE_ROUTES = PUBLIC_PAGES.map((page) => page.route).filter((route) => route !== '/');

export function pageNeedsOf(pathname: string): (PageNeeds & { path: string }) | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PUBLIC_PAGES.find((candidate) => candidate.pattern.test(path));
  return page && { ...page, path };
}

/** The API reads of a page beyond the shell's league data: its own, and those its address names. */
export function pageReadsOf(page: PageNeeds & { path: string }): PageRead[] {
  return [...page.reads, ...(page.readsOf?.(page.path) ?? [])];
}

/** A JSON file of a build, read again only when the build replaces it (a remote is released on its own). */
function jsonFileReader<T>(path: string, fallback: T): () => T {
  let seen: { mtimeMs: number; value: T } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return fallback;
    }
    if (seen?.mtimeMs !== mtimeMs) {
      try {
        seen = { mtimeMs, value: JSON.parse(readFileSync(path, 'utf8')) as T };
      } catch {
        seen = { mtimeMs, value: fallback };
      }
    }
    return seen.value;
  };
}

interface RemoteManifest {
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

export interface PageHints {
  images: string[];
  scripts: string[];
  reads: string[];
}

/** The page's hints from the builds on disk: `start-chunks.json` of the shell, `mf-manifest.json` of a remote. */
export function createPageHints(roots: WebRoots, remoteUrls: Record<RemoteName, string>) {
  const shellStart = jsonFileReader<string[]>(join(roots.shell, 'start-chunks.json'), []);
  const manifests = new Map<RemoteName, () => RemoteManifest>();
  const manifestOf = (name: RemoteName) => {
    let read = manifests.get(name);
    if (!read) {
      read = jsonFileReader<RemoteManifest>(join(roots.remotes[name], 'mf-manifest.json'), {});
      manifests.set(name, read);
    }
    return read();
  };

  return (pathname: string, archived: boolean): PageHints => {
    const scripts = shellStart()
      .filter((file) => typeof file === 'string')
      .map((file) => `/${file}`);
    const page = pageNeedsOf(pathname);
    if (!page) return { images: [], scripts, reads: [] };
    const entry = remoteUrls[page.remote];
    scripts.push(entry);
    // The page's chunks are known only when the remote is served from here, where its manifest is.
    if (entry === defaultRemoteEntryUrl(page.remote)) {
      const base = entry.slice(0, entry.lastIndexOf('/') + 1);
      const expose = manifestOf(page.remote).exposes?.find((candidate) => candidate.name === page.module);
      for (const file of expose?.assets?.js?.sync ?? []) scripts.push(`${base}${file}`);
    }
    // An archived season's reads carry its ?season=: only the current season's are hinted.
    const reads = [...START_READS, ...pageReadsOf(page).map((read) => read.url)];
    return { images: page.image ? [page.image] : [], scripts: [...new Set(scripts)], reads: archived ? [] : reads };
  };
}
