import type { CallAnswer, CallInput, Endpoint } from '../contract/endpoint';
import { pathOf } from '../contract/endpoint';
import { checkAnswer } from '../write/contract';
import { apiRequest, type RequestOptions } from './client';

type CallOptions = Pick<RequestOptions, 'authenticated' | 'noCache'>;

/**
 * The browser's one way to call the API: an entry of the contract (`@league/shared/contract`) and what it takes.
 *
 *   await call(proposeResult, { params: { id }, body: { homeScore: 3, awayScore: 2 } });
 *
 * The answer is typed from the entry's schema and checked against it in development builds and tests.
 */
export async function call<E extends Endpoint>(
  entry: E,
  ...[input, options]: Record<never, never> extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions]
): Promise<CallAnswer<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const answer = await apiRequest<CallAnswer<E>>(entry.method, pathOf(entry, params), {
    ...options,
    query: query && textQuery(query),
    body: body ?? (entry.method === 'GET' || entry.method === 'DELETE' ? undefined : {}),
  });
  return entry.answer ? checkAnswer(entry.answer, answer) : answer;
}

/** A query's values as the address carries them (numbers and booleans as text; absent ones left out). */
function textQuery(query: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );
}

/** The address of a call whose answer a link opens (a file to download), with its parameters and query. */
export function hrefOf<E extends Endpoint>(
  entry: E,
  input?: { params?: Record<string, string | number>; query?: Record<string, string | undefined> },
): string {
  const path = pathOf(entry, input?.params);
  const search = new URLSearchParams(
    Object.entries(input?.query ?? {}).filter((pair): pair is [string, string] => pair[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
}
