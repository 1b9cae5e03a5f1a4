import { createStore, readOnly } from '@league/shared';

/**
 * When the data on screen was saved, for the offline banner: the oldest saved copy the page shows (the service
 * worker says so for each one it answers), null while everything shown came from the network.
 */
const savedAt = createStore<number | null>(null);
export const savedAtStore = readOnly(savedAt);

/** A saved copy is shown: the banner names the oldest. */
export function showSavedCopy(at: number): void {
  const current = savedAt.get();
  savedAt.set(current === null ? at : Math.min(current, at));
}

/** Back online and read again: nothing shown is a saved copy any more. */
export function forgetSavedCopies(): void {
  savedAt.set(null);
}
