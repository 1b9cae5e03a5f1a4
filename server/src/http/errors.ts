import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@league/shared/schemas';
import { isDiskFull } from '../db/disk-full';
import { isDatabaseUnreachable } from '../db/unreachable';
import { DomainError, InvalidFields, NeedsConfirmation } from '../league/domain-errors';
import { DATABASE_UNREACHABLE, DISK_FULL, INTERNAL_ERROR, messageForCode, messageForStatus } from './error-messages';

/** An answer the server chose to give: its message is French and written for the person who reads it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What to throw for an error met while reading a multipart body, once the framework's own codes are handled: our
 * errors and those with a status pass; anything else the parser throws (no boundary, truncated body, malformed part
 * header) is the request's fault, not a 500.
 */
export function multipartReadError(error: unknown): unknown {
  if (error instanceof HttpError || error instanceof DomainError) return error;
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return new HttpError(400, 'Le formulaire envoyé est mal formé (multipart incomplet ou sans délimiteur)');
}

function invalidRequest(error: FastifyError): ErrorResponse {
  const context = error.validationContext ?? 'request';
  const issues = (error.validation ?? []).map((issue) => ({
    path: [context, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
    message: issue.message ?? 'valeur invalide',
  }));
  return { success: false, error: 'Requête invalide', issues };
}

function statusOf(error: FastifyError): number {
  if (isDatabaseUnreachable(error)) return 503;
  if (isDiskFull(error)) return 507;
  return error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
}

/** Our own messages (HttpError at the edge, DomainError from services) pass; the framework's and libraries' (English, with codes) are replaced by French ones. */
export function publicMessage(error: FastifyError, status: number): string {
  if (isDatabaseUnreachable(error)) return DATABASE_UNREACHABLE;
  if (status === 507) return DISK_FULL;
  if (status >= 500) return INTERNAL_ERROR;
  if (error instanceof HttpError || error instanceof DomainError) return error.message;
  return messageForCode(error.code) ?? messageForStatus(status);
}

/**
 * One error handler: 4xx say what was wrong, 5xx are logged and never leak their detail; a database out of reach is
 * 503 with Retry-After, so that a person or a balancer tries again in a moment (docs/decisions/operations.md).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send(invalidRequest(error));
    }
    const status = statusOf(error);
    if (isDatabaseUnreachable(error)) {
      // the outage itself is logged once by the database layer (db/postgres-dialect.ts): one short line per request
      request.log.warn(`database unreachable: ${error.message}`);
      void reply.header('retry-after', '1');
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    const body: ErrorResponse = { success: false, error: publicMessage(error, status) };
    // a form's fields refused one by one (multipart): each issue names its field, as for a JSON body
    if (error instanceof InvalidFields) body.issues = [...error.issues];
    if (error instanceof NeedsConfirmation) body.confirm = error.confirm;
    return reply.status(status).send(body);
  });
}

export function notFoundBody(url: string): ErrorResponse {
  return { success: false, error: `Aucune ressource à l'adresse ${url}` };
}
