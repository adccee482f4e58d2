/**
 * Access levels of spec sections 2 and 6. `checkin` and `settings` follow the premium rules;
 * they are separate so the route table reads like the spec's grouping.
 */
export type Access = 'public' | 'signedIn' | 'onboarding' | 'premium' | 'checkin' | 'settings';

/** The page a route renders; `screen` is the titled stub of a screen a later issue builds. */
export type PageKind =
  | 'screen'
  | 'login'
  | 'signinOidc'
  | 'oauthGoogle'
  | 'oauthApple'
  | 'terms'
  | 'privacy'
  | 'support'
  | 'onboarding'
  | 'dashboard'
  | 'checkinStart'
  | 'checkinDevice'
  | 'checkinMeasurement'
  | 'checkinMeasurementSuccess'
  | 'checkinMeasurementFailed'
  | 'checkinQuestionnaire'
  | 'checkinMuscleFatigue'
  | 'checkinResult'
  | 'hrTrend'
  | 'forecast'
  | 'trainingPhases'
  | 'forecastEdit'
  | 'forecastRecalculate'
  | 'roadmap'
  | 'strengthWorkout'
  | 'multisportWorkout'
  | 'plannedWorkout'
  | 'completedWorkout'
  | 'workoutGraph'
  | 'workoutFeedback'
  | 'logWorkout'
  | 'athleteHub'
  | 'athleteProfile'
  | 'activityImport'
  | 'injuryPauses'
  | 'injuryPauseForm'
  | 'performanceTestInfo'
  | 'performanceTestPre'
  | 'performanceTestPost'
  | 'performanceTestThreshold'
  | 'performanceTestsSettings'
  | 'settings'
  | 'notifications'
  | 'notification'
  | 'firstWorkoutCompleted'
  | 'analytics'
  | 'historySeries'
  | 'historyWorkouts';

export interface RouteDef {
  path: string;
  title: string;
  /** One line: what the screen will do (shown until the screen is built). */
  description: string;
  access: Access;
  page?: PageKind;
  /** One of the four bottom tabs (spec 2: the tab bar shows only on these). */
  tab?: 'plan' | 'forecast' | 'roadmap' | 'athleteHub';
  /** Spec 2 disables swipe-back on these screens. */
  noSwipeBack?: boolean;
  /** Not in the spec's route list: the path is our choice (docs/web-routes.md). */
  chosenPath?: boolean;
}

export const PREMIUM_LEVELS: readonly Access[] = ['premium', 'checkin', 'settings'];
