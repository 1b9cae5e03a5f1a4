import { ApiError, call, invalidateLeagueReads, useLeagueRead } from '@league/shared';
import { resource as resourceCall } from '@league/shared/contract';
import type { Resource } from '@league/shared/schemas';
import { useEffect } from 'react';

export type ResourceState =
  { status: 'loading' } | { status: 'done'; resource: Resource } | { status: 'error'; notFound: boolean };

/** One information page, or null when the league has no page of that name; with the name it was read for. */
async function readResource(name: string): Promise<{ name: string; resource: Resource | null }> {
  try {
    return {
      name,
      resource: await call(resourceCall, { params: { resourceName: name } }, { noCache: true }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { name, resource: null };
    throw error;
  }
}

/**
 * One information page, read afresh on every visit (no cache), so an edit shows at once: its answer is
 * forgotten when the page is left. A league read, so that the server renders it in the page.
 * `failure` is the message recorded when it cannot be read.
 */
export function useResource(name: string, failure: string): ResourceState {
  const key = `resources/${name}`;
  const read = useLeagueRead(key, () => readResource(name), failure);
  useEffect(() => () => invalidateLeagueReads(`${key}@`), [key]);
  // the page keeps its component when only the name changes: never show the previous page's content
  if (read.status === 'error') return { status: 'error', notFound: false };
  if (read.status === 'loading' || read.data.name !== name) return { status: 'loading' };
  const { resource } = read.data;
  return resource ? { status: 'done', resource } : { status: 'error', notFound: true };
}
