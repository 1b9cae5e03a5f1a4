import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from './store';

/**
 * The one way React reads a store: a store's value, or the part of it that `select` picks. A component renders again
 * when that changes, not when another part of the store does (`select` must give the same object for an unchanged
 * part).
 */
export function useObservable<T>(store: Store<T>): T;
export function useObservable<T, Part>(store: Store<T>, select: (value: T) => Part): Part;
export function useObservable<T, Part>(store: Store<T>, select?: (value: T) => Part): T | Part {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.value$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  const snapshot: () => T | Part = select ? () => select(store.get()) : store.get;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
