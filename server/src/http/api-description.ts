import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../accounts/current-account';
import { describeErrors, SESSION_SECURITY } from './error-statuses';
import { withMultipartBody } from './multipart-description';

/** Paths that belong to the API description; static files and the shell's page do not. */
const DESCRIBED = /^\/(api|media|images|config|healthz)(\/|$)/;

/**
 * OpenAPI 3 document generated from the zod schemas the routes declare (served at GET /api as JSON). Each operation
 * lists every failure it can answer (derived from its declaration, see error-statuses.ts) and, if it needs a login,
 * the session cookie; a form's parts (multipart-description.ts) and a file's content types (file-answer.ts) too.
 */
export async function registerApiDescription(app: FastifyInstance, version: string): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (DESCRIBED.test(route.url)) describeErrors(route);
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API de la ligue',
        version,
        description:
          "L'API du site de la ligue : du JSON, des formulaires multipart pour les envois de fichiers, et les " +
          'fichiers servis (images, classeurs, exemples).',
      },
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

const routesByApp = new WeakMap<FastifyInstance, Set<string>>();

/** Records every route registered from now on, so a test can check the description covers them all. */
export function trackRoutes(app: FastifyInstance): void {
  const routes = new Set<string>();
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (DESCRIBED.test(route.url)) routes.add(route.url);
  });
}

export function describedRoutes(app: FastifyInstance): string[] {
  return [...(routesByApp.get(app) ?? [])];
}
