import { Suspense, type ComponentType } from 'react';
import { ChunkErrorBoundary, lazyPage } from './lazy-page';
import type { PageKind, RouteDef } from './route-types';
import { Loading } from './Loading';

export interface PageProps {
  route: RouteDef;
}

/** One lazy chunk per kind of page; every stub screen shares the `screen` chunk. */
const pages: Record<PageKind, ComponentType<PageProps>> = {
  screen: lazyPage(() => import('./ScreenPage').then((m) => m.ScreenPage)),
  login: lazyPage(() => import('../auth/LoginPage').then((m) => m.LoginPage)),
  signinOidc: lazyPage(() => import('../auth/callbacks/OidcCallbackPage').then((m) => m.OidcCallbackPage)),
  oauthGoogle: lazyPage(() =>
    import('../auth/callbacks/GoogleCallbackPage').then((m) => m.GoogleCallbackPage),
  ),
  oauthApple: lazyPage(() => import('../auth/callbacks/AppleCallbackPage').then((m) => m.AppleCallbackPage)),
  terms: lazyPage(() => import('../legal/TermsPage').then((m) => m.TermsPage)),
  privacy: lazyPage(() => import('../legal/PrivacyPage').then((m) => m.PrivacyPage)),
  support: lazyPage(() => import('../support/SupportPage').then((m) => m.SupportPage)),
  onboarding: lazyPage(() => import('../onboarding/OnboardingPage').then((m) => m.OnboardingPage)),
  dashboard: lazyPage(() => import('../dashboard/DashboardPage').then((m) => m.DashboardPage)),
  forecast: lazyPage(() => import('../forecast/ForecastPage').then((m) => m.ForecastPage)),
  plannedWorkout: lazyPage(() => import('../workout/PlannedWorkoutPage').then((m) => m.PlannedWorkoutPage)),
  settings: lazyPage(() => import('../settings/SettingsPage').then((m) => m.SettingsPage)),
  analytics: lazyPage(() => import('../analytics/AnalyticsPage').then((m) => m.AnalyticsPage)),
  historySeries: lazyPage(() => import('../analytics/HistorySeriesPage').then((m) => m.HistorySeriesPage)),
  historyWorkouts: lazyPage(() => import('../analytics/WorkoutsPage').then((m) => m.WorkoutsPage)),
};

export function RoutePage({ route }: PageProps) {
  const Page = pages[route.page ?? 'screen'];
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Page route={route} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
