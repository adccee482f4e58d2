import { matchPath } from 'react-router';
import type { RouteDef } from './route-types';
import type { ScreenRoute } from './screen-route';
import { authRoutes } from '../auth/routes';
import { legalRoutes } from '../legal/routes';
import { supportRoutes } from '../support/routes';
import { onboardingRoutes } from '../onboarding/routes';
import { checkinRoutes } from '../checkin/routes';
import { dashboardRoutes } from '../dashboard/routes';
import { forecastRoutes } from '../forecast/routes';
import { roadmapRoutes } from '../roadmap/routes';
import { athleteHubRoutes } from '../athlete-hub/routes';
import { analyticsRoutes } from '../analytics/routes';
import { workoutRoutes } from '../workout/routes';
import { notificationRoutes } from '../notifications/routes';
import { paywallRoutes } from '../paywall/routes';
import { settingsRoutes } from '../settings/routes';

/**
 * Every screen of spec section 2, as each feature's `routes.tsx` declares it: the router
 * mounts these route objects, the guard and the chrome read their `handle`.
 */
export const screenRoutes: readonly ScreenRoute[] = [
  ...authRoutes,
  ...legalRoutes,
  ...supportRoutes,
  ...onboardingRoutes,
  ...checkinRoutes,
  ...dashboardRoutes,
  ...forecastRoutes,
  ...roadmapRoutes,
  ...athleteHubRoutes,
  ...analyticsRoutes,
  ...workoutRoutes,
  ...notificationRoutes,
  ...paywallRoutes,
  ...settingsRoutes,
];

/** What the guard and the chrome know of every route. */
export const routeTable: readonly RouteDef[] = screenRoutes.map((route) => route.handle);

/** Spec 2 redirects that have no screen of their own. */
export const routeAliases: Readonly<Record<string, string>> = {
  '/app': '/app/dashboard',
  '/app/history': '/app/analytics',
};

const staticRoutes = new Map(routeTable.filter((r) => !r.path.includes(':')).map((r) => [r.path, r]));
const paramRoutes = routeTable.filter((r) => r.path.includes(':'));

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The table entry for a pathname; static paths win over parameterised ones, as in the router. */
export function findRoute(pathname: string): RouteDef | undefined {
  const path = trimSlash(pathname);
  return (
    staticRoutes.get(path) ?? paramRoutes.find((r) => matchPath({ path: r.path, end: true }, path) !== null)
  );
}

const screenOf = new Map(screenRoutes.map((route) => [route.handle, route]));

/** The screen route object for a pathname (its chunk's `preload`, its `startReads`). */
export function findScreen(pathname: string): ScreenRoute | undefined {
  const route = findRoute(pathname);
  return route && screenOf.get(route);
}

export function aliasTarget(pathname: string): string | undefined {
  return routeAliases[trimSlash(pathname)];
}
