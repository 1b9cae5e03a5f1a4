import { errorText, useLeagueWrite, type RequestState, type WriteOutcome } from '@league/shared';
import { useCallback } from 'react';

export type Outcome<T> = WriteOutcome<T>;

export interface Action {
  state: RequestState;
  /** Runs the call unless one is already running: loading, then done or error with its French message. */
  run<T>(call: () => Promise<T>, describeError?: (error: unknown) => string): Promise<Outcome<T>>;
  /** Forgets a shown error (a field was edited). */
  reset(): void;
}

/**
 * One action of a dialog (login, sign-up, save…): the shared write kit (`useLeagueWrite`), its status in the
 * shared request store so the shell's spinner sees it too. The dialog shows the error itself: no toast.
 */
export function useAction(key: string): Action {
  const { state, run: runWrite, reset } = useLeagueWrite(key, { toast: false });
  const run = useCallback(
    <T>(call: () => Promise<T>, describeError: (error: unknown) => string = errorText) =>
      runWrite(call, { failure: describeError }),
    [runWrite],
  );
  return { state, run, reset };
}
