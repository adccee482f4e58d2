import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { setNavigator } from '../api/navigation';
import { AppShell } from './AppShell';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorBoundary } from './RouteError';
import { routeAliases, screenRoutes } from './routes';

/** The shell around every feature's screens, plus the alias paths the guard redirects. */
function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        { path: '/', element: null },
        ...Object.keys(routeAliases).map((path) => ({ path, element: null })),
        ...screenRoutes,
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const routes = buildRoutes();

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
  const element = useRoutes(routes);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}
