import { randomBytes } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
type Level = 'debug' | 'info' | 'error';

/** One line per request: failures and writes at info (5xx at error), reads and static files at debug. */
export function requestLogLevel(method: string, statusCode: number): Level {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400 || WRITES.has(method)) return 'info';
  return 'debug';
}

/** pino's own answer; a logger without one (Fastify's silent logger) is taken as writing everything. */
function isLevelEnabled(log: FastifyReply['log'], level: Level): boolean {
  const check = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check ? check.call(log, level) : true;
}

/**
 * The mark of the server's own reads of its API (a page rendered on the server, its description): `app.inject` with
 * this header, whose value no one outside the process knows. They are part of the page's request, not requests of
 * their own, and are left out of the log (a league without a short description would log a 404 per page view).
 */
export const OWN_READ = { header: 'x-league-own-read', value: randomBytes(16).toString('hex') } as const;

/**
 * Fastify's request log, one line per request instead of two at info (every static file of every page): failures
 * and writes at info, the rest at debug. Given to Fastify as its `logController`.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (request.headers[OWN_READ.header] === OWN_READ.value) return;
    const { method } = request;
    const { statusCode } = reply;
    const level = error ? 'error' : requestLogLevel(method, statusCode);
    if (!isLevelEnabled(reply.log, level)) return; // most reads, at the usual level: no line to build
    const path = request.url.split('?', 1)[0]; // a query may carry a login link's token
    reply.log[level](
      { method, path, statusCode, ms: Math.round(reply.elapsedTime), err: error ?? undefined },
      `${method} ${path} ${statusCode}`,
    );
  }
}

/** LOG_LEVEL (default info); readable lines in a terminal (pino-pretty), JSON otherwise (a file, a log collector). */
export async function loggerOptions(
  env: NodeJS.ProcessEnv,
  isTerminal: boolean,
): Promise<FastifyServerOptions['logger']> {
  const level = env.LOG_LEVEL ?? 'info';
  if (!isTerminal) return { level, stream: process.stdout }; // written in order with the start-up block
  // synchronous, so that the start-up block printed after `listen` stays the last thing on screen; pino-pretty is
  // loaded only here, as a server's output is seldom a terminal
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' });
  return { level, stream };
}
