import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@league/shared/schemas';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const INTERNAL_ERROR = 'Erreur interne du serveur';

/** Fastify's own 4xx, said in French. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas du JSON valide",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Le corps de la requête est trop volumineux',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Ce type de contenu n'est pas accepté",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Longueur de contenu invalide',
};

function invalidRequest(error: FastifyError): ErrorResponse {
  const context = error.validationContext ?? 'request';
  const issues = (error.validation ?? []).map((issue) => ({
    path: [context, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
    message: issue.message ?? 'valeur invalide',
  }));
  return { success: false, error: 'Requête invalide', issues };
}

/** One error handler: 4xx say what was wrong, 5xx are logged and never leak their detail. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send(invalidRequest(error));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? INTERNAL_ERROR : (FRAMEWORK_MESSAGES[error.code] ?? error.message);
    const body: ErrorResponse = { success: false, error: message };
    return reply.status(status).send(body);
  });
}

export function notFoundBody(url: string): ErrorResponse {
  return { success: false, error: `Aucune ressource à l'adresse ${url}` };
}
