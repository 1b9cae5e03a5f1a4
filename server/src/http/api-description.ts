import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Paths that belong to the API description; static files and the shell's page do not. */
const DESCRIBED = /^\/(api|media|images|config|healthz)(\/|$)/;

/** OpenAPI 3 document generated from the zod schemas the routes declare (served at GET /api as JSON). */
export async function registerApiDescription(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'API de la ligue', version, description: "L'API du site de la ligue (JSON)." },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
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
