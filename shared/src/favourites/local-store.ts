import { STORE_VERSION } from '../constants';

/**
 * What the browser keeps between visits (local storage): the store version, the release version,
 * and a visitor's favourite teams under the session key. A different store version is cleared, never trusted;
 * nothing here can crash the site (private mode, full quota, hand-edited values).
 */
export const STORAGE_KEY = 'league';
export const SESSION_KEY = 'anonymous';

export interface StoredState {
  storeVersion: string;
  releaseVersion: string;
  favourites: Record<string, string[]>;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Reads the stored state; anything unreadable or of another store version gives a fresh state. A missing or
 * forbidden storage throws (`localStorage` undefined, or a SecurityError), as does nothing stored (`null`) or
 * stored text that is not JSON: the catch gives a fresh state for all of them.
 */
export function readStoredState(releaseVersion: string): StoredState {
  const fresh: StoredState = { storeVersion: STORE_VERSION, releaseVersion, favourites: {} };
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) as string) as Partial<StoredState>;
    if (parsed.storeVersion !== STORE_VERSION) return fresh;
    // a value that is not an object of lists keeps nothing: its entries are not lists of names
    const stored = Object.entries(parsed.favourites as StoredState['favourites']);
    const favourites = Object.fromEntries(stored.filter(([, list]) => isStringList(list)));
    return { storeVersion: STORE_VERSION, releaseVersion, favourites };
  } catch {
    return fresh;
  }
}

export function writeStoredState(state: StoredState): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // missing, full or forbidden storage: favourites last for this visit only
  }
}
