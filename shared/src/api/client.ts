import { messages } from '../messages';
import { NO_ANSWER_STATUS, offlineMessage } from './network-failure';

/** The one API client of the browser apps: JSON in and out, cookies sent, errors in French. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
    /** a warning the person may pass: the body key to send as true with the same request */
    readonly confirm?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE'];

export interface RequestOptions {
  query?: Record<string, string | undefined>;
  /** JSON, or a FormData sent as multipart (uploads) */
  body?: unknown;
  /** false for calls that are allowed to answer 401 without sending the browser to the login page (login itself) */
  authenticated?: boolean;
  /** resources are read with no-cache */
  noCache?: boolean;
}

/** How requests are sent: the browser's fetch, or the server's own API while it renders a page. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** Sends the API's requests through `fetchImpl` instead of the global fetch (null: back to it). */
export function setApiFetch(fetchImpl: typeof fetch | null): void {
  send = fetchImpl ?? ((input, init) => fetch(input, init));
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;
/**
 * Counts the sessions the server has refused. Calls sent under a session already known to be gone (several calls
 * in flight when it expired) do not call the handler again: one login page, with the e-mail and the path.
 */
let refusedSessions = 0;

/** The shell decides what a 401 does (the login page, with the e-mail and the current path). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Taken when a call is sent outside `apiRequest` (an upload through XMLHttpRequest), for `sessionRefused`. */
export function sessionMark(): number {
  return refusedSessions;
}

/** A call sent at `mark` was answered 401: the shell's handler runs once per lost session. */
export function sessionRefused(mark: number): void {
  if (mark !== refusedSessions) return;
  refusedSessions += 1;
  onUnauthorized();
}

function urlOf(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    issues?: ApiError['issues'];
    confirm?: unknown;
  } | null;
  const message = typeof body?.error === 'string' ? body.error : `${messages.unknownError} (HTTP ${response.status})`;
  const confirm = typeof body?.confirm === 'string' ? body.confirm : undefined;
  return new ApiError(response.status, message, body?.issues ?? [], confirm);
}

export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  if (!METHODS.includes(method)) throw new Error(messages.invalidRequestType);
  const sentUnder = refusedSessions;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // a form (multipart: files) is sent as it is; the browser writes its content type and boundary
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await send(urlOf(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      cache: options.noCache ? 'no-cache' : 'default',
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  } catch (error) {
    // offline, the call cannot be made: said in French rather than « Failed to fetch » (a write's failure toast)
    if (typeof navigator === 'undefined' || navigator.onLine !== false) throw error;
    console.error(`${method} ${path}:`, error);
    throw new ApiError(NO_ANSWER_STATUS, offlineMessage(method));
  }
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
  const error = await failure(response);
  if (error.status === 401 && options.authenticated !== false) sessionRefused(sentUnder);
  console.error(`${method} ${path}: ${error.message}`);
  throw error;
}
