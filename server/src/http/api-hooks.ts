import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

/** The API's own calls; static files, the shell's page, /config and /healthz are not among them. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * Adds a hook to every /api route registered from now on, in the onRequest phase: before the body is read, so a
 * refused caller is told so whatever it sends, and a static file costs no session lookup.
 */
export function onApiRequest(app: FastifyInstance, hook: onRequestAsyncHookHandler): void {
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), hook];
  });
}
