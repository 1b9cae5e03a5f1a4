import { anyCause } from './error-causes';

/**
 * PostgreSQL out of reach: restarting, failing over, or the network between. Such a failure is the database's, not
 * the request's: the error handler answers it 503 in French (http/errors.ts), and the server serves again by itself
 * once the database answers (db/postgres-dialect.ts; docs/decisions/operations.md).
 */

/** What Node's sockets say when the other end is not there, or goes away. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server going down or not up yet: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SERVER_GOING_CODES = new Set(['57P01', '57P02', '57P03']);
/** pg's own errors for a lost or never-made connection, which carry no code. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;
/** pg-pool's, when no connection came free within its connectionTimeoutMillis: a busy pool, not a lost database. */
const POOL_BUSY_MESSAGE = 'timeout exceeded when trying to connect';

/** Whether `error` says the connection to PostgreSQL could not be made, or was lost (08xxx: connection_exception). */
export function isConnectionError(error: unknown): boolean {
  return anyCause(error, ({ code, message, errors }) => {
    const text = typeof code === 'string' ? code : '';
    if (SOCKET_CODES.has(text) || SERVER_GOING_CODES.has(text) || /^08[0-9A-Z]{3}$/.test(text)) return true;
    // a host with several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError of each attempt
    if (Array.isArray(errors) && errors.length > 0 && errors.every(isConnectionError)) return true;
    return typeof message === 'string' && (PG_CONNECTION_MESSAGES.test(message) || message === POOL_BUSY_MESSAGE);
  });
}

/** Whether `error` is only the pool having no connection free in time: answered 503, yet the database is there. */
export function isPoolBusy(error: unknown): boolean {
  return anyCause(error, ({ message }) => message === POOL_BUSY_MESSAGE);
}

const UNREACHABLE_CODE = 'LEAGUE_DATABASE_UNREACHABLE';

/** A query not run because PostgreSQL could not be reached; `cause` is what pg or the socket said. */
export class DatabaseUnreachable extends Error {
  readonly code = UNREACHABLE_CODE;

  constructor(cause: unknown) {
    const message = (cause as { message?: unknown } | null)?.message;
    super(`PostgreSQL unreachable: ${typeof message === 'string' ? message : String(cause)}`, { cause });
  }
}

/** Whether `error`, or one of its causes, is a DatabaseUnreachable (a SQLite database never gives one). */
export function isDatabaseUnreachable(error: unknown): boolean {
  return anyCause(error, ({ code }) => code === UNREACHABLE_CODE);
}
