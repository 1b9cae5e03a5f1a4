import type { ErrorResponse } from '@league/shared/schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { HttpError } from './errors';
import { messageForCode, messageForStatus } from './error-messages';

/**
 * A path segment (parameter) longer than this is refused with 414. Names are at most 100 characters, percent-encoded in the
 * address: up to 12 characters each (4 UTF-8 bytes).
 */
export const MAX_PARAM_LENGTH = 1200;
/** Longer addresses are refused with 414 (Node itself refuses more than 16 KiB of request line and headers: 431). */
export const MAX_URL_LENGTH = 4096;

function errorBody(message: string): ErrorResponse {
  return { success: false, error: message };
}

const STATUS_BY_CLIENT_ERROR: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** The response Node is writing on `socket` (its own field), if any. */
function responseOn(socket: Socket): { headersSent: boolean } | null {
  return (socket as Socket & { _httpMessage?: { headersSent: boolean } | null })._httpMessage ?? null;
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (oversized headers, malformed or conflicting
 * Content-Length / Transfer-Encoding): answered on the socket itself, in the JSON error shape. When the request's
 * headers were fine and the route already answered (a refusal needs no body), the socket is only closed, as Node's
 * own handler does once it has written: a second answer would follow the first on the wire.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (responseOn(socket)?.headersSent) {
    socket.destroy(error);
    return;
  }
  const status = STATUS_BY_CLIENT_ERROR[error.code ?? ''] ?? 400;
  const body = JSON.stringify(errorBody(messageForCode(error.code) ?? messageForStatus(status)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Invalid percent-encoding (FST_ERR_BAD_URL) and over-long parameters (FST_ERR_MAX_PARAM_LENGTH), before routing. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.status(status).send(errorBody(messageForCode(error.code) ?? messageForStatus(status)));
}

/** The Fastify options that keep the framework's own refusals in the JSON error shape, in French. */
export const edgeOptions: Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler' | 'return503OnClosing'
> & {
  routerOptions: { maxParamLength: number };
} = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
  // Fastify's own 503 while closing is an English body: registerRequestLimits answers it instead
  return503OnClosing: false,
};

function isTooLong(url: string): boolean {
  if (url.length > MAX_URL_LENGTH) return true;
  const path = url.split('?', 1)[0] ?? '';
  // the router itself only checks parameters of routes it could match; the static files' wildcard takes the rest
  return path.length > MAX_PARAM_LENGTH && path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);
}

/**
 * Refuses an over-long address or path segment with 414 (every request, before anything else runs), any body that
 * is not JSON with 415 (Fastify would otherwise hand a text/plain body to a route as a string), and, once the server
 * is closing, any request still arriving on an open connection with 503 so that a balancer retries elsewhere.
 */
export function registerRequestLimits(app: FastifyInstance): void {
  let closing = false;
  app.removeContentTypeParser('text/plain');
  app.addHook('preClose', async () => {
    closing = true;
  });
  // a callback hook: nothing to wait for, so no promise on every request
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      void reply
        .status(503)
        .header('connection', 'close')
        .send(errorBody(messageForStatus(503)));
      return; // answered: the request goes no further
    }
    done(isTooLong(request.url) ? new HttpError(414, messageForStatus(414)) : undefined);
  });
}
