import { requestStatus, requestStore, setRequestStatus, useObservable, type RequestState } from '@league/shared';
import { useCallback, useEffect } from 'react';
import { errorText } from './error-text';

export type Outcome<T> = { ok: true; value: T } | { ok: false };

export interface Action {
  state: RequestState;
  /** Runs the call unless one is already running: loading, then done or error with its French message. */
  run<T>(call: () => Promise<T>, describeError?: (error: unknown) => string): Promise<Outcome<T>>;
  /** Forgets a shown error (a field was edited). */
  reset(): void;
}

/**
 * One action of a dialog (login, sign-up, save…) with its status in the shared request store (spec §4),
 * so the shell's spinner sees it too. A dialog opens on a clean status unless the call is still running.
 */
export function useAction(key: string): Action {
  const all = useObservable(requestStore);
  const state = all[key] ?? { status: 'none' };

  useEffect(() => {
    if (requestStatus(key).status !== 'loading') setRequestStatus(key, 'none');
  }, [key]);

  const run = useCallback(
    async <T>(call: () => Promise<T>, describeError: (error: unknown) => string = errorText): Promise<Outcome<T>> => {
      if (requestStatus(key).status === 'loading') return { ok: false };
      setRequestStatus(key, 'loading');
      try {
        const value = await call();
        setRequestStatus(key, 'done');
        return { ok: true, value };
      } catch (error) {
        setRequestStatus(key, 'error', describeError(error));
        return { ok: false };
      }
    },
    [key],
  );

  const reset = useCallback(() => {
    if (requestStatus(key).status === 'error') setRequestStatus(key, 'none');
  }, [key]);

  return { state, run, reset };
}
