import { createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../api/navigation';
import { AppShell } from './AppShell';
import { NotFoundPage } from './NotFoundPage';
import { RoutePage } from './pages';
import { RouteError } from './RouteError';
import { routeAliases, routeTable } from './routes';

/** Generated from the route table: one page per spec route, plus the alias paths the guard redirects. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: null },
        ...Object.keys(routeAliases).map((path) => ({ path, element: null })),
        ...routeTable.map((route) => ({
          path: route.path,
          element: <RoutePage key={route.path} route={route} />,
        })),
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
