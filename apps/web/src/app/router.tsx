import { createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../api/navigation';
import { AppShell } from './AppShell';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { routeAliases, screenRoutes } from './routes';

/** The shell around every feature's screens, plus the alias paths the guard redirects. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: null },
        ...Object.keys(routeAliases).map((path) => ({ path, element: null })),
        ...screenRoutes,
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  setNavigator((to) => void router.navigate(to, { replace: true }));
  return router;
}
