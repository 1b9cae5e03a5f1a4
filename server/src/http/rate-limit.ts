import { HttpError } from './errors';

/**
 * Fixed-window counters per key (an IP, an e-mail). In memory: with several server instances each one
 * counts on its own, which still bounds guessing to instances × max per window.
 */
export interface RateLimiter {
  /** Counts a hit; throws 429 with a clear French message when the key is over its limit. */
  hit(key: string, now?: number): void;
}

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
        if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      }
      window.count += 1;
      if (window.count > max) {
        const seconds = Math.ceil((window.start + windowMs - now) / 1000);
        throw new HttpError(429, `Trop de tentatives : réessayez dans ${seconds} s`);
      }
    },
  };
}
