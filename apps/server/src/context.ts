import { createIdentityService } from './athlete/identity.service';
import { createOnboardingService } from './athlete/onboarding.service';
import { createProfileService } from './athlete/profile.service';
import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { DestinationStream } from 'pino';
import { REVENUECAT_DEFAULT_API_URL, type Config } from './config';
import type { Database } from './db/database';
import { createAccountsService } from './identity/accounts.service';
import { buildClients } from './identity/clients';
import { createEmailChangeService } from './identity/email-change.service';
import { createExternalTokenVerifier } from './identity/external-providers';
import { loadKeyRing } from './identity/keys';
import { createTokenService } from './identity/tokens.service';
import { startJobQueue } from './jobs/job-queue';
import { createErrorTracker, withJobFailureReports } from './error-tracking/error-tracker';
import { errorTrackingSettings } from './error-tracking/settings';
import { createAvailabilityService } from './availability/availability.service';
import { createEquipmentService } from './equipment/equipment.service';
import { createGoalsService, type GoalsService } from './goals/goals.service';
import { createPicturesService } from './pictures/pictures.service';
import { createThresholdsService } from './thresholds/thresholds.service';
import { createTrainingParametersService } from './training-parameters/training-parameters.service';
import { createMailer, type Mailer } from './mail/mailer';
import { createPlanGenerationService } from './plan/plan-generation.service';
import { createDashboardStatusService } from './plan/dashboard-status.service';
import { createTrainingPlanService } from './training-plan/training-plan.service';
import { createTrainingEvents } from './events/training-events';
import { createCompletedWorkoutsService } from './completed-workouts/completed-workouts.service';
import { createInjuryPauseService } from './injury-pause/injury-pause.service';
import { createPerformanceTestsService } from './performance-tests/performance-tests.service';
import { createReadinessService } from './readiness/readiness.service';
import { createCheckInService } from './check-in/check-in.service';
import { createNotificationsService } from './notifications/notifications.service';
import { registerCoachNotifications } from './notifications/coach-notifications';
import { startNotificationPurge } from './notifications/notification-purge';
import { createAnswerPreparation, startAnswerPreparation } from './http/answer-preparation';
import { startTrialEndingMails } from './mail/trial-ending';
import { createWebPush, loadVapidKeys } from './push/web-push.service';
import { createDevicesService } from './push/devices.service';
import { clockStartingAt, systemClock, type Clock } from './clock/clock';
import { createCalendarFeedService } from './calendar/calendar-feed.service';
import { createHistoryService } from './history/history.service';
import { createLoadSeries } from './history/load-series';
import { createRoadmapService } from './roadmap/roadmap.service';
import { createActivityImportsService } from './activity-imports/activity-imports.service';
import { createDeviceWorkoutsService } from './device-workouts/device-workouts.service';
import { createGarminService } from './garmin/garmin.service';
import { createAccountDeletion } from './account/account-deletion';
import { createSeanEllisSurvey } from './survey/sean-ellis.service';
import { createUiEventLog } from './survey/ui-events';
import { createDeveloperTools } from './developer/developer.service';
import { createRateLimitCounter } from './http/rate-limit-counter';
import { createRevenueCatClient } from './subscription/revenuecat-client';
import { createSubscriptionService } from './subscription/subscription.service';
import { createSubscriptionWebhook } from './subscription/subscription-webhook';

/** Everything a route needs, built once per process. */
export interface ContextOverrides {
  mailer?: Mailer;
  /** Tests pass a fixed or manual clock; otherwise TEST_CLOCK_START_AT or the system time. */
  clock?: Clock;
  /** Tests: an https agent trusting the stand-in push service. */
  pushAgent?: Agent;
  /** Tests: where the log lines go (to read them), instead of stdout. */
  logStream?: DestinationStream;
}

