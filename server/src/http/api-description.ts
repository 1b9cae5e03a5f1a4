import { NNBSP } from '@league/shared';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './cookies';
import { describeErrors, SESSION_SECURITY } from './error-statuses';
import { withMultipartBody } from './multipart-description';

/** Paths that belong to the API description; static files and the shell's page do not. */
const DESCRIBED = /^\/(api|media|images|config|healthz|robots\.txt|sitemap\.xml)(\/|$)/;

/**
 * OpenAPI 3 document generated from the routes serve.ts registers from the contract (served at GET /api as JSON):
 * each operation is named for its entry (operationId), with the entry's zod schemas, and lists every failure it can
 * answer (derived from its declaration, see error-statuses.ts) and its security: the session cookie if it needs a
 * login, none otherwise; a form's parts (multipart-description.ts) and a file's content types (file-answer.ts) too.
 */
export async function registerApiDescription(
  app: FastifyInstance,
  { version, publicUrl }: { version: string; publicUrl?: string },
): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!DESCRIBED.test(route.url)) return;
    describeErrors(route);
    // a public operation says so, rather than leaving a client to guess whether it needs the session
    if (route.schema && !route.schema.hide) route.schema.security ??= [];
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API de la ligue',
        version,
        description:
          `L'API du site de la ligue${NNBSP}: du JSON, des formulaires multipart pour les envois de fichiers, et les ` +
          'fichiers servis (images, classeurs, exemples).',
      },
      // the paths are the site's own: a generated client calls them on the site's address
      servers: [{ url: siteAddress(publicUrl), description: 'Le site de la ligue' }],
      components: {
        securitySchemes: { [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform({
        ...document,
        schema: document.schema && withMultipartBody(document.schema),
      });
      return DESCRIBED.test(document.url)
        ? transformed
        : { ...transformed, schema: { ...transformed.schema, hide: true } };
    },
  });
}

/** The server's URL in the description: the public address without its final slash (paths start with one). */
function siteAddress(publicUrl: string | undefined): string {
  return publicUrl?.replace(/\/+$/, '') || '/';
}

/** A route of the API as it was registered: what the tests compare with the contract and the description. */
export interface DescribedRoute {
  method: string;
  url: string;
  operationId: string | undefined;
}

const routesByApp = new WeakMap<FastifyInstance, DescribedRoute[]>();

/** Records every route of the API registered from now on, so tests can check the contract and the description. */
export function trackRoutes(app: FastifyInstance): void {
  const routes: DescribedRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    // the HEAD twin Fastify adds to each GET is the same operation
    if (!DESCRIBED.test(route.url) || route.method === 'HEAD') return;
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, operationId });
  });
}

export function describedRoutes(app: FastifyInstance): DescribedRoute[] {
  return [...(routesByApp.get(app) ?? [])];
}
