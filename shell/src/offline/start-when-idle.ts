/**
 * Starts offline reading (start-offline.ts, its own chunk) once the page has loaded and the browser is idle: never
 * before the first content or the first tap.
 */
let started = false;

export function startOfflineWhenIdle(): void {
  if (started) return;
  started = true;
  // Safari before 18 has no requestIdleCallback: a second after the load then
  const idle = (work: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(work, { timeout: 5000 })
      : window.setTimeout(work, 1000);
  const start = () => idle(() => void import('./start-offline').then((offline) => offline.startOffline()));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
