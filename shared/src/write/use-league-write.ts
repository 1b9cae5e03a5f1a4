import { useCallback, useEffect, useRef } from 'react';
import { requestStatus, requestStore, setRequestStatus, type RequestState } from '../bus/stores';
import { useObservable } from '../bus/use-observable';
import { runLeagueWrite, type WriteOptions, type WriteOutcome } from './run-write';

export interface LeagueWrite {
  /** the request status of the write's key: none, loading, done or error with its message */
  state: RequestState;
  /** true while the write runs: submit buttons are disabled, a second submission is refused anyway */
  busy: boolean;
  /** runs `call` unless this key's write is already running; `options` add to or replace the hook's */
  run<T>(call: () => Promise<T>, options?: WriteOptions<T>): Promise<WriteOutcome<T>>;
  /** forgets a shown error (a field was edited) */
  reset(): void;
}

/**
 * The browser's one way to change league data (docs/decisions/browser-and-ui.md), for every remote:
 *
 *   const save = useLeagueWrite('fields/add', { failure: messages.fieldAddFailed });
 *   const outcome = await save.run(() => call(addField, { body: field }));
 *
 * A form mounts on a clean status unless its write is still running.
 */
export function useLeagueWrite(key: string, defaults: WriteOptions = {}): LeagueWrite {
  const state = useObservable(requestStore, (all) => all[key]) ?? { status: 'none' };
  const options = useRef(defaults);
  options.current = defaults;

  useEffect(() => {
    if (requestStatus(key).status !== 'loading') setRequestStatus(key, 'none');
  }, [key]);

  const run = useCallback(
    <T>(call: () => Promise<T>, overrides: WriteOptions<T> = {}) =>
      runLeagueWrite(key, call, { ...(options.current as WriteOptions<T>), ...overrides }),
    [key],
  );

  const reset = useCallback(() => {
    if (requestStatus(key).status === 'error') setRequestStatus(key, 'none');
  }, [key]);

  return { state, busy: state.status === 'loading', run, reset };
}
