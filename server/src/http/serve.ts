import { NNBSP } from '@league/shared';
import type { Endpoint, HandlerAnswer, HandlerInput } from '@league/shared/contract';
import { endpoints, type EndpointName } from '@league/shared/contract/all';
import * as schemas from '@league/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import type { TeamOf } from './team-of';
import { fileAnswer } from './file-answer';

/** What only the server knows of a call: how to find the team it concerns, how its form's parts are described. */
export interface ServerSide {
  /** the team a captain's call concerns: required by, and only allowed for, an entry with `team` */
  team?: TeamOf;
  /** the parts of its multipart form, for the API description: required by an entry with `form` */
  multipart?: z.ZodObject;
}

type Entry<N extends EndpointName> = (typeof endpoints)[N];

/**
 * A handler of a contract entry: its request parsed by the entry's schemas, its answer what the schema sends; or
 * the reply, when it sent a file or the entry's refusal itself.
 */
export type Handler<N extends EndpointName> = (
  request: FastifyRequest<HandlerInput<Entry<N>>>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<Entry<N>> | FastifyReply | void> | HandlerAnswer<Entry<N>> | FastifyReply | void;

const schemaOf = (name: string): z.ZodType => (schemas as Record<string, unknown>)[name] as z.ZodType;

/** What the API description says of a JSON success and of an import's refusal (the schema says the rest). */
const SUCCESS = 'Succès';
const REFUSAL = `Refusé, rien n’est enregistré${NNBSP}: le rapport dit pourquoi, ligne par ligne`;

/** The route's schema, read from its entry: validation of the input, and the API description. */
export function routeSchema(name: EndpointName, entry: Endpoint, serverSide: ServerSide = {}): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = { operationId: name, summary: entry.summary };
  if (entry.params) schema.params = schemaOf(entry.params);
  if (entry.query) schema.querystring = schemaOf(entry.query);
  if (entry.body) schema.body = schemaOf(entry.body);
  if (serverSide.multipart) schema.multipart = serverSide.multipart;
  const response: Record<number, unknown> = {};
  if (entry.answer) response[200] = schemaOf(entry.answer).describe(SUCCESS);
  if (entry.file) response[200] = fileAnswer(entry.file.description, entry.file.types);
  if (entry.refusal) response[400] = schemaOf(entry.refusal).describe(REFUSAL);
  schema.response = response;
  return schema;
}

function checkServerSide(name: string, entry: Endpoint, serverSide: ServerSide): void {
  if (Boolean(entry.team) !== Boolean(serverSide.team))
    throw new Error(`${name}: the contract's team scope and the route's disagree`);
  if (Boolean(entry.form) !== Boolean(serverSide.multipart))
    throw new Error(`${name}: a form needs its parts described`);
}

/**
 * Registers the route of a contract entry (docs/architecture.md#one-contract): its method, path, schemas, who may
 * call it and the statuses it adds all come from the entry; the route brings only its handler (and, for a
 * captain's call or a form, what only the server knows). No API route is registered any other way.
 */
export function serve<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: Handler<N>,
  serverSide: ServerSide = {},
): void {
  const entry: Endpoint = endpoints[name];
  checkServerSide(name, entry, serverSide);
  // eslint-disable-next-line no-restricted-syntax -- the one place an API route is registered, from its entry
  app.route({
    method: entry.method,
    url: entry.path,
    config: {
      ...(entry.access === 'public' && entry.method === 'GET' ? {} : { access: entry.access }),
      ...(entry.errors ? { errors: [...entry.errors] } : {}),
      ...(serverSide.team ? { team: serverSide.team } : {}),
      ...(entry.whilePasswordReset ? { whilePasswordReset: true } : {}),
      ...(entry.fromMail ? { fromMail: true } : {}),
    },
    schema: routeSchema(name, entry, serverSide),
    handler: handler as RouteHandlerMethod,
  });
}
