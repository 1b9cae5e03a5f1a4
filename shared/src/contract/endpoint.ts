import type { z, ZodType } from 'zod';

/**
 * One call of the API, as both sides know it (docs/architecture.md#one-contract): the server registers its route,
 * validation, access check and API description from it; the browser calls it through `call()`. Schemas are named,
 * not imported, so a browser bundle that uses an entry carries a few strings and no zod.
 */
type Schemas = typeof import('../schemas');
export type SchemaName = { [Name in keyof Schemas]: Schemas[Name] extends ZodType ? Name : never }[keyof Schemas];
export type SchemaOf<Name> = Name extends SchemaName ? Schemas[Name] : never;

/** Who may call: anyone, a signed-in member, a captain (or an administrator), an administrator. */
export type Access = 'public' | 'login' | 'captain' | 'admin';

/** The failures an operation can answer, each with the one error shape. */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 414, 415, 422, 429, 502, 503, 507] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's pattern: `/api/schedule/edit/:id` */
  readonly path: string;
  /** the operation's French summary in the API description */
  readonly summary: string;
  readonly access: Access;
  /** a captain may call it only for a team they captain (the server says which team the request concerns) */
  readonly team?: true;
  /** may be called while the account must still change its password (changing it) */
  readonly whilePasswordReset?: true;
  /** posted from outside the site (a mail program's one-click unsubscribe): no Origin to check, a token proves it */
  readonly fromMail?: true;
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  readonly body?: SchemaName;
  /** the body is a multipart form (files): the server describes its parts */
  readonly form?: true;
  /** the JSON answer of a success */
  readonly answer?: SchemaName;
  /** a success that is a file (an image, a spreadsheet) rather than JSON */
  readonly file?: { readonly description: string; readonly types: readonly string[] };
  /** a 400 answer with its own shape (an import's rows refused) */
  readonly refusal?: SchemaName;
  /** statuses its own rules answer that its declaration does not imply (409 conflict, 429, a login's 401…) */
  readonly errors?: readonly ErrorStatus[];
}

/*
 * An entry is a plain object literal, `{ … } as const satisfies Endpoint`: its literal types (the schema names) type
 * `call()` and the server's handlers, and a bundler drops every entry a remote does not import (a call such as
 * `endpoint({ … })` would stay, since a bundler cannot prove it harmless).
 */

type Parsed<Name> = Name extends SchemaName ? z.output<SchemaOf<Name>> : undefined;
type Sent<Name> = Name extends SchemaName ? z.input<SchemaOf<Name>> : undefined;

/** What a caller sends: the path's parameters, the query and the JSON body (or a FormData for a form). */
export type CallInput<E extends Endpoint> = (E['params'] extends SchemaName ? { params: Sent<E['params']> } : unknown) &
  (E['query'] extends SchemaName
    ? Record<never, never> extends Sent<E['query']>
      ? { query?: Sent<E['query']> }
      : { query: Sent<E['query']> }
    : unknown) &
  (E['body'] extends SchemaName ? { body: Sent<E['body']> } : unknown) &
  (E['form'] extends true ? { body: FormData } : unknown);

/** What a success answers, as the browser reads it (JSON). */
export type CallAnswer<E extends Endpoint> = E['answer'] extends SchemaName ? Parsed<E['answer']> : undefined;

/** What the server's handler receives, parsed by the schemas. */
export interface HandlerInput<E extends Endpoint> {
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}

/** What the server's handler returns, before its answer schema serialises it. */
export type HandlerAnswer<E extends Endpoint> = E['answer'] extends SchemaName ? Sent<E['answer']> : unknown;

/** The path with its parameters filled in, each encoded: `/api/schedule/edit/:id` → `/api/schedule/edit/12`. */
export function pathOf(entry: Pick<Endpoint, 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return entry.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.path}: ${name} missing`);
    return encodeURIComponent(String(value));
  });
}
