import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API's own calls; static files, the shell's page, /config and /healthz are not among them. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/');
}

/** Routes that need to know their caller: the API, and any route elsewhere that changes data or declares an access. */
export function checksCaller(route: Pick<RouteOptions, 'url' | 'method' | 'config'>): boolean {
  const changes = [route.method].flat().some((method) => STATE_CHANGING.has(method));
  return isApiPath(route.url) || changes || route.config?.access !== undefined;
}

/**
 * Adds a hook to every route that checks its caller, registered from now on, in the onRequest phase: before the
 * body is read, so a refused caller is told so whatever it sends; and a static file costs no session lookup.
 */
export function onApiRequest(app: FastifyInstance, hook: onRequestAsyncHookHandler): void {
  app.addHook('onRoute', (route) => {
    if (!checksCaller(route)) return;
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), hook];
  });
}
