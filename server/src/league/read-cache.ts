import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Db } from '../db/database';
import { readDataVersion } from './data-version-repository';

/**
 * Answers of the read API are cached, serialised once, per key and data version. Every write bumps the
 * version stored in the database (league/write.ts); an instance notices its own writes at once and other instances' writes
 * within `recheckMs` (DESIGN.md §1 scale-out: nothing another instance needs lives only in memory).
 */
const GZIP_FROM_BYTES = 1024;

let localWrites = 0;

/** Called by the write helper once a write has committed: this instance's cache is stale at once. */
export function noteLocalWrite(): void {
  localWrites += 1;
}

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

export function createReadCache(db: Db, { maxEntries = 200, recheckMs = 250 } = {}): ReadCache {
  const entries = new Map<string, { version: string; body: Promise<CachedBody> }>();
  let known = { version: '', checkedAt: -Infinity, writes: -1 };

  const currentVersion = async () => {
    const now = performance.now();
    if (known.writes !== localWrites || now - known.checkedAt > recheckMs) {
      const writes = localWrites;
      known = { version: await readDataVersion(db), checkedAt: now, writes };
    }
    return known.version;
  };

  return {
    async get(key, compute) {
      const version = await currentVersion();
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
