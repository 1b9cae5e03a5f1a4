import { appConfigSchema, errorResponseSchema, healthSchema } from '@league/shared/schemas';
import { z } from 'zod';

const json = (schema: z.ZodType) => ({ 'application/json': { schema: z.toJSONSchema(schema, { io: 'output' }) } });

/** OpenAPI 3.1 description of the API, generated from the same zod schemas the server validates with. */
export function apiDescription(version: string) {
  return {
    openapi: '3.1.0',
    info: { title: 'API de la ligue', version },
    paths: {
      '/config': {
        get: {
          summary: "Configuration de l'application et adresses des modules",
          responses: { '200': { description: 'Configuration', content: json(appConfigSchema) } },
        },
      },
      '/healthz': {
        get: {
          summary: 'État du serveur',
          responses: { '200': { description: 'Le serveur répond', content: json(healthSchema) } },
        },
      },
    },
    components: { schemas: { Error: z.toJSONSchema(errorResponseSchema) } },
  };
}
