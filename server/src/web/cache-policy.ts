import { basename } from 'node:path';
import { IMMUTABLE, NO_CACHE } from '../http/cache-headers';

/** Files that name the current release must be revalidated; content-hashed files never change. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;
/** Precompressed siblings (`main.1a2b3c4d.js.br`) are cached like the file they encode. */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

const SHORT = 'public, max-age=3600';

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(COMPRESSED_SUFFIX, '');
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  if (CONTENT_HASHED.test(name)) return IMMUTABLE;
  return SHORT;
}
