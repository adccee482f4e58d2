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
  checkinStart: lazyPage(() => import('../checkin/CheckInStartPage').then((m) => m.CheckInStartPage)),
  checkinDevice: lazyPage(() => import('../checkin/DevicePage').then((m) => m.DevicePage)),
  checkinMeasurement: lazyPage(() => import('../checkin/MeasurementPage').then((m) => m.MeasurementPage)),
  checkinMeasurementSuccess: lazyPage(() =>
    import('../checkin/MeasurementOutcomePages').then((m) => m.MeasurementSuccessPage),
  ),
  checkinMeasurementFailed: lazyPage(() =>
    import('../checkin/MeasurementOutcomePages').then((m) => m.MeasurementFailedPage),
  ),
  checkinQuestionnaire: lazyPage(() =>
    import('../checkin/QuestionnairePage').then((m) => m.QuestionnairePage),
  ),
  checkinMuscleFatigue: lazyPage(() =>
    import('../checkin/MuscleFatiguePage').then((m) => m.MuscleFatiguePage),
  ),
  checkinResult: lazyPage(() => import('../checkin/ResultPage').then((m) => m.ResultPage)),
  hrTrend: lazyPage(() => import('../athlete-hub/trends/HrTrendPage').then((m) => m.HrTrendPage)),
  forecast: lazyPage(() => import('../forecast/ForecastPage').then((m) => m.ForecastPage)),
  plannedWorkout: lazyPage(() => import('../workout/PlannedWorkoutPage').then((m) => m.PlannedWorkoutPage)),
  completedWorkout: lazyPage(() =>
    import('../workout/completed/CompletedWorkoutPage').then((m) => m.CompletedWorkoutPage),
  ),
  workoutGraph: lazyPage(() =>
    import('../workout/completed/CompletedWorkoutPage').then((m) => m.WorkoutGraphPage),
  ),
  workoutFeedback: lazyPage(() =>
    import('../workout/completed/CompletedWorkoutPage').then((m) => m.WorkoutFeedbackPage),
  ),
  logWorkout: lazyPage(() => import('../workout/log/LogWorkoutPage').then((m) => m.LogWorkoutPage)),
  athleteHub: lazyPage(() => import('../athlete-hub/AthleteHubPage').then((m) => m.AthleteHubPage)),
  athleteProfile: lazyPage(() => import('../athlete-hub/ProfilePage').then((m) => m.ProfilePage)),
  activityImport: lazyPage(() =>
    import('../athlete-hub/imports/ImportActivitiesPage').then((m) => m.ImportActivitiesPage),
  ),
  injuryPauses: lazyPage(() =>
    import('../settings/pages/InjuryPausePages').then((m) => m.InjuryPauseListPage),
  ),
  injuryPauseForm: lazyPage(() =>
    import('../settings/pages/InjuryPausePages').then((m) => m.InjuryPauseFormPage),
  ),
  performanceTestInfo: lazyPage(() =>
    import('../workout/performance-test/PerformanceTestInfoPage').then((m) => m.PerformanceTestInfoPage),
  ),
  performanceTestPre: lazyPage(() =>
    import('../workout/performance-test/PerformanceTestPrePage').then((m) => m.PerformanceTestPrePage),
  ),
  performanceTestPost: lazyPage(() =>
    import('../workout/performance-test/PerformanceTestPostPage').then((m) => m.PerformanceTestPostPage),
  ),
  performanceTestThreshold: lazyPage(() =>
    import('../workout/performance-test/PerformanceTestThresholdPage').then(
      (m) => m.PerformanceTestThresholdPage,
    ),
  ),
  performanceTestsSettings: lazyPage(() =>
    import('../workout/performance-test/PerformanceTestsSettingsPage').then(
      (m) => m.PerformanceTestsSettingsPage,
    ),
  ),
  trainingPhases: lazyPage(() => import('../forecast/TrainingPhasesPage').then((m) => m.TrainingPhasesPage)),
  forecastEdit: lazyPage(() => import('../forecast/EditWeekPage').then((m) => m.EditWeekPage)),
  forecastRecalculate: lazyPage(() => import('../forecast/RecalculatePage').then((m) => m.RecalculatePage)),
  roadmap: lazyPage(() => import('../roadmap/RoadmapPage').then((m) => m.RoadmapPage)),
  strengthWorkout: lazyPage(() =>
    import('../workout/StrengthWorkoutPage').then((m) => m.StrengthWorkoutPage),
  ),
  multisportWorkout: lazyPage(() =>
    import('../workout/MultisportWorkoutPage').then((m) => m.MultisportWorkoutPage),
  ),
  settings: lazyPage(() => import('../settings/SettingsPage').then((m) => m.SettingsPage)),
  notifications: lazyPage(() =>
    import('../notifications/NotificationsPage').then((m) => m.NotificationsPage),
  ),
  notification: lazyPage(() => import('../notifications/NotificationPage').then((m) => m.NotificationPage)),
  firstWorkoutCompleted: lazyPage(() =>
    import('../notifications/FirstWorkoutPage').then((m) => m.FirstWorkoutPage),
  ),
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
