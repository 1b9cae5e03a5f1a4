import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on (React renders
 * again right after hydration). What only the browser knows (loaded releases…) waits for it, so the first render
 * matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
