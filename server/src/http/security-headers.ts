import helmet from '@fastify/helmet';
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
 * Security headers: a Content-Security-Policy that lets the shell load itself and its remotes and nothing else.
 * Inline styles stay allowed: CSS Modules are injected as <style> elements. No inline script is needed.
 */
export async function registerSecurityHeaders(app: FastifyInstance, remoteUrls: Record<RemoteName, string>) {
  const remotes = remoteOrigins(remoteUrls);
  await app.register(helmet, {
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
}
