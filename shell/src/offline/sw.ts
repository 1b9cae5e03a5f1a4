/// <reference lib="webworker" />
/**
 * The site's service worker, served at /sw.js with scope / (docs/decisions/browser-and-ui.md, « Offline reading »):
 * the shell's start files precached, the schedule, standings and favourite teams' pages and their reads network first
 * then saved, remote entries network first, hashed files kept. What is kept and what never is: cache-rules.ts.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type StrategyOptions } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CACHES,
  LOGOUT,
  mayKeep,
  NETWORK_TIMEOUT_SECONDS,
  planOf,
  SAVED_AT_HEADER,
  SESSION_ANSWERS,
  SESSION_READ,
  type CachePlan,
} from './cache-rules';
import { offlinePage } from './offline-page';
import { SAVED_FROM_CACHE, VISITOR_MESSAGE, type WorkerNews } from './worker-protocol';
import { readVisitor, rememberFavourites, rememberSession } from './worker-visitor';

declare const self: ServiceWorkerGlobalScope;
/** The shell's start files, written by the shell's build (shell/webpack.config.cjs). */
declare const __PRECACHE__: { url: string; revision: string | null }[];

// a new release takes over at once: nobody stays on an old version (its hashed files remain cached meanwhile)
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE__);

const origin = self.location.origin;
const planIs =
  (plan: CachePlan) =>
  ({ request }: { request: Request }) =>
    planOf(
      { method: request.method, url: request.url, mode: request.mode, accept: request.headers.get('accept') ?? '' },
      origin,
    ) === plan;

/** Keeps only what the rules allow, stamped with the time it was saved. */
const keepByRules = (plan: CachePlan): WorkboxPlugin => ({
  cacheWillUpdate: async ({ request, response }) => {
    const allowed = mayKeep(
      plan,
      request.url,
      {
        status: response.status,
        type: response.type,
        cacheControl: response.headers.get('cache-control'),
      },
      await readVisitor(),
    );
    if (!allowed) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
});

/** Tells the page that what it shows comes from a saved copy, and of when (the offline banner). */
const tellSavedCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    const savedAt = Number(cachedResponse?.headers.get(SAVED_AT_HEADER));
    const fetchEvent = event as FetchEvent | undefined;
    const clientId = fetchEvent?.clientId || fetchEvent?.resultingClientId;
    if (cachedResponse && savedAt && clientId) {
      const news: WorkerNews = { type: SAVED_FROM_CACHE, savedAt };
      void self.clients.get(clientId).then((client) => client?.postMessage(news));
    }
    return cachedResponse ?? null;
  },
};

const networkFirst = (
  cacheName: string,
  plan: CachePlan,
  options: Partial<StrategyOptions> & { networkTimeoutSeconds?: number } = {},
) =>
  new NetworkFirst({ cacheName, ...options, plugins: [keepByRules(plan), tellSavedCopy, ...(options.plugins ?? [])] });

// the session's answers: never kept, but they tell whether a session is open (its cookie is out of a worker's reach)
const watchSession = new NetworkOnly({
  plugins: [
    {
      fetchDidSucceed: async ({ request, response }) => {
        if (response.ok) await rememberSession(new URL(request.url).pathname, response.clone());
        return response;
      },
    },
  ],
});
const isSessionCall = ({ url }: { url: URL }) =>
  url.origin === origin && (SESSION_ANSWERS.includes(url.pathname) || url.pathname === LOGOUT);
for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) registerRoute(isSessionCall, watchSession, method);

registerRoute(
  planIs('page'),
  networkFirst(CACHES.pages, 'page', {
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 30 })],
  }),
);
registerRoute(
  planIs('read'),
  networkFirst(CACHES.reads, 'read', {
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 80 })],
  }),
);
// no time-out: a remote released alone is picked up as soon as the network answers; its saved copy only offline
registerRoute(planIs('remote-entry'), networkFirst(CACHES.entries, 'remote-entry'));
registerRoute(
  planIs('file'),
  new CacheFirst({
    cacheName: CACHES.files,
    plugins: [keepByRules('file'), new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);
registerRoute(planIs('network-only'), new NetworkOnly());

// a page neither saved nor reachable: say it needs the network, in French, rather than the browser's error
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate'
    ? new Response(offlinePage(), { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    : Response.error(),
);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; favourites?: unknown } | null;
  if (data?.type === VISITOR_MESSAGE && Array.isArray(data.favourites)) {
    event.waitUntil(rememberFavourites(data.favourites.filter((team): team is string => typeof team === 'string')));
  }
});

// a worker just installed has seen no session's answer yet: it asks once, rather than keep nothing until the next page
self.addEventListener('activate', (event) => {
  event.waitUntil(
    readVisitor().then(async (known) => {
      if (known.signedIn !== null) return;
      const answer = await fetch(SESSION_READ, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      }).catch(() => null);
      if (answer?.ok) await rememberSession(SESSION_READ, answer);
    }),
  );
});
