/**
 * The router, one copy for the shell and every remote. A shared module cannot be tree-shaken, so
 * react-router itself is not shared: this module is, and it names the parts the apps use, so a first visit
 * downloads those parts only (≈ a quarter of the package). An app imports its router from here, never from
 * react-router (lint rule); a part not named here is added here first. The shell routes with a history it owns
 * (no data router: the site has no loaders or actions, and a data router weighs twice as much).
 */
export {
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
