import { PAGE_LIST, type PageEntry } from '@league/shared';
import { Navigate, type RouteObject } from '@league/shared/router';
import { GuardedPage } from './access/guarded-page';
import { RemoteView } from './federation/remote-view';
import { Logout } from './logout';
import { DialogRoute } from './modals/dialog-route';

/** The route table: which remote owns each path, and which module renders it (the PAGES table of @league/shared). */
export const ROUTE_TABLE: readonly PageEntry[] = PAGE_LIST;

interface ResourceName {
  name: string;
  title: string;
}

const decoded = (value: string | undefined) => {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return value ?? '';
  }
};

/** An information page is named by its title; its key (lowercase, underscores) only until the list is known. */
function resourceTitle(name: string, resources: readonly ResourceName[]): string {
  return resources.find((resource) => resource.name === name)?.title ?? name.replace(/_/g, ' ');
}

/** The title of a route of the table, with its parameters: a team's name, an information page's title. */
export function titleOf(
  target: PageEntry,
  params: Record<string, string | undefined>,
  resources: readonly ResourceName[],
): string {
  if (!target.titleParam) return target.title;
  const value = decoded(params[target.titleParam]);
  return target.titleParam === 'resourceName' ? resourceTitle(value, resources) : value;
}

export function routeObjects(): RouteObject[] {
  return [
    ...ROUTE_TABLE.map((target) => ({
      path: target.path,
      element: target.dialog ? (
        <DialogRoute id={target.dialog} />
      ) : (
        <GuardedPage
          access={target.audience === 'visitor' ? undefined : target.audience}
          title={titleOf(target, {}, [])}
        >
          {/* keyed by remote module so a route change never shows the previous page's state */}
          <RemoteView key={`${target.remote}/${target.module}`} remote={target.remote} module={target.module} />
        </GuardedPage>
      ),
    })),
    { path: '/logout', element: <Logout /> },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
