import { messages, requestStore, useLeagueRead, useObservable } from '@league/shared';

/**
 * A list tab's rows from a shared league read (read again after every change): null while they load,
 * with the spec's failure message when the read fails.
 */
export function useListRead<T>(key: string, load: (season: string) => Promise<readonly T[]>, failure: string) {
  const state = useLeagueRead(key, load, failure);
  return {
    items: state.status === 'done' ? state.data : null,
    loadError: state.status === 'error' ? state.message : null,
  };
}

/**
 * A list tab's rows taken from the league data the shell loads (teams and sponsors come with the 'teams'
 * request): null while first read, the read's failure message if it fails. A list already shown stays
 * while the league data is read again after a change.
 */
export function useLeagueDataList<T>(rows: readonly T[]) {
  const read = useObservable(requestStore, (all) => all.teams);
  const loading = (!read || read.status === 'loading' || read.status === 'none') && rows.length === 0;
  return {
    items: loading ? null : rows,
    loadError: read?.status === 'error' ? (read.message ?? messages.teamInfoLoadFailed) : null,
  };
}
