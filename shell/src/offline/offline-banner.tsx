import { formatFrenchDate, NNBSP, uiConfigStore, useObservable } from '@league/shared';
import { useEffect, useState } from 'react';
import styles from './offline.module.css';
import { savedAtStore, showSavedCopy } from './saved-time';
import { CACHES, SAVED_AT_HEADER } from './worker-protocol';

/** When this page's own copy was saved by the service worker, if it was. */
async function pageSavedAt(): Promise<number | null> {
  if (typeof caches === 'undefined') return null;
  const saved = await caches
    .open(CACHES.pages)
    .then((cache) => cache.match(window.location.pathname))
    .catch(() => undefined);
  const at = Number(saved?.headers.get(SAVED_AT_HEADER));
  return at > 0 ? at : null;
}

/** « mardi 24 novembre 2026 à 19 h 42 », in the league's time zone. */
export function savedWhen(at: number, timeZone: string): string {
  return `${formatFrenchDate(at, 'day', timeZone)} à ${formatFrenchDate(at, 'time', timeZone)}`;
}

/**
 * Offline: what the page shows is as it was saved, and when. Without a saved copy shown, the page's data is as it
 * was read when the page opened (network first: it was saved then too).
 */
export default function OfflineBanner() {
  const savedAt = useObservable(savedAtStore);
  const { timeZone } = useObservable(uiConfigStore);
  const [opened] = useState(() => Math.round(performance.timeOrigin));
  useEffect(() => {
    void pageSavedAt().then((at) => at !== null && showSavedCopy(at));
  }, []);
  return (
    <div className={styles.banner} role="status">
      <strong>Hors ligne</strong> — affiché tel qu’enregistré le {savedWhen(savedAt ?? opened, timeZone)}
      <span className={styles.hint}>{NNBSP}Les modifications demandent une connexion.</span>
    </div>
  );
}
