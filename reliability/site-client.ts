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
  call(method: string, path: string, options?: { cookie?: string; body?: unknown; accept?: string }): Promise<Answer>;
  login(email: string, password: string): Promise<string>;
}

export function siteClient(url: string): SiteClient {
  const call: SiteClient['call'] = async (method, path, { cookie, body, accept } = {}) => {
    const response = await fetch(`${url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: url,
        ...(cookie ? { cookie } : {}),
        ...(accept ? { accept } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
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
  return {
    url,
    call,
    async login(email, password) {
      const answer = await call('POST', '/api/myaccount/login', { body: { username: email, password } });
      if (answer.status !== 200)
        throw new Error(`login of ${email} on ${url} answered ${answer.status}: ${answer.body}`);
      const value = answer.setCookies
        .map((cookie) => /^league_session=([^;]*)/.exec(cookie)?.[1] ?? '')
        .filter(Boolean)
        .at(-1);
      if (!value) throw new Error(`login of ${email} on ${url} set no session cookie`);
      return `league_session=${value}`;
    },
  };
}
