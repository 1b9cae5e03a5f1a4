import type { RemoteName } from '@league/shared';
import { Navigate, useNavigate, type RouteObject } from 'react-router-dom';
import { RemoteView } from './federation/remote-view';
import { Logout } from './logout';

/** Spec §2 route table: which remote owns each path, and which module renders it. */
export interface RouteTarget {
  path: string;
  remote: RemoteName;
  module: string;
  /** A dialog opened over Home rather than a page of its own. */
  dialog?: boolean;
}

export const ROUTE_TABLE: readonly RouteTarget[] = [
  { path: '/', remote: 'public', module: 'Home' },
  { path: '/myaccount/preferences', remote: 'account', module: 'PreferencesDialog', dialog: true },
  { path: '/myaccount/login', remote: 'account', module: 'LoginDialog', dialog: true },
  { path: '/myaccount/register', remote: 'account', module: 'RegisterDialog', dialog: true },
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

function DialogOverHome({ target }: { target: RouteTarget }) {
  const navigate = useNavigate();
  return (
    <>
      <RemoteView remote="public" module="Home" />
      <RemoteView remote={target.remote} module={target.module} props={{ onClose: () => navigate('/') }} />
    </>
  );
}

export function routeObjects(): RouteObject[] {
  return [
    ...ROUTE_TABLE.map((target) => ({
      path: target.path,
      element: target.dialog ? (
        <DialogOverHome target={target} />
      ) : (
        // keyed by remote module so a route change never shows the previous page's state
        <RemoteView key={`${target.remote}/${target.module}`} remote={target.remote} module={target.module} />
      ),
    })),
    { path: '/logout', element: <Logout /> },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
