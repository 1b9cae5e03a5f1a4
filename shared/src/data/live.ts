import { hrefOf } from '../api/call';
import { createStore, readOnly } from '../bus/store';
import { liveUpdates } from '../contract/live';
import { refreshLeague } from './league-refresh';

/**
 * The page follows the league's changes as they happen (docs/architecture.md#live): one EventSource for the whole
 * page, opened by the shell once the page answers; on each change every mounted read asks again (refreshLeague: the
 * unchanged ones answer 304, the pages keep what they show meanwhile).
 */

/** When the last live update arrived (ms), null before the first: the pages' « Mis à jour à … ». */
const lastUpdate = createStore<number | null>(null);
export const liveUpdateStore = readOnly(lastUpdate);

/**
 * How long to wait before asking again when the server refused the stream (503: it holds as many as it can; it says
 * 60 s in Retry-After, which EventSource does not read) or the stream could not open; spread so that refused pages do
 * not come back together.
 */
export const LIVE_REOPEN_MS = 60_000;

/**
 * Opens the stream and refreshes the league's reads on each of its events; returns the way to close it. A change
 * arriving while a refresh runs makes one more refresh after it, never a pile of them. Without EventSource (an old
 * browser, the server's render) nothing is opened.
 */
export function followLiveUpdates(): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let reopening: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const refresh = () => {
    lastUpdate.set(Date.now());
    if (running) {
      again = true;
      return;
    }
    running = refreshLeague()
      .catch(() => undefined) // a read that fails shows its own message
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          refresh();
        }
      });
  };

  const open = (afterRefusal: boolean) => {
    const opened = new EventSource(hrefOf(liveUpdates));
    source = opened;
    opened.addEventListener('change', refresh);
    opened.addEventListener('refresh', refresh);
    // a new EventSource sends no Last-Event-ID: changes made while it was refused are read at once
    if (afterRefusal) opened.addEventListener('open', refresh, { once: true });
    opened.addEventListener('error', () => {
      // the browser reconnects by itself after the server's `retry`; it gives up only on a refusal
      if (opened.readyState !== EventSource.CLOSED || source !== opened) return;
      source = null;
      reopening = setTimeout(() => open(true), LIVE_REOPEN_MS * (0.5 + Math.random()));
    });
  };

  open(false);
  return () => {
    clearTimeout(reopening);
    source?.close();
    source = null;
  };
}
