import { useLeagueRead, type LeagueReadKey } from '@league/shared';

/**
 * A list tab's rows from a shared league read (refreshed by the writes that touch `key`): null while they load,
 * with the spec's failure message when the read fails.
 */
export function useListRead<T>(key: LeagueReadKey, load: (season: string) => Promise<readonly T[]>, failure: string) {
  const state = useLeagueRead(key, load, failure);
  return {
    items: state.status === 'done' ? state.data : null,
    loadError: state.status === 'error' ? state.message : null,
  };
}
