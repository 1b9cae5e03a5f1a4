import { useEffect, useState } from 'react';
import { setRequestStatus } from '../bus/stores';
import { seasonViewStore } from '../bus/stores';
import { useObservable } from '../bus/use-observable';
import { CURRENT_SEASON } from '../constants';

/**
 * Reads of league data that pages share (fields, series, rankings, players, stats, resources), one per key and
 * season view. Spec §4: each read sets its request status loading, then done or error with the spec's message;
 * a list already read is stale and is not fetched again until a change invalidates it.
 */
export type ReadState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'error'; message: string };

const cache = new Map<string, Promise<unknown>>();
const cacheKey = (key: string, season: string) => `${key}@${season}`;

/** `{ season }` for an archived season; nothing for the current one (spec §7). */
export function seasonQuery(season: string): Record<string, string> {
  return season === CURRENT_SEASON ? {} : { season };
}

export function readLeague<T>(key: string, season: string, load: (season: string) => Promise<T>): Promise<T> {
  const id = cacheKey(key, season);
  const cached = cache.get(id) as Promise<T> | undefined;
  if (cached) {
    setRequestStatus(key, 'stale');
    return cached;
  }
  setRequestStatus(key, 'loading');
  const pending = load(season);
  cache.set(id, pending);
  pending.then(
    () => setRequestStatus(key, 'done'),
    () => cache.delete(id), // a failure is never kept: the next visit tries again
  );
  return pending;
}

/** Forgets reads after a change (all of them, or those whose key starts with `prefix`). */
export function invalidateLeagueReads(prefix = ''): void {
  for (const id of [...cache.keys()]) if (id.startsWith(prefix)) cache.delete(id);
}

/**
 * A page's read in the current season view: refetched when the season view changes. `failure` is the spec's
 * message (or a function of the error) shown and recorded in the request status.
 */
export function useLeagueRead<T>(
  key: string,
  load: (season: string) => Promise<T>,
  failure: string | ((error: unknown) => string),
): ReadState<T> & { season: string } {
  const season = useObservable(seasonViewStore);
  const [state, setState] = useState<ReadState<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    readLeague(key, season, load).then(
      (data) => live && setState({ status: 'done', data }),
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
  }, [key, season]);
  return { ...state, season };
}
