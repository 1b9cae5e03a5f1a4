/**
 * What the page and the service worker share: the caches' names, the saved-time header and their messages
 * (sw.ts ⇄ start-offline.ts, offline-banner.tsx). Constants only: the page's chunks that read them stay small.
 */

/** The caches the worker fills; the page reads the pages' one too (the saved time of the page shown). */
export const CACHES = {
  pages: 'league-pages-v1',
  reads: 'league-reads-v1',
  files: 'league-files-v1',
  entries: 'league-remote-entries-v1',
  state: 'league-worker-state-v1',
} as const;

/** A saved answer's header: when it was saved (ms since the epoch), for « affiché tel qu’enregistré le … ». */
export const SAVED_AT_HEADER = 'x-league-saved-at';

/** page → worker: the visitor's favourite teams, whose pages the worker keeps */
export const VISITOR_MESSAGE = 'league:visitor';
/** worker → page: an answer the page shows is a saved copy, saved at `savedAt` (ms) */
export const SAVED_FROM_CACHE = 'league:saved-copy';

export interface VisitorNews {
  type: typeof VISITOR_MESSAGE;
  favourites: string[];
}

export interface WorkerNews {
  type: typeof SAVED_FROM_CACHE;
  savedAt: number;
}
