import type { Endpoint } from './endpoint';

/**
 * The league's changes as they happen, for the pages open in browsers (docs/architecture.md#live): a stream of
 * Server-Sent Events that stays open, one `change` event per committed change with the data version as its id and
 * what changed as its data ({"changed":["results","rankings"]}), a `refresh` event when some may have been missed, a
 * comment every 25 s; 503 with Retry-After beyond the streams a process holds. Its text stays short: the shell
 * bundles this entry.
 */
export const liveUpdates = {
  method: 'GET',
  path: '/api/live',
  summary: 'Les changements de la ligue, en direct (Server-Sent Events)',
  access: 'public',
  file: {
    description:
      'Un événement par changement (id\u202f: la version des données), «\u202frefresh\u202f» après une absence',
    types: ['text/event-stream'],
  },
} as const satisfies Endpoint;
