/**
 * Access levels of spec sections 2 and 6. `checkin` and `settings` follow the premium rules;
 * they are separate so the routes read like the spec's grouping.
 */
export type Access = 'public' | 'signedIn' | 'onboarding' | 'premium' | 'checkin' | 'settings';

/** What the guard, the chrome and the screen itself know of a route. */
export interface RouteDef {
  path: string;
  title: string;
  /** One line: what the screen will do (shown until the screen is built). */
  description: string;
  access: Access;
  /** One of the four bottom tabs (spec 2: the tab bar shows only on these). */
  tab?: 'plan' | 'forecast' | 'roadmap' | 'athleteHub';
  /** Spec 2 disables swipe-back on these screens. */
  noSwipeBack?: boolean;
  /** Not in the spec's route list: the path is our choice (docs/web-routes.md). */
  chosenPath?: boolean;
}

/** Every page gets its route: the heading is `route.title`. */
export interface PageProps {
  route: RouteDef;
}

export const PREMIUM_LEVELS: readonly Access[] = ['premium', 'checkin', 'settings'];
