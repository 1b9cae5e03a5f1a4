import {
  defaultRemoteEntryUrl,
  PAGES,
  pathOf,
  type DialogSource,
  type PageAudience,
  type PageEntry,
  type PageId,
  type PageRead,
  type RemoteName,
} from '@league/shared';
import { endpoints } from '@league/shared/contract/all';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { WebRoots } from '../env';

/**
 * What a page the server renders needs before it can show anything, so that the shell's page can ask for all of it
 * at once: the shell's start chunks, the remote's entry and the page's chunks, and the reads of its data. The pages
 * are the PAGES table's (@league/shared) that the server renders: the public ones (`serverReads`), and those it
 * renders with the visitor's session (`sessionReads`).
 */
export interface PageNeeds {
  remote: RemoteName;
  module: string;
  /** rendered with the visitor's session, for the audience it admits (its reads made with that session) */
  session?: { audience?: PageAudience };
  /** API reads the page makes at once (the shell's league data is added to every page) */
  reads: readonly AddressedRead[];
  /** the page's largest image, at the top: asked for before the scripts take the phone's six connections */
  image?: string;
}

/** A page's read at its address, and the key the page reads it under. */
export interface AddressedRead {
  url: string;
  key?: string;
}

/** The shell's league data (shared/src/data/league-data.ts) and the visitor's session, read on every start. */
const START_READS = (['session', 'teams', 'sponsors', 'seasonRanking'] as const).map((name) => endpoints[name].path);

/** A page's address pattern as a regular expression, each `:name` a captured segment. */
function patternOf(path: string): { pattern: RegExp; params: string[] } {
  const params: string[] = [];
  const source = path.replace(/:(\w+)/g, (_match, name: string) => {
    params.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), params };
}

const PAGE_ENTRIES = Object.entries(PAGES) as Array<[PageId, PageEntry]>;
const PUBLIC_PAGES = PAGE_ENTRIES.flatMap(([id, page]) =>
  page.serverReads ? [{ ...page, id, ...patternOf(page.path), reads: page.serverReads }] : [],
);
// a page's `sessionScope` narrows the addresses rendered with the session (one admin tab of /admin/:tabView)
const SESSION_PAGES = PAGE_ENTRIES.flatMap(([id, page]) =>
  page.sessionReads
    ? [{ ...page, id, ...patternOf(page.sessionScope?.path ?? page.path), reads: page.sessionReads }]
    : [],
);

/** `route` names the page's address for Fastify: the public pages' addresses, '/' aside (app.ts answers it). */
export const PUBLIC_PAGE_ROUTES = PUBLIC_PAGES.map((page) => page.path).filter((route) => route !== '/');

/**
 * A read of the table with the address's parameters put in: encoded in the URL, as the page encodes them, and
 * decoded in the key; none when the address is malformed (the page says so itself).
 */
function readWith(read: PageRead, values: Record<string, string>): AddressedRead[] {
  const fill = (text: string, encode: boolean) =>
    text.replace(/:(\w+)/g, (_match, name: string) => {
      const value = decodeURIComponent(values[name] ?? '');
      return encode ? encodeURIComponent(value) : value;
    });
  try {
    const params = Object.fromEntries(
      Object.entries(read.params ?? {}).map(([name, text]) => [name, fill(text, false)]),
    );
    const url = pathOf(endpoints[read.call], params);
    return [{ url, ...(read.key !== undefined ? { key: fill(read.key, false) } : {}) }];
  } catch {
    return [];
  }
}

/** A public page at an address: its entry in PAGES, and the address's parameters as written (still encoded). */
export interface PublicPageAt {
  id: PageId;
  page: PageEntry;
  /** the address without its trailing slashes */
  path: string;
  values: Record<string, string>;
}

function pageAt(pages: typeof PUBLIC_PAGES, pathname: string): PublicPageAt | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of pages) {
    const match = page.pattern.exec(path);
    if (!match) continue;
    const values = Object.fromEntries(page.params.map((name, index) => [name, match[index + 1] ?? '']));
    return { id: page.id, page, path, values };
  }
  return undefined;
}

export function publicPageAt(pathname: string): PublicPageAt | undefined {
  return pageAt(PUBLIC_PAGES, pathname);
}

/**
 * Who gets a public page rendered with the session: those it shows more to (a captain's team editor, an
 * administrator's buttons), a few people; anyone else gets the page kept for every visitor
 * (docs/decisions/server-rendering.md).
 */
const PUBLIC_PAGE_SESSION_AUDIENCE: PageAudience = 'captain';

/**
 * The page the server renders at an address: a public page, or with `signedIn` (the request carries a session's
 * cookie) a page it renders with the session: a page of the session's own, or a public page for a captain or an
 * administrator.
 */
