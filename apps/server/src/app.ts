import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { spellIssue } from '@tricoach/core';
import { APP_VERSION, registerAppInfoRoutes } from './app-info/app-info.routes';
import { registerIdentityRoutes } from './athlete/identity.routes';
import { registerProfileRoutes } from './athlete/profile.routes';
import type { Config } from './config';
import { createContext, type AppContext, type ContextOverrides } from './context';
import type { Database } from './db/database';
import { createAuthGuard } from './http/auth';
import { registerErrorHandling, tooManyRequests } from './http/errors';
import type { RouteGuards } from './http/guards';
import { registerSecurityHeaders } from './http/security-headers';
import { serializeRequest } from './http/request-headers';
import { generateRequestId, registerRequestIds, requestScopedLogger } from './http/request-id';
import { DEFAULT_WEB_DIST, registerWebApp } from './http/web-app';
import compress from '@fastify/compress';
import { openApiTransform } from './http/openapi';
import { registerAccountRoutes } from './identity/accounts.routes';
import { registerAvailabilityRoutes } from './availability/availability.routes';
import { registerEquipmentRoutes } from './equipment/equipment.routes';
import { registerGoalRoutes } from './goals/goals.routes';
import { registerPictureRoutes } from './pictures/pictures.routes';
import { registerThresholdRoutes } from './thresholds/thresholds.routes';
import { registerTrainingParameterRoutes } from './training-parameters/training-parameters.routes';
import { registerOidcRoutes } from './identity/oidc.routes';
import { registerPlanRoutes } from './plan/plan.routes';
import { registerSupportRoutes } from './support/support.routes';
import { registerTrainingPlanRoutes, registerWeekEditRoutes } from './training-plan/training-plan.routes';
import { registerCompletedWorkoutRoutes } from './completed-workouts/completed-workouts.routes';
import { registerActivityImportRoutes } from './activity-imports/activity-imports.routes';
import { registerDeviceWorkoutRoutes } from './device-workouts/device-workouts.routes';
import { registerRoadmapRoutes } from './roadmap/roadmap.routes';
import { registerInjuryPauseRoutes } from './injury-pause/injury-pause.routes';
import { registerPerformanceTestRoutes } from './performance-tests/performance-tests.routes';
import { registerCheckInRoutes } from './check-in/check-in.routes';
import { registerReadinessRoutes } from './readiness/readiness.routes';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { registerInputGuard } from './http/input-guard';
import { registerCalendarRoutes } from './calendar/calendar.routes';
import { registerHistoryRoutes } from './history/history.routes';
import { registerCameraAnalysisRoutes } from './measurements/camera-analysis.routes';
import { registerGarminRoutes } from './garmin/garmin.routes';
import { registerAccountDataRoutes } from './account/account.routes';
import { registerSurveyRoutes } from './survey/survey.routes';
import { registerDeveloperRoutes } from './developer/developer.routes';
import { registerSubscriptionRoutes } from './subscription/subscription.routes';
import { storeOrigins } from './subscription/store-origins';
import { databaseRateLimitStore } from './http/rate-limit-counter';
import { registerPushRoutes } from './push/push.routes';
import { registerErrorReports } from './error-tracking/error-tracker';
import { registerErrorTrackingRoutes } from './error-tracking/error-tracking.routes';
import { errorTrackingOrigins } from './error-tracking/settings';
import { createMetrics } from './metrics/metrics';
import { registerMetricsRoutes } from './metrics/metrics.routes';
import { registerWorkerOnly } from './http/worker-only';

z.config({ customError: spellIssue });

export interface RegisteredRoute {
  method: string;
  url: string;
  isPublic: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route, for the test that walks them all as a stranger (test/route-access.test.ts). */
  routes: RegisteredRoute[];
}

