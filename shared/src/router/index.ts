/**
 * The router, for every app: the only import of react-router on the site (lint refuses the
 * package elsewhere). It is a shared singleton, so the shell's copy is the one on the page and
 * every app reaches the one router context. Sharing react-router-dom itself sent the whole
 * package (71 KB gz), since a shared module is not tree-shaken; behind this list webpack keeps
 * only what the site uses (docs/federation.md). A name an app needs is added here: a minor
 * version of @wallet/shared. Tests mount routers of their own from react-router-dom (in jest it
 * is the same copy).
 */
export {
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
