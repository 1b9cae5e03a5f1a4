/**
 * Calls to a real server process as the site's own pages make them: the Origin of the site (CSRF rule), the
 * session cookie from the login API, JSON or multipart bodies. For the reliability parts that use server-process.ts.
 */
import { DEMO_EMAILS, type DemoAccount } from '../server/src/seed/demo-accounts';

export const RELIABILITY_PASSWORD = 'fiabilite-mot-de-passe';

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

export type Part = string | { name: string; bytes: Uint8Array };

export interface CallOptions {
  json?: unknown;
  form?: Record<string, Part>;
  cookie?: string;
  accept?: string;
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
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  const ms = performance.now() - started;
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: json && text ? (JSON.parse(text) as unknown) : text, ms };
}

/** Logs in through POST /api/myaccount/login; answers the Cookie header value of the session. */
export async function login(base: string, email: string, password = RELIABILITY_PASSWORD): Promise<string> {
  const response = await fetch(`${base}/api/myaccount/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('league_session='));
  if (response.status !== 200 || !cookie)
    throw new Error(`login as ${email}: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0] as string;
}

export const loginDemo = (base: string, account: DemoAccount) => login(base, DEMO_EMAILS[account]);

export const RELIABILITY_SEED = Number(process.env.RELIABILITY_SEED ?? 18);
