import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RemoteName } from '@league/shared';
import type { FastifyInstance } from 'fastify';

/** Origins the remotes live on when they are not served by this server (a CDN). */
export function remoteOrigins(remoteUrls: Record<RemoteName, string>): string[] {
  const origins = Object.values(remoteUrls)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/**
 * The headers helmet sets for `options`, computed once: helmet's middleware run against a response that only
 * records them. (@fastify/helmet built the middleware again on every request: a sixth of a cached read's time.)
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The headers that act on a script or a stylesheet a page loads; the others (the policy, framing, the opener, HSTS,
 * which the page's own answer carries) act only on a document, and cost a phone on HTTP/1.1 ≈ 0.6 kB per file.
 */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];
/** A script's or a stylesheet's address: its path, before any query, ends so. */
const SUBRESOURCE_PATH = /^[^?]*\.(?:js|css)(?:\?|$)/;

/** `headers`, keeping only those named. */
const pick = (headers: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)));

/**
 * Security headers: a Content-Security-Policy that lets the shell load itself and its remotes and nothing else.
 * Inline styles stay allowed: a rendered page holds its CSS files in <style> elements. No inline script is needed. The same
 * headers on every answer but scripts and stylesheets, which get those that act on them; the service worker's script
 * (`workerPath`) gets them all, its policy is the worker's. A route may replace one (a media file's own policy).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  remoteUrls: Record<RemoteName, string>,
  workerPath: string,
) {
  const remotes = remoteOrigins(remoteUrls);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', ...remotes],
        fontSrc: ["'self'", ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const subresourceHeaders = pick(headers, SUBRESOURCE_HEADERS);
  const isWorker = (url: string) => url === workerPath || url.startsWith(`${workerPath}?`);
  app.addHook('onRequest', (request, reply, done) => {
    const subresource = SUBRESOURCE_PATH.test(request.url) && !isWorker(request.url);
    reply.headers(subresource ? subresourceHeaders : headers);
    done();
  });
}
