import { lazy, Suspense } from 'react';
import { useOnline } from './connection';

// loaded only once offline: nothing of it in a visitor's first load
const OfflineBanner = lazy(() => import('./offline-banner'));

/** The offline banner's place in the layout (shell/src/app.tsx). */
export function OfflineSlot() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
