import { call, createStore, readOnly } from '@league/shared';
import { inboxCount } from '@league/shared/contract';

/**
 * How many decisions wait in the admin's inbox, as last read (null: not read yet). The inbox sets it after each
 * read; `refreshInboxCount` reads it without opening the tab; the tab's label shows it.
 */
const count = createStore<number | null>(null);
export const inboxCountStore = readOnly(count);
export const setInboxCount = (value: number) => count.set(value);

export async function refreshInboxCount(): Promise<void> {
  try {
    // a count read in the background: an expired session shows no count, it does not send anyone to log in
    const waiting = await call(inboxCount, {}, { noCache: true, authenticated: false });
    count.set(waiting.results + waiting.reservations + waiting.accountRequests);
  } catch {
    // no count rather than a wrong one
  }
}

/** « À approuver (5) », or the label alone when nothing waits or the count is unknown. */
export const withCount = (label: string, value: number | null) => (value ? `${label} (${value})` : label);
