import { api, ApiError } from '@league/shared';
import type { Resource } from '@league/shared/schemas';
import { useEffect, useState } from 'react';

export type ResourceState =
  { status: 'loading' } | { status: 'done'; resource: Resource } | { status: 'error'; notFound: boolean };

/** One information page, read afresh on every visit (spec §7: no-cache), so an edit shows at once. */
export function useResource(name: string): ResourceState {
  const [state, setState] = useState<{ name: string; state: ResourceState }>({ name, state: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    setState({ name, state: { status: 'loading' } });
    api.get<Resource>(`/api/resources/general/${encodeURIComponent(name)}`, { noCache: true }).then(
      (resource) => live && setState({ name, state: { status: 'done', resource } }),
      (error: unknown) =>
        live &&
        setState({ name, state: { status: 'error', notFound: error instanceof ApiError && error.status === 404 } }),
    );
    return () => {
      live = false;
    };
  }, [name]);
  // the page keeps its component when only the name changes: never show the previous page's content
  return state.name === name ? state.state : { status: 'loading' };
}
