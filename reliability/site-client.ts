/** A visitor of a real server over HTTP (fetch), with the session cookie and the Origin a page of the site sends. */

export interface Answer {
  status: number;
  /** the process behind the balancer that answered (docs/deploy/haproxy.cfg), or '' when asked directly */
  servedBy: string;
  body: string;
  json<T = Record<string, unknown>>(): T;
  setCookies: string[];
}

export interface SiteClient {
  url: string;
  call(
    method: string,
    path: string,
    options?: { cookie?: string; body?: unknown; accept?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
  login(email: string, password: string, headers?: Record<string, string>): Promise<string>;
  /** the Set-Cookie line of the session a login sets */
  loginCookie(email: string, password: string, headers?: Record<string, string>): Promise<string>;
}

export function siteClient(url: string): SiteClient {
  const call: SiteClient['call'] = async (method, path, { cookie, body, accept, headers = {} } = {}) => {
    const response = await fetch(`${url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: url,
        ...(cookie ? { cookie } : {}),
        ...(accept ? { accept } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      servedBy: response.headers.get('x-league-server') ?? '',
      body: text,
      json: <T>() => JSON.parse(text) as T,
      setCookies: response.headers.getSetCookie(),
    };
  };
  const loginCookie: SiteClient['loginCookie'] = async (email, password, headers) => {
    const answer = await call('POST', '/api/myaccount/login', { body: { username: email, password }, headers });
    if (answer.status !== 200) {
      throw new Error(`login of ${email} on ${url} answered ${answer.status}: ${answer.body}`);
    }
    // the browser keeps the last one: a stale cookie sent along is cleared first, then the new session set
    const line = answer.setCookies.filter((cookie) => /^league_session=[^;]+/.test(cookie)).at(-1);
    if (!line) throw new Error(`login of ${email} on ${url} set no session cookie`);
    return line;
  };
  return {
    url,
    call,
    loginCookie,
    login: async (email, password, headers) => (await loginCookie(email, password, headers)).split(';')[0] as string,
  };
}
