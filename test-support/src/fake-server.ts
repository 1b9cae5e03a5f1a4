/**
 * Test helper: answers the browser's `fetch` (the network edge, the only thing the tests replace) from a table
 * of routes keyed 'METHOD /path?query', and records every call with its parsed JSON body. A route keyed
 * 'METHOD /path?*' answers that path with any query (or none) that has no route of its own.
 */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}
export interface Reply {
  status?: number;
  body?: unknown;
}
export type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

export function fakeServer(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : formFields(init.body),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`] ?? routes[`${call.method} ${call.url.split('?')[0]}?*`];
    const reply: Reply = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, body: { success: false, error: `Aucune ressource à l'adresse ${call.url}` } };
    const status = reply.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => reply.body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url),
    /** the calls that change something: what a form sent, without the league's reads asked again after it */
    get writes() {
      return calls.filter((c) => c.method !== 'GET');
    },
  };
}

/** A multipart form's fields as an object; a file is shown by its name (`{ file: 'logo.png' }`). */
function formFields(body: unknown): Record<string, unknown> | undefined {
  if (typeof FormData === 'undefined' || !(body instanceof FormData)) return undefined;
  const fields: Record<string, unknown> = {};
  body.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : { file: (value as File).name };
  });
  return fields;
}

/** A reply the test releases when it wants, to look at the loading state. */
export function heldReply(reply: Reply) {
  let release: () => void = () => undefined;
  const held = new Promise<Reply>((resolve) => {
    release = () => resolve(reply);
  });
  return { route: () => held, release: () => release() };
}

/** The API client logs failed calls; tests that provoke them keep the output readable. */
export function quietConsoleErrors() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
