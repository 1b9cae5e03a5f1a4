import type { DialogId, RemoteName } from '@league/shared';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RemoteView } from './federation/remote-view';
import { Logout } from './logout';
import { DialogRoute } from './modals/dialog-route';

/** Spec §2 route table: which remote owns each path, and which module renders it. */
export interface RouteTarget {
  path: string;
  remote: RemoteName;
  module: string;
  /** A dialog opened over Home rather than a page of its own. */
  dialog?: DialogId;
}

export const ROUTE_TABLE: readonly RouteTarget[] = [
  { path: '/', remote: 'public', module: 'Home' },
  { path: '/myaccount/preferences', remote: 'account', module: 'PreferencesDialog', dialog: 'preferences' },
  { path: '/myaccount/login', remote: 'account', module: 'LoginDialog', dialog: 'login' },
  { path: '/myaccount/register', remote: 'account', module: 'RegisterDialog', dialog: 'register' },
  { path: '/admin/:tabView', remote: 'admin', module: 'Admin' },
  { path: '/admin', remote: 'admin', module: 'Admin' },
  { path: '/schedule', remote: 'public', module: 'Schedule' },
  { path: '/series', remote: 'public', module: 'Series' },
  { path: '/series/:match_id', remote: 'public', module: 'SeriesMatch' },
  { path: '/ranking', remote: 'public', module: 'Ranking' },
  { path: '/contact-us', remote: 'public', module: 'ContactUs' },
  { path: '/sponsors', remote: 'public', module: 'Sponsors' },
  { path: '/teams', remote: 'public', module: 'Teams' },
  { path: '/teams/:teamName', remote: 'public', module: 'Team' },
  { path: '/fields', remote: 'public', module: 'Fields' },
  { path: '/api', remote: 'admin', module: 'ApiDocs' },
  { path: '/freeagents', remote: 'public', module: 'FreeAgents' },
  { path: '/resources/:resourceName', remote: 'public', module: 'Resource' },
  { path: '/timeslots', remote: 'timeslots', module: 'Timeslots' },
];

export function routeObjects(): RouteObject[] {
  return [
    ...ROUTE_TABLE.map((target) => ({
      path: target.path,
      element: target.dialog ? (
        <DialogRoute id={target.dialog} />
      ) : (
        // keyed by remote module so a route change never shows the previous page's state
        <RemoteView key={`${target.remote}/${target.module}`} remote={target.remote} module={target.module} />
      ),
    })),
    { path: '/logout', element: <Logout /> },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