/** Builds the whole HTTP app on an open database; tests drive it with `app.inject`. */
export async function buildApp(
  config: Config,
  database: Database,
  overrides: ContextOverrides = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: { req: serializeRequest },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'mail.text'],
      ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    // Every log line of a request carries its id (`reqId`), echoed as `x-request-id` and in error bodies.
    genReqId: generateRequestId,
    // X-Forwarded-For is only believed from configured proxies: otherwise anyone could pick their rate-limit key.
    trustProxy:
      config.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS : false,
    bodyLimit: 1_048_576,
  });
  // Services log through the request's logger while they serve one, so their lines carry its id too.
  const log = requestScopedLogger(app.log);
  const ctx = await createContext(config, database, log, overrides);
  const guards: RouteGuards = { requireAuth: createAuthGuard(ctx.tokens) };
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Auth runs on onRequest, before body parsing and validation: a stranger learns nothing about a route's schema.
    const onRequest = [route.onRequest ?? []].flat();
    for (const method of methods) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, isPublic: !onRequest.includes(guards.requireAuth) });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIds(app);
  registerErrorHandling(app);
  registerErrorReports(app, ctx.errorTracker);
  registerInputGuard(app);
  if (config.PROCESS_ROLE === 'worker') registerWorkerOnly(app);
  const metrics = createMetrics(app, { database, jobs: ctx.jobs, log });

  // The token endpoint is form-encoded (RFC 6749 4.1.3); nothing else accepts forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.decorateRequest('auth', null);

  // API answers over 1 KB go compressed when the client accepts it (the built app's files are
  // compressed at build time and served as they are: web-app.ts; kept answers are stored
  // compressed: kept-answer.ts). Brotli at quality 2, not the plugin's 4: on the page calls' JSON
  // it takes half the time for answers within a few per cent of the size (docs/decisions.md).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
  });
  await app.register(cookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // React writes style attributes; the Google code exchange is a direct call (spec section 7).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: [
          "'self'",
          'https://oauth2.googleapis.com',
          ...storeOrigins(config).connect,
          ...errorTrackingOrigins(config),
        ],
        scriptSrc: ["'self'", ...storeOrigins(config).script],
        frameSrc: storeOrigins(config).frame,
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // Only an https deployment may upgrade requests; a LAN or localhost http server would break.
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every server process sees the same requests (issue 16 part 4).
    store: databaseRateLimitStore(ctx.rateLimitCounter),
    // A database that does not answer fails the request itself with 503; the limit must not turn it into a 500.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tricoach API',
        version: APP_VERSION,
        description: 'The Tricoach HTTP API. Identity flows and headers: docs/api.md.',
        license: { name: 'Proprietary', url: 'https://tricoach.app/legal/terms' },
      },
      servers: [
        {
          url: '/',
          description: 'The server that serves this document (a deployment serves the API at its PUBLIC_URL)',
        },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerMetricsRoutes(app, config, metrics);
  registerAppInfoRoutes(app, ctx);
  registerErrorTrackingRoutes(app, ctx.errorTracking);
  registerOidcRoutes(app, ctx, guards);
  registerAccountRoutes(app, ctx, guards);
  registerIdentityRoutes(app, ctx, guards);
  registerSupportRoutes(app, ctx);
  registerPlanRoutes(app, ctx, guards);
  registerProfileRoutes(app, ctx, guards);
  registerGoalRoutes(app, ctx, guards);
  registerAvailabilityRoutes(app, ctx, guards);
  registerThresholdRoutes(app, ctx, guards);
  registerTrainingParameterRoutes(app, ctx, guards);
  registerPictureRoutes(app, ctx, guards);
  registerEquipmentRoutes(app, ctx, guards);
  registerTrainingPlanRoutes(app, ctx, guards);
  registerCompletedWorkoutRoutes(app, ctx, guards);
  registerActivityImportRoutes(app, ctx, guards);
  registerDeviceWorkoutRoutes(app, ctx, guards);
  registerWeekEditRoutes(app, ctx, guards);
  registerRoadmapRoutes(app, ctx, guards);
  registerInjuryPauseRoutes(app, ctx, guards);
  registerPerformanceTestRoutes(app, ctx, guards);
  registerCheckInRoutes(app, ctx, guards);
  registerReadinessRoutes(app, ctx, guards);
  registerNotificationRoutes(app, ctx, guards);
  registerCalendarRoutes(app, ctx, guards);
  registerHistoryRoutes(app, ctx, guards);
  registerCameraAnalysisRoutes(app, ctx, guards);
  registerGarminRoutes(app, ctx, guards);
  registerAccountDataRoutes(app, ctx, guards);
  registerSurveyRoutes(app, ctx, guards);
  registerDeveloperRoutes(app, ctx, guards);
  registerSubscriptionRoutes(app, ctx, guards);
  registerPushRoutes(app, ctx, guards);
  await registerWebApp(
    app,
    config.NODE_ENV === 'production' ? (config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST) : null,
  );

  // During shutdown a keep-alive connection would hold the server open until its idle timeout:
  // answers still in flight tell the client to close the connection instead.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
    ctx.planGeneration.stopWaiting();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) void reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await ctx.activityImports.close();
    await database.close();
    await ctx.errorTracker.close();
  });
  return { app, ctx, routes };
}
