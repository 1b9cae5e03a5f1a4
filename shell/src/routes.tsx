import type { DialogId, RemoteName } from '@league/shared';
import { Navigate, type RouteObject } from '@league/shared/router';
import { GuardedPage } from './access/guarded-page';
import type { PageAccess } from './access/page-access';
import { RemoteView } from './federation/remote-view';
import { Logout } from './logout';
import { DialogRoute } from './modals/dialog-route';

/** The route table: which remote owns each path, and which module renders it. */
export interface RouteTarget {
  path: string;
  remote: RemoteName;
  module: string;
  /** A dialog opened over Home rather than a page of its own. */
  dialog?: DialogId;
  /** What the document title names (a page's own heading, once rendered, may say more) */
  title: string | ((params: Record<string, string | undefined>, resources: readonly ResourceName[]) => string);
  /** Who may see the page; others get a French 'réservé' page */
  access?: PageAccess;
}

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

export const ROUTE_TABLE: readonly RouteTarget[] = [
  { path: '/', remote: 'public', module: 'Home', title: 'Accueil' },
  {
    path: '/myaccount/preferences',
    remote: 'account',
    module: 'PreferencesDialog',
    dialog: 'preferences',
    title: 'Gestion du Compte',
  },
  { path: '/myaccount/login', remote: 'account', module: 'LoginDialog', dialog: 'login', title: 'Connexion' },
  {
    path: '/myaccount/register',
    remote: 'account',
    module: 'RegisterDialog',
    dialog: 'register',
    title: 'Inscription',
  },
  { path: '/admin/:tabView', remote: 'admin', module: 'Admin', title: 'Administration' },
  { path: '/admin', remote: 'admin', module: 'Admin', title: 'Administration' },
  { path: '/schedule', remote: 'public', module: 'Schedule', title: 'Calendrier' },
  { path: '/series', remote: 'public', module: 'Series', title: 'Séries' },
  { path: '/series/:match_id', remote: 'public', module: 'SeriesMatch', title: 'Match de série' },
  { path: '/ranking', remote: 'public', module: 'Ranking', title: 'Classement' },
  { path: '/contact-us', remote: 'public', module: 'ContactUs', title: 'Nous joindre' },
  { path: '/sponsors', remote: 'public', module: 'Sponsors', title: 'Commanditaires' },
  { path: '/teams', remote: 'public', module: 'Teams', title: 'Équipes' },
  { path: '/teams/:teamName', remote: 'public', module: 'Team', title: ({ teamName }) => decoded(teamName) },
  { path: '/fields', remote: 'public', module: 'Fields', title: 'Terrains' },
  { path: '/api', remote: 'admin', module: 'ApiDocs', title: "Documentation de l'API" },
  { path: '/freeagents', remote: 'public', module: 'FreeAgents', title: 'Joueurs autonomes' },
  {
    path: '/resources/:resourceName',
    remote: 'public',
    module: 'Resource',
    title: ({ resourceName }, resources) => resourceTitle(decoded(resourceName), resources),
  },
  { path: '/timeslots', remote: 'timeslots', module: 'Timeslots', title: 'Plages horaires', access: 'captain' },
];

/** An information page is named by its title; its key (lowercase, underscores) only until the list is known. */
function resourceTitle(name: string, resources: readonly ResourceName[]): string {
  return resources.find((resource) => resource.name === name)?.title ?? name.replace(/_/g, ' ');
}

/** The title of a route of the table, with its parameters. */
export function titleOf(
  target: RouteTarget,
  params: Record<string, string | undefined>,
  resources: readonly ResourceName[],
): string {
  return typeof target.title === 'string' ? target.title : target.title(params, resources);
}

export function routeObjects(): RouteObject[] {
  return [
    ...ROUTE_TABLE.map((target) => ({
      path: target.path,
      element: target.dialog ? (
        <DialogRoute id={target.dialog} />
      ) : (
        <GuardedPage access={target.access} title={titleOf(target, {}, [])}>
          {/* keyed by remote module so a route change never shows the previous page's state */}
          <RemoteView key={`${target.remote}/${target.module}`} remote={target.remote} module={target.module} />
        </GuardedPage>
      ),
    })),
    { path: '/logout', element: <Logout /> },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
