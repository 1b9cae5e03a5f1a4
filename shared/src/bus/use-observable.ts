import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from './store';

/** The one way React reads a store: re-renders when its value changes. */
export function useObservable<T>(store: Store<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.value$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  return useSyncExternalStore(subscribe, store.get, store.get);
}
