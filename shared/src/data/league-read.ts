import { useEffect, useRef, useState } from 'react';
import { createStore, readOnly } from '../bus/store';
import { requestStatus, setRequestStatus } from '../bus/stores';
import { seasonViewStore } from '../bus/stores';
import { useObservable } from '../bus/use-observable';
import { CURRENT_SEASON } from '../constants';

/**
 * Reads of league data that pages share (fields, series, rankings, players, stats, resources), one per key and
 * season view. Each read sets its request status loading, then done or error with the spec's message;
 * a list already read is stale and is not fetched again until the browser changes league data.
 */
export type ReadState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'error'; message: string };

const cache = new Map<string, Promise<unknown>>();
/** The answers of the cached reads that have arrived: a page mounted on them shows them at once (no loading). */
const settled = new Map<string, unknown>();
const cacheKey = (key: string, season: string) => `${key}@${season}`;

/**
 * How many changes the browser has made: every mounted read reads again when it moves. The server answers each league
 * read with an ETag of its content and no-cache, so a read asked again costs a 304 when the change left it as it was
 * (docs/architecture.md#write).
 */
const version = createStore(0);
export const leagueReadVersion = readOnly(version);

/** `{ season }` for an archived season; nothing for the current one. */
export function seasonQuery(season: string): Record<string, string> {
  return season === CURRENT_SEASON ? {} : { season };
}

/**
 * While the server renders a page: the reads its components asked for that have no answer yet. Effects
 * do not run on the server, so a render notes them; the server reads them and renders again.
 */
let wanted: Map<string, { key: string; season: string; load: (season: string) => Promise<unknown> }> | null = null;

/** Starts (true) or stops (false) noting the reads a render wants. */
export function noteWantedReads(noting: boolean): void {
  wanted = noting ? new Map() : null;
}

/** Reads what the renders since the last call wanted (into the cache) and tells how many; rejects if one fails. */
export async function readWantedReads(): Promise<number> {
  const reads = [...(wanted?.values() ?? [])];
  wanted?.clear();
  await Promise.all(reads.map(({ key, season, load }) => readLeague(key, season, load)));
  return reads.length;
}

/** The answers already read in a season, by key: what a server-rendered page was rendered from. */
export function settledReads(season: string): Record<string, unknown> {
  const suffix = `@${season}`;
  const answers: Record<string, unknown> = {};
  for (const [id, data] of settled) if (id.endsWith(suffix)) answers[id.slice(0, -suffix.length)] = data;
  return answers;
}

function settledState<T>(id: string): ReadState<T> {
  return settled.has(id) ? { status: 'done', data: settled.get(id) as T } : { status: 'loading' };
}

export function readLeague<T>(key: string, season: string, load: (season: string) => Promise<T>): Promise<T> {
  const id = cacheKey(key, season);
  const cached = cache.get(id) as Promise<T> | undefined;
  if (cached) {
    // an answer already here stays « done »; one still on its way is « stale » (a page shows what it has)
    if (requestStatus(key).status !== 'done') setRequestStatus(key, 'stale');
    return cached;
  }
  setRequestStatus(key, 'loading');
  const pending = load(season);
  cache.set(id, pending);
  pending.then(
    (data) => {
      if (cache.get(id) === pending) settled.set(id, data);
      setRequestStatus(key, 'done');
    },
    () => cache.delete(id), // a failure is never kept: the next visit tries again
  );
  return pending;
}

/**
 * Reads already answered, e.g. embedded in a server-rendered page: they count as read, so the page
 * renders them at once, the same as the server did, and nothing asks for them again.
 */
export function seedLeagueReads(season: string, answers: Readonly<Record<string, unknown>>): void {
  for (const [key, data] of Object.entries(answers)) {
    const id = cacheKey(key, season);
    cache.set(id, Promise.resolve(data));
    settled.set(id, data);
    setRequestStatus(key, 'done');
  }
}

function forget(id: string): void {
  cache.delete(id);
  settled.delete(id);
}

/** Forgets reads after a change (all of them, or those whose key starts with `prefix`). */
export function invalidateLeagueReads(prefix = ''): void {
  for (const id of [...cache.keys()]) if (id.startsWith(prefix)) forget(id);
}

/** After a change: forgets every read, in every season, and makes every page showing one read it again. */
export function refreshLeagueReads(): void {
  invalidateLeagueReads();
  version.update((count) => count + 1);
}

/**
 * A page's read in the current season view: refetched when the season view changes, or after any change (the data
 * shown stays until the new one arrives). `failure` is the spec's
 * message (or a function of the error) shown and recorded in the request status.
 */
export function useLeagueRead<T>(
  key: string,
  load: (season: string) => Promise<T>,
  failure: string | ((error: unknown) => string),
): ReadState<T> & { season: string } {
  const season = useObservable(seasonViewStore);
  const refreshed = useObservable(leagueReadVersion);
  // an answer already here (a page visited before, or the server's) is shown from the first render
  const [state, setState] = useState<ReadState<T>>(() => settledState<T>(cacheKey(key, season)));
  if (wanted && !settled.has(cacheKey(key, season))) wanted.set(cacheKey(key, season), { key, season, load });
  const shown = useRef(settled.has(cacheKey(key, season)) ? cacheKey(key, season) : '');
  useEffect(() => {
    let live = true;
    if (shown.current !== cacheKey(key, season)) setState({ status: 'loading' });
    shown.current = cacheKey(key, season);
    readLeague(key, season, load).then(
      // the answer already shown (the server's, or a page visited before) renders nothing again
      (data) =>
        live &&
        setState((current) =>
          current.status === 'done' && current.data === data ? current : { status: 'done', data },
        ),
      (error: unknown) => {
        const message = typeof failure === 'string' ? failure : failure(error);
        setRequestStatus(key, 'error', message);
        if (live) setState({ status: 'error', message });
      },
    );
    return () => {
      live = false;
    };
    // `load` and `failure` are per-call literals; the key and the season say what is read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, season, refreshed]);
  return { ...state, season };
}
