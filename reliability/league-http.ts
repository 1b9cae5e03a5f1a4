/**
 * Calls to a real server process (@league/test-support/server-process) or to the balancer in front of two
 * (cluster.ts) as the site's own pages make them: the Origin of the site (CSRF rule), the session cookie from the
 * login API, JSON or multipart bodies. Redirects are not followed: a test sees the status the server sent.
 */
import { DEMO_EMAILS, type DemoAccount } from '../server/src/seed/demo-accounts';

export const RELIABILITY_PASSWORD = 'fiabilite-mot-de-passe';
/** The server's environment for the demo league, whose accounts `loginDemo` logs into (add DATA_DIR and the rest). */
export const DEMO_LEAGUE_ENV = { SEED: 'demo', DEMO_PASSWORD: RELIABILITY_PASSWORD } as const;

export interface Answer {
  status: number;
  /** the parsed JSON when the answer is JSON, its text otherwise */
  body: unknown;
  ms: number;
  /** the process behind the balancer that answered (docs/deploy/haproxy.cfg), or '' when asked directly */
  servedBy: string;
  setCookies: string[];
}

export type Part = string | { name: string; bytes: Uint8Array };

export interface CallOptions {
  json?: unknown;
  form?: Record<string, Part>;
  cookie?: string;
  accept?: string;
  headers?: Record<string, string>;
}

/** One call; throws only when no answer came (refused connection, socket closed: the server is down). */
export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { origin: base };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.accept) headers.accept = options.accept;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = new FormData();
    for (const [field, value] of Object.entries(options.form)) {
      if (typeof value === 'string') body.append(field, value);
      else body.append(field, new Blob([new Uint8Array(value.bytes)]), value.name);
    }
  }
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...options.headers },
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    body: json && text ? (JSON.parse(text) as unknown) : text,
    ms,
    servedBy: response.headers.get('x-league-server') ?? '',
    setCookies: response.headers.getSetCookie(),
  };
}

/** Logs in through POST /api/myaccount/login; answers the whole Set-Cookie line of the session (its attributes too). */
export async function loginCookie(
  base: string,
  email: string,
  password = RELIABILITY_PASSWORD,
  headers: Record<string, string> = {},
): Promise<string> {
  const answer = await call(base, 'POST', '/api/myaccount/login', { json: { username: email, password }, headers });
  // the browser keeps the last one: a stale cookie sent along is cleared first, then the new session set
  const line = answer.setCookies.filter((cookie) => /^league_session=[^;]+/.test(cookie)).at(-1);
  if (answer.status !== 200 || !line) {
    throw new Error(`login as ${email} on ${base}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return line;
}

/** Logs in through POST /api/myaccount/login; answers the Cookie header value of the session. */
export async function login(base: string, email: string, password = RELIABILITY_PASSWORD): Promise<string> {
  return (await loginCookie(base, email, password)).split(';')[0] as string;
}

export const loginDemo = (base: string, account: DemoAccount) => login(base, DEMO_EMAILS[account]);

export const RELIABILITY_SEED = Number(process.env.RELIABILITY_SEED ?? 18);
