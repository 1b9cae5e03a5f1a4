import type {
  FastifyInstance,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteOptions,
} from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteSeen = Pick<RouteOptions, 'url' | 'method' | 'config'>;

/** The API's own calls; static files, the shell's page, /config and /healthz are not among them. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/');
}

/** A request method that changes data (POST, PUT, PATCH, DELETE). */
export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method);
}

/** A route that answers at least one state-changing method. */
export function changesData(route: Pick<RouteOptions, 'method'>): boolean {
  return [route.method].flat().some(isStateChanging);
}

/** Routes that need to know their caller: the API, and any route elsewhere that changes data or declares an access. */
export function checksCaller(route: RouteSeen): boolean {
  return isApiPath(route.url) || changesData(route) || route.config?.access !== undefined;
}

type Phase = 'onRequest' | 'preValidation' | 'preHandler';

/**
 * Adds `hook` to the routes registered from now on for which `applies` holds, decided once per route rather than
 * checked on every request: a cached public read runs none of the checks only writes need.
 */
export function addRouteHook(
  app: FastifyInstance,
  phase: 'preValidation',
  hook: preValidationAsyncHookHandler,
  applies: (route: RouteSeen) => boolean,
): void;
export function addRouteHook(
  app: FastifyInstance,
  phase: 'preHandler',
  hook: preHandlerAsyncHookHandler,
  applies: (route: RouteSeen) => boolean,
): void;
export function addRouteHook(
  app: FastifyInstance,
  phase: 'onRequest',
  hook: onRequestAsyncHookHandler | onRequestHookHandler,
  applies: (route: RouteSeen) => boolean,
): void;
export function addRouteHook(
  app: FastifyInstance,
  phase: Phase,
  hook: unknown,
  applies: (route: RouteSeen) => boolean,
): void {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const hooks = route as { [phase in Phase]?: unknown };
    hooks[phase] = [...(hooks[phase] ? [hooks[phase]].flat() : []), hook];
  });
}

/**
 * Adds a hook to every route that checks its caller (and for which `applies` holds), registered from now on, in the
 * onRequest phase: before the body is read, so a refused caller is told so whatever it sends; and a static file
 * costs no session lookup.
 */
export function onApiRequest(
  app: FastifyInstance,
  hook: onRequestAsyncHookHandler,
  applies?: (route: RouteSeen) => boolean,
): void;
export function onApiRequest(
  app: FastifyInstance,
  hook: onRequestHookHandler,
  applies?: (route: RouteSeen) => boolean,
): void;
export function onApiRequest(
  app: FastifyInstance,
  hook: onRequestAsyncHookHandler | onRequestHookHandler,
  applies: (route: RouteSeen) => boolean = () => true,
): void {
  addRouteHook(app, 'onRequest', hook, (route) => checksCaller(route) && applies(route));
}
