import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Db } from '../db/database';
import { readDataVersion, readDataVersionNow } from './data-version-repository';

/**
 * Answers of the read API are cached, serialised once, per key and data version. Every write bumps the
 * version stored in the database (league/write.ts), and every read asks the database for it (one primary-key
 * read), so an instance sees another instance's writes at once (scale-out: nothing another instance
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
  /**
   * The answer for `key` at once, when the data version can be read without waiting (SQLite, no write under way)
   * and the cache holds a computed answer for that version; undefined otherwise (then ask `get`).
   */
  peek(key: string): CachedBody | undefined;
  /** the database's data version, read after the call began (shared with the calls waiting at the same time) */
  dataVersion(): Promise<string>;
}

function toBody(value: unknown): CachedBody {
  const json = Buffer.from(JSON.stringify(value));
  return {
    json,
    gzip: json.length >= GZIP_FROM_BYTES ? gzipSync(json) : null,
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
  };
}

const sizeOf = (body: CachedBody) => body.json.length + (body.gzip?.length ?? 0);

/**
 * One read of the version at a time, shared: a call that arrives while a read is under way waits for the next
 * one, which starts after it arrived (the one under way may have started before a write it must see), together
 * with every other call that arrived meanwhile. Under load, one query serves many requests.
 */
export function sharedReads(read: () => Promise<string>): () => Promise<string> {
  let running: Promise<string> | null = null;
  let next: Promise<string> | null = null;
  const start = () => {
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}

/** An answer filed under the data version it was computed for; `computed` once it is there to send. */
interface Entry {
  version: string;
  body: Promise<CachedBody>;
  bytes: number;
  computed?: CachedBody;
}

/**
 * `maxEntries` keys and `maxBytes` of answers at most (JSON and gzip; a whole season's schedule at 20,000 matches
 * is megabytes, and every date window, team and archived season is a key): the oldest go first.
 */
export function createReadCache(db: Db, { maxEntries = 200, maxBytes = 32 * 1024 * 1024 } = {}): ReadCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const forget = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  const sharedRead = sharedReads(() => readDataVersion(db));
  const dataVersion = () => {
    const now = readDataVersionNow(db);
    return now === null ? sharedRead() : Promise.resolve(now);
  };
  const lookup = (key: string, version: string, compute: () => Promise<unknown>): Promise<CachedBody> => {
    const hit = entries.get(key);
    if (hit?.version === version) return hit.body;
    forget(key);
    const entry: Entry = { version, body: compute().then(toBody), bytes: 0 };
    entries.set(key, entry);
    entry.body.then(
      (body) => {
        entry.computed = body;
        if (entries.get(key) !== entry) return; // replaced or evicted meanwhile
        entry.bytes = sizeOf(body);
        bytes += entry.bytes;
        // this answer stays, whatever its size: it is being sent
        for (const oldest of entries.keys()) {
          if (bytes <= maxBytes || oldest === key) break;
          forget(oldest);
        }
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    if (entries.size > maxEntries) forget(entries.keys().next().value as string);
    return entry.body;
  };
  return {
    dataVersion,
    peek(key) {
      const hit = entries.get(key);
      if (!hit?.computed) return undefined;
      return hit.version === readDataVersionNow(db) ? hit.computed : undefined;
    },
    get(key, compute) {
      // the version is read before the data, so an answer is never older than the version it is filed under
      const now = readDataVersionNow(db);
      if (now !== null) return lookup(key, now, compute);
      return sharedRead().then((version) => lookup(key, version, compute));
    },
  };
}
