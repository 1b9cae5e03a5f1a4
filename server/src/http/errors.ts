import type { FastifyError, FastifyInstance } from 'fastify';
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

/** One error handler: 4xx say what was wrong, 5xx are logged and never leak their detail. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const body: ErrorResponse = { success: false, error: status >= 500 ? INTERNAL_ERROR : error.message };
    return reply.status(status).send(body);
  });
}

export function notFoundBody(url: string): ErrorResponse {
  return { success: false, error: `Aucune ressource à l'adresse ${url}` };
}
