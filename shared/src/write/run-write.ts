import { ApiError } from '../api/client';
import { NO_ANSWER_STATUS } from '../api/network-failure';
import { emit } from '../bus/events';
import { requestStatus, setRequestStatus } from '../bus/stores';
import { refreshLeague } from '../data/league-refresh';
import { checkAnswer, type ContractName } from './contract';
import { errorText } from './error-text';

export interface WriteOptions<T = unknown> {
  /** the catalogue's message shown on failure, or a function of the error; default: the server's own message */
  failure?: string | ((error: unknown) => string);
  /** the shared schema the answer must match (checked in development builds and tests only) */
  answer?: ContractName;
  /** the spec's success message ('Email was sent'…), recorded with `done` and shown as a toast */
  success?: string | ((value: T) => string);
  /** false when the caller shows the outcome itself (a dialog's own alert): no toast, success or failure */
  toast?: boolean;
  /** the call checks and changes nothing (an import's dry run): no read is read again */
  dryRun?: boolean;
}

/** A refused second submission has no message; a failure has the message shown and the error, for its details. */
export type WriteOutcome<T> = { ok: true; value: T } | { ok: false; message?: string; error?: unknown };

/** No answer at all while offline: that it needs a connection is the news, not what the form says of a refusal. */
const unanswered = (error: unknown) => error instanceof ApiError && error.status === NO_ANSWER_STATUS;

const describe = (failure: WriteOptions['failure'], error: unknown): string =>
  failure === undefined || unanswered(error)
    ? errorText(error)
    : typeof failure === 'string'
      ? failure
      : failure(error);

/**
 * One change to league data from the browser. The request key goes loading, then done or
 * error with its message; a second call while one runs is refused (double submission). On success
 * the answer is checked against the contract and every league read is read again (`refreshLeague`); on failure the detail is
 * logged and the catalogue's message shown as a toast.
 * `key` names the write ('users/decide', 'fields/add'), never a read's key ('teams'), whose status is the read's.
 */
export async function runLeagueWrite<T>(
  key: string,
  call: () => Promise<T>,
  options: WriteOptions<T> = {},
): Promise<WriteOutcome<T>> {
  if (requestStatus(key).status === 'loading') return { ok: false };
  setRequestStatus(key, 'loading');
  let value: T;
  try {
    value = await call();
    if (options.answer) await checkAnswer(options.answer, value);
  } catch (error) {
    const message = describe(options.failure, error);
    console.error(`${key}:`, error);
    setRequestStatus(key, 'error', message);
    if (options.toast !== false) emit({ type: 'toast', level: 'error', message });
    return { ok: false, message, error };
  }
  const success = typeof options.success === 'function' ? options.success(value) : options.success;
  setRequestStatus(key, 'done', success);
  if (success !== undefined && options.toast !== false) emit({ type: 'toast', level: 'info', message: success });
  // not awaited: the outcome (a dialog closing) does not wait for the reads, the pages keep what they show meanwhile
  if (!options.dryRun) void refreshLeague();
  return { ok: true, value };
}
