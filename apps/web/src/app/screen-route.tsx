import { Suspense, type ComponentType } from 'react';
import type { NonIndexRouteObject } from 'react-router';
import { ChunkErrorBoundary, lazyPage } from './lazy-page';
import { Loading } from './Loading';
import type { PageProps, RouteDef } from './route-types';

/** A screen as a feature declares it: its route and the page that renders it. */
export interface ScreenDef extends RouteDef {
  /** The page, lazily loaded (`lazyPage`); without one the titled stub (`ScreenPage`) shows. */
  component?: ComponentType<PageProps>;
}

/** A React Router route object for one screen; `handle` is what the guard and the chrome read. */
export interface ScreenRoute extends NonIndexRouteObject {
  path: string;
  handle: RouteDef;
}

/** Every stub screen shares one chunk. */
const Stub = lazyPage(() => import('./ScreenPage').then((m) => m.ScreenPage));

function LazyScreen({ route, Page }: { route: RouteDef; Page: ComponentType<PageProps> }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Page route={route} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** The route object of one screen: its page in the chunk-error boundary, loading while its chunk arrives. */
export function screen({ component = Stub, ...route }: ScreenDef): ScreenRoute {
  return {
    path: route.path,
    handle: route,
    // Keyed by path: two routes sharing a page (e.g. the HR trends) never share its state.
    element: <LazyScreen key={route.path} route={route} Page={component} />,
  };
}
