import { localFavouritesStore, refreshLeague } from '@league/shared';
import { keepInstallPrompt } from './install-prompt';
import { forgetSavedCopies, showSavedCopy } from './saved-time';
import { SAVED_FROM_CACHE, VISITOR_MESSAGE, type VisitorNews, type WorkerNews } from './worker-protocol';

/** Where the service worker is served: the site's root, so that its scope is the whole site. */
export const WORKER_URL = '/sw.js';

/**
 * Offline reading, started once the page has loaded and the browser is idle (start-when-idle.ts): the service worker
 * registered, told the visitor's favourite teams (their pages are kept), listened to when it shows a saved copy; back
 * online, the page reads the league again.
 */
export function startOffline(): void {
  keepInstallPrompt();
  window.addEventListener('online', () => {
    forgetSavedCopies();
    void refreshLeague();
  });
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerNews | null>) => {
    if (event.data?.type === SAVED_FROM_CACHE) showSavedCopy(event.data.savedAt);
  });
  navigator.serviceWorker
    .register(WORKER_URL, { scope: '/', updateViaCache: 'none' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      localFavouritesStore.value$.subscribe((favourites) => {
        const news: VisitorNews = { type: VISITOR_MESSAGE, favourites: [...favourites] };
        registration.active?.postMessage(news);
      });
    })
    .catch((error: unknown) => console.error('Service worker registration failed:', error));
}