export function pageNeedsOf(pathname: string, signedIn = false): (PageNeeds & { path: string }) | undefined {
  const open = publicPageAt(pathname);
  const own = open || !signedIn ? undefined : pageAt(SESSION_PAGES, pathname);
  const found = open ?? own;
  if (!found) return undefined;
  const { page, path, values } = found;
  const reads = ((own ? page.sessionReads : page.serverReads) ?? []).flatMap((read) => readWith(read, values));
  let session: PageNeeds['session'];
  if (own) session = sessionAudienceOf(page);
  else if (signedIn) session = { audience: PUBLIC_PAGE_SESSION_AUDIENCE };
  return {
    remote: page.remote,
    module: page.module,
    reads,
    path,
    ...(session ? { session } : {}),
    ...(page.image ? { image: page.image } : {}),
  };
}

/** Whom a page is rendered for with the session: its scope's audience, or the page's (anyone logged in, without). */
function sessionAudienceOf(page: PageEntry): { audience?: PageAudience } {
  const audience = page.sessionScope?.audience ?? page.audience;
  return audience ? { audience } : {};
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
  exposes?: Array<{
    name?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }>;
}

/**
 * A CSS file of a chunk the page starts with: `name` as webpack's runtime names it (the file's name in its build's
 * folder, `616.40a9c1f2.css`), `file` where it is on disk.
 */
export interface StyleFile {
  name: string;
  file: string;
}

export interface PageHints {
  images: string[];
  scripts: string[];
  reads: string[];
  /** the CSS files of the shell's start chunks, then of the page's chunks: a rendered page's head holds them */
  styles: StyleFile[];
}

const isScript = (file: unknown): file is string => typeof file === 'string' && file.endsWith('.js');
const isStyle = (file: unknown): file is string => typeof file === 'string' && /^[\w.-]+\.css$/.test(file);

/**
 * The page's hints from the builds on disk: `start-chunks.json` of the shell, `mf-manifest.json` of a remote; and
 * the CSS files of the same chunks, for a rendered page's head.
 */
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

  /** The CSS files of a remote's exposed module, all of them (served from here only), not yet in `styles`. */
  const addStylesOf = (styles: StyleFile[], remote: RemoteName, module: string, lazy: boolean) => {
    if (remoteUrls[remote] !== defaultRemoteEntryUrl(remote)) return;
    const expose = manifestOf(remote).exposes?.find((candidate) => candidate.name === module);
    const css = [...(expose?.assets?.css?.sync ?? []), ...(lazy ? (expose?.assets?.css?.async ?? []) : [])];
    for (const name of css.filter(isStyle)) {
      if (!styles.some((style) => style.name === name)) styles.push({ name, file: join(roots.remotes[remote], name) });
    }
  };

  /**
   * `signedIn`: the page is rendered with the visitor's session (a page of the session's own is hinted too); `dialogs`:
   * the dialogs drawn in it before their script (their stylesheets come with the page's)
   */
  return (pathname: string, archived: boolean, signedIn = false, dialogs: readonly DialogSource[] = []): PageHints => {
    const start = shellStart();
    const scripts = start.filter(isScript).map((file) => `/${file}`);
    const styles = start.filter(isStyle).map((name) => ({ name, file: join(roots.shell, name) }));
    const page = pageNeedsOf(pathname, signedIn);
    if (!page) return { images: [], scripts, reads: [], styles };
    const entry = remoteUrls[page.remote];
    scripts.push(entry);
    // The page's chunks are known only when the remote is served from here, where its manifest is.
    if (entry === defaultRemoteEntryUrl(page.remote)) {
      const base = entry.slice(0, entry.lastIndexOf('/') + 1);
      const expose = manifestOf(page.remote).exposes?.find((candidate) => candidate.name === page.module);
      for (const file of expose?.assets?.js?.sync ?? []) scripts.push(`${base}${file}`);
      // A page of the session's own (an admin tab) draws parts its area loads lazily: their stylesheets come too, or
      // the rendered page would show them unstyled until their chunks arrive (≈ 10 kB for the admin area)
      addStylesOf(styles, page.remote, page.module, signedIn && !publicPageAt(pathname));
    }
    for (const dialog of dialogs) addStylesOf(styles, dialog.remote, dialog.module, true);
    // An archived season's reads carry its ?season=: only the current season's are hinted.
    const reads = [...START_READS, ...page.reads.map((read) => read.url)];
    return {
      images: page.image ? [page.image] : [],
      scripts: [...new Set(scripts)],
      reads: archived ? [] : reads,
      styles,
    };
  };
}