export async function createContext(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: ContextOverrides = {},
) {
  const { db } = database;
  // TEST_CLOCK_START_AT is what the clock reads at process start: a browser suite can follow it.
  const clock =
    overrides.clock ??
    (config.TEST_CLOCK_START_AT
      ? clockStartingAt(config.TEST_CLOCK_START_AT, systemClock, performance.timeOrigin)
      : systemClock);
  const keys = await loadKeyRing(db);
  const tokens = createTokenService(db, config, keys, clock);
  const rateLimitCounter = createRateLimitCounter(db, clock);
  const mailer = overrides.mailer ?? createMailer(config, clock);
  const events = createTrainingEvents(log);
  const errorTracking = errorTrackingSettings(config);
  const errorTracker = await createErrorTracker(errorTracking, log);
  const jobs = withJobFailureReports(
    await startJobQueue(database, log, {
      pollingIntervalSeconds: config.JOB_POLL_INTERVAL_SECONDS,
      retryJobsOfDeadProcess: database.kind === 'embedded',
      runsJobs: config.PROCESS_ROLE !== 'web',
    }),
    errorTracker,
  );
  const planGeneration = createPlanGenerationService(db, jobs, log, events, clock);
  await planGeneration.startWorker();
  // Goals invalidate the identity (it reads them): identity first.
  const identity = createIdentityService(db, {
    premiumGateEnabled: config.PREMIUM_GATE,
    cacheTtlMs: config.IDENTITY_CACHE_TTL_MS,
    clock,
  });
  const goals: GoalsService = createGoalsService(db, planGeneration, identity.invalidate);
  const thresholds = createThresholdsService(db, planGeneration);
  const trainingRecords = {
    clock,
    planGeneration,
    onIdentityChanged: identity.invalidate,
    events,
  };
  const readiness = createReadinessService(db);
  // Daily load and fitness series per athlete, shared by statistics and the roadmap.
  const loadSeries = createLoadSeries(db);
  const webPush = createWebPush(db, {
    keys: await loadVapidKeys(db, {
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
    }),
    subject: config.VAPID_SUBJECT,
    clock,
    // A push service on this machine is a developer's or a test's: a shared server never posts to its own loopback.
    allowLoopback:
      config.NODE_ENV === 'test' || config.APP_ENV === 'local' || config.APP_ENV === 'local-backend',
    agent: overrides.pushAgent,
    log,
  });
  const notifications = createNotificationsService(db, identity.invalidate, (athleteId, notification) => {
    webPush
      .notify(athleteId, notification)
      .catch((error: unknown) => log.warn({ err: error }, 'push failed'));
  });
  registerCoachNotifications({
    db,
    events,
    notifications,
    isGoalActionRequired: (athleteId, now) => goals.isGoalActionRequired(athleteId, now),
    clock,
  });
  await startNotificationPurge(jobs, notifications, log, clock);
  await startTrialEndingMails(jobs, { db, mailer, appUrl: config.publicUrl, clock, log });
  const completedWorkouts = createCompletedWorkoutsService(db, {
    events,
    invalidateIdentity: identity.invalidate,
    allowDemoData: config.APP_ENV !== 'production',
  });
  const activityImports = createActivityImportsService(db, {
    queue: jobs,
    completedWorkouts,
    planGeneration,
    clock,
    log,
    singleProcess: database.kind === 'embedded',
    binaryBytes: database.driver === 'node-postgres',
  });
  await activityImports.startWorker();
  const garmin = createGarminService({
    db,
    config,
    jobs,
    log,
    clock,
    events,
    completedWorkouts,
    planGeneration,
    reevaluateReadiness: readiness.reevaluate,
  });
  await garmin.startWorkers();
  const trainingPlan = createTrainingPlanService(db, planGeneration, readiness.adjustSessions, events);
  const roadmap = createRoadmapService(db, loadSeries);
  const history = createHistoryService(db, loadSeries);
  const answerPreparation = createAnswerPreparation(
    db,
    { trainingPlan, roadmap, history },
    { clock, log, queue: jobs },
  );
  await startAnswerPreparation(jobs, events, answerPreparation, log);
  const seanEllis = createSeanEllisSurvey(db, { clock, invalidateIdentity: identity.invalidate });
  events.on('workout.completed', async ({ athleteId }) => void (await seanEllis.considerAsking(athleteId)));
  return {
    rateLimitCounter,
    config,
    clock,
    database,
    db,
    keys,
    tokens,
    mailer,
    jobs,
    errorTracking,
    errorTracker,
    events,
    planGeneration,
    clients: buildClients(config),
    accounts: createAccountsService(db, config, tokens, mailer, clock),
    externalTokens: createExternalTokenVerifier(config, clock),
    identity,
    emailChanges: createEmailChangeService(db, config, mailer, identity.invalidate),
    profiles: createProfileService(db, identity.invalidate, planGeneration),
    onboarding: createOnboardingService(db, planGeneration, identity.invalidate, clock),
    goals,
    availability: createAvailabilityService(db, planGeneration),
    thresholds,
    injuryPauses: createInjuryPauseService(db, trainingRecords),
    performanceTests: createPerformanceTestsService(db, {
      ...trainingRecords,
      thresholds,
      allowDeveloperCalls: config.APP_ENV !== 'production',
    }),
    trainingParameters: createTrainingParametersService(db, planGeneration),
    pictures: createPicturesService(db),
    equipment: createEquipmentService(db),
    trainingPlan,
    roadmap,
    answerPreparation,
    readiness,
    dashboardStatus: createDashboardStatusService(db, planGeneration, readiness, config.PREMIUM_GATE),
    checkIns: createCheckInService(db, readiness, {
      premiumGateEnabled: config.PREMIUM_GATE,
      afterWrite: answerPreparation.soon,
    }),
    notifications,
    calendarFeed: createCalendarFeedService(db, config.publicUrl),
    history,
    completedWorkouts,
    activityImports,
    deviceWorkouts: createDeviceWorkoutsService(db, clock),
    garmin,
    seanEllis,
    webPush,
    devices: createDevicesService(db, clock),
    subscriptionWebhook: createSubscriptionWebhook(db, {
      clock,
      invalidateIdentity: identity.invalidate,
      mailer,
      appUrl: config.publicUrl,
    }),
    subscriptions: createSubscriptionService(db, {
      clock,
      store: {
        webApiKey: config.REVENUECAT_WEB_API_KEY ?? null,
        apiUrl: config.REVENUECAT_API_URL === REVENUECAT_DEFAULT_API_URL ? null : config.REVENUECAT_API_URL,
      },
      revenueCat: config.REVENUECAT_SECRET_API_KEY
        ? createRevenueCatClient({
            apiUrl: config.REVENUECAT_API_URL,
            secretKey: config.REVENUECAT_SECRET_API_KEY,
          })
        : null,
      invalidateIdentity: identity.invalidate,
    }),
    uiEvents: createUiEventLog(db, clock),
    developer: createDeveloperTools({
      db,
      clock,
      mailer,
      enabled: config.APP_ENV !== 'production',
      planGeneration,
      disconnectGarmin: garmin.disconnect,
      invalidateIdentity: identity.invalidate,
      sendPush: webPush.send,
    }),
    deleteAccount: createAccountDeletion({
      db,
      mailer,
      log,
      disconnectGarmin: garmin.disconnect,
      forgetAccount: tokens.forgetAccount,
      invalidateIdentity: identity.invalidate,
    }),
  };
}

export type AppContext = Awaited<ReturnType<typeof createContext>>;
