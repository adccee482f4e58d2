import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeAliases, routeTable } from './routes';
import { allRoutes, routesFor } from './router';

/** The route the router renders for a pathname: the leaf of its match. */
function shownFor(routes: Parameters<typeof matchRoutes>[0], pathname: string) {
  return matchRoutes(routes, pathname)?.at(-1)?.route;
}

const screenPaths = routeTable.map((route) => route.path.replace(/:[^/]+/g, 'x1'));
const otherPaths = [
  '/',
  ...Object.keys(routeAliases),
  '/app/dashboard/',
  '/APP/DASHBOARD',
  '/no/such/screen',
  '/app/workouts',
  '/app/workouts/x1/extra',
];

describe('the routes given to the router for a pathname', () => {
  it.each([...screenPaths, ...otherPaths])('shows what every route would show at %s', (pathname) => {
    const shown = shownFor(routesFor(pathname), pathname);
    expect(shown).toBeDefined();
    expect(shown).toBe(shownFor(allRoutes, pathname));
  });

  it('gives one screen and the not-found route, not every route, for a screen’s path (issue 17)', () => {
    for (const pathname of screenPaths) {
      const children = routesFor(pathname)[0]?.children ?? [];
      expect(children.map((route) => route.path)).toHaveLength(2);
      expect(children.at(-1)?.path).toBe('*');
    }
  });
});
