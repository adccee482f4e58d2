import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import type { NonIndexRouteObject } from 'react-router';
import { ChunkErrorBoundary, lazyPage } from './lazy-page';
import { Loading } from './Loading';
import type { PageProps, RouteDef } from './route-types';

/**
 * The reads a screen starts itself when the app opens on it signed in, beside the identity read
 * rather than after it and after the page's chunk (issue 17): the same query keys and calls as
 * the page's own queries, which then find them in flight or answered.
 */
/**
 * How long such an answer counts as fresh for the page's queries (`staleTime`): the page mounting
 * a moment later does not read it a second time.
 */
export const START_READ_FRESH_MS = 5_000;

export type StartReads = (client: QueryClient, session: { athleteId: string }) => void;

/** A screen as a feature declares it: its route and the page that renders it. */
export interface ScreenDef extends RouteDef {
  /** The page, lazily loaded (`lazyPage`); without one the titled stub (`ScreenPage`) shows. */
  component?: ComponentType<PageProps> & { preload?: () => Promise<unknown> };
  startReads?: StartReads;
}

/** A React Router route object for one screen; `handle` is what the guard and the chrome read. */
export interface ScreenRoute extends NonIndexRouteObject {
  path: string;
  handle: RouteDef;
  /** At app start on this screen: its chunk, asked for before the session is restored. */
  preload?: () => Promise<unknown>;
  startReads?: StartReads;
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
export function screen({ component = Stub, startReads, ...route }: ScreenDef): ScreenRoute {
  return {
    path: route.path,
    handle: route,
    preload: component.preload,
    startReads,
    // Keyed by path: two routes sharing a page (e.g. the HR trends) never share its state.
    element: <LazyScreen key={route.path} route={route} Page={component} />,
  };
}
