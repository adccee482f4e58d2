import { useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { setNavigator } from '../api/navigation';
import { AppShell } from './AppShell';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorBoundary } from './RouteError';
import { aliasTarget, findScreen, routeAliases, screenRoutes } from './routes';

const shell = <AppShell />;
const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };
const aliasRoutes: RouteObject[] = Object.keys(routeAliases).map((path) => ({ path, element: null }));

/** The shell around every feature's screens, plus the alias paths the guard redirects. */
export const allRoutes: RouteObject[] = [
  { element: shell, children: [{ path: '/', element: null }, ...aliasRoutes, ...screenRoutes, notFound] },
];

/**
 * The routes the router is given for a pathname: the screen (or alias) our own table finds for
 * it, with the not-found route, or every route when the table finds none. React Router flattens,
 * ranks and matches every route it is given whenever it renders; for the app's 45 that was one
 * 17–23 ms call on a cold start, a long task of its own on a phone (issue 17, blocking time).
 * The table is the one the guard and the chrome already read (`findRoute`), so the screen shown
 * is the one they describe.
 */
export function routesFor(pathname: string): RouteObject[] {
  const screen = findScreen(pathname);
  const alias = aliasTarget(pathname) === undefined ? undefined : aliasRoutes;
  const children = screen ? [screen] : alias;
  return children ? [{ element: shell, children: [...children, notFound] }] : allRoutes;
}

/**
 * The app's routes under a declarative router (`<BrowserRouter>`, or `<MemoryRouter>` in tests).
 * The app uses no loader, action or fetcher, so it does without the data router
 * (`createBrowserRouter`), which was most of react-router's code in the main chunk and of its
 * first task (issue 17). What the app took from it: the error element (`RouteErrorBoundary`,
 * reset when the location changes, as the router's was) and `router.navigate` for the fetch
 * layer (registered here once the router has mounted; before that it navigates the page).
 */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => setNavigator((to) => void navigate(to, { replace: true })), [navigate]);
  const routes = useMemo(() => routesFor(location.pathname), [location.pathname]);
  const element = useRoutes(routes);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}
