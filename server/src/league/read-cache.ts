import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Db } from '../db/database';
import { readDataVersion } from './data-version-repository';

/**
 * Answers of the read API are cached, serialised once, per key and data version. Every write bumps the
 * version stored in the database (league/write.ts), and every read asks the database for it (one primary-key
 * read), so an instance sees another instance's writes at once (DESIGN.md §1 scale-out: nothing another instance
 * needs lives only in memory; reliability/scale-out.test.ts).
 */
const GZIP_FROM_BYTES = 1024;

/** A cached answer: JSON bytes, their gzip form when worth it, and an entity tag. */
export interface CachedBody {
  json: Buffer;
  gzip: Buffer | null;
  etag: string;
}

export interface ReadCache {
  get(key: string, compute: () => Promise<unknown>): Promise<CachedBody>;
}

function toBody(value: unknown): CachedBody {
  const json = Buffer.from(JSON.stringify(value));
  return {
    json,
    gzip: json.length >= GZIP_FROM_BYTES ? gzipSync(json) : null,
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
  };
}

export function createReadCache(db: Db, { maxEntries = 200 } = {}): ReadCache {
  const entries = new Map<string, { version: string; body: Promise<CachedBody> }>();
  return {
    async get(key, compute) {
      // read before the data, so an answer is never older than the version it is filed under
      const version = await readDataVersion(db);
      const hit = entries.get(key);
      if (hit?.version === version) return hit.body;
      const body = compute().then(toBody);
      entries.set(key, { version, body });
      body.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return body;
    },
  };
}
