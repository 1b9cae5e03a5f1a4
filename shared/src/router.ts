/**
 * The router, one copy for the shell and every remote (issue #17). A shared module cannot be tree-shaken, so
 * react-router itself is not shared: this module is, and it names the parts the apps use, so a first visit
 * downloads those parts only (≈ half of the package). An app imports its router from here, never from
 * react-router or react-router-dom (lint rule); a part not named here is added here first.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
// the DOM router provider: React DOM's flushSync around navigations, as react-router-dom gives it
export { RouterProvider } from 'react-router/dom';
