import { STORE_VERSION } from '../constants';

/**
 * What the browser keeps between visits (spec §3 "Local storage"): the store version, the release version,
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

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Reads the stored state; anything unreadable or of another store version gives a fresh state. */
export function readStoredState(releaseVersion: string): StoredState {
  const fresh: StoredState = { storeVersion: STORE_VERSION, releaseVersion, favourites: {} };
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Partial<StoredState> | null;
    if (
      !parsed ||
      parsed.storeVersion !== STORE_VERSION ||
      typeof parsed.favourites !== 'object' ||
      !parsed.favourites
    ) {
      return fresh;
    }
    const favourites = Object.fromEntries(Object.entries(parsed.favourites).filter(([, list]) => isStringList(list)));
    return { storeVersion: STORE_VERSION, releaseVersion, favourites };
  } catch {
    return fresh;
  }
}

export function writeStoredState(state: StoredState): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // full or forbidden storage: favourites last for this visit only
  }
}
