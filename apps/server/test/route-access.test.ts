import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAndGetTokens } from './support/auth-flow';
import { createTestApp, type TestApp } from './support/test-app';
import { completeOnboardingAnswers, type TestAthlete } from './support/athlete-factory';
import { daysFromToday } from './support/test-clock';

/**
 * Walks EVERY registered route, so a route added later is covered without touching this file:
 * - a route not on the public list must answer 401 without a token;
 * - a route with path keys, called by athlete B with athlete A's ids, must not succeed and
 *   must not leak A's data (the athlete always comes from the token).
 */
const PUBLIC_ROUTES = new Set([
  'GET /healthz',
  'GET /readyz',
  // Not an athlete's data: its own rule (METRICS_TOKEN, or this machine on a local run), else 404.
  'GET /metrics',
  'GET /api/openapi.json',
  'GET /api/v1/version',
  'GET /api/v1/compatibility',
  // Deployment settings the browser needs before sign-in (a DSN is public by design).
  'GET /api/v1/error-tracing',
  'GET /api/v1/countries',
  'GET /api/v1/auth/providers',
  'POST /api/v1/auth/signup',
  'POST /api/v1/auth/signin',
  'POST /api/v1/auth/password-reset',
  'POST /api/v1/auth/password-reset/confirm',
  'POST /api/v1/support/ticket',
  'GET /.well-known/openid-configuration',
  'GET /.well-known/jwks.json',
  'GET /connect/authorize',
  'POST /connect/token',
  'GET /connect/endsession',
  'POST /connect/revoke',
  // The calendar app sends no bearer token: the unguessable token in the path is the credential.
  'GET /calendar/:token.ics',
  // Garmin sends the browser back with a single-use state, and posts webhooks on a secret path with its client id.
  'GET /api/v1/integration/garmin/callback',
  'POST /api/v1/integration/garmin/webhook/:secret',
  // The store's webhook: its own bearer secret (SUBSCRIPTION_WEBHOOK_SECRET), not an athlete's token.
  'POST /api/v1/webhooks/subscription',
]);
const isDocsRoute = (url: string) => url.startsWith('/api/docs');

let t: TestApp;
let athleteA: Awaited<ReturnType<typeof signUpAndGetTokens>>;
let athleteB: Awaited<ReturnType<typeof signUpAndGetTokens>>;
let idsOfA: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  athleteA = await signUpAndGetTokens(t.app);
  athleteB = await signUpAndGetTokens(t.app);
  const headersA = bearer(athleteA.accessToken);
  const identity = (await t.app.inject({ url: '/api/v1/app/identity', headers: headersA })).json();
  const goal = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/odata/athletegoal',
      headers: headersA,
      payload: { raceName: 'A race', eventDate: daysFromToday(90), eventType: 'Sprint', racePriority: 'A' },
    })
  ).json();
  const pause = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/app/injury-pause-reports',
      headers: headersA,
      payload: { injuryPauseType: 'Pause', startDate: daysFromToday(0), excludedModalities: ['running'] },
    })
  ).json();
  await t.ctx.notifications.write(
    identity.athleteId,
    {
      kind: 'news',
      category: 'other',
      title: 'For A',
      body: 'Only A reads this',
      route: null,
      dedupeKey: 'route-access',
    },
    t.ctx.clock.now(),
  );
  const [notification] = await t.ctx.notifications.list(identity.athleteId, undefined, t.ctx.clock.now());
  const workout = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/app/completed-workouts',
      headers: headersA,
      payload: { sport: 'running', date: daysFromToday(0), durationSeconds: 1800, rpe: 4 },
    })
  ).json();
  // A's plan and today's check-in, through the real calls (onboarding answers, trial, completion).
  const a = {
    call: (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: headersA, ...(payload ? { payload } : {}) }),
  };
  await completeOnboardingAnswers({ ...a, athleteId: identity.athleteId } as unknown as TestAthlete);
  await a.call('POST', '/api/v1/app/onboarding/start-trial');
  await a.call('POST', '/api/v1/app/onboarding/complete');
  const plannedId = await firstPlannedSessionId(a.call);
  const checkIn = (
    await a.call('POST', '/api/v1/app/AthleteDailyCheckin', {
      device: 'ring',
      fatigue: 'Fresh',
      stress: 'Normal',
      sleep: 'Restful',
      mood: 'Positive',
    })
  ).json();
  if (!workout.id) throw new Error(`A could not log a workout: ${JSON.stringify(workout)}`);
  keyedResources = {
    completed: workout.id,
    planned: plannedId,
    AthleteDailyCheckin: checkIn.id ?? 'missing',
  };
  // Each kind of A's resources, keyed by the path parameter names that carry it; later issues add theirs.
  idsOfA = {
    athleteId: identity.athleteId,
    key: identity.athleteId,
    id: identity.athleteId,
    raceGoalId: goal.id,
    goalId: goal.id,
    injuryPauseId: pause.id,
    notificationId: notification?.id ?? 'missing',
  };
});
afterAll(() => t.close());

async function firstPlannedSessionId(
  call: (method: 'GET', url: string) => Promise<{ json: () => unknown }>,
): Promise<string> {
  for (let i = 0; i < 80; i += 1) {
    const outlook = (await call('GET', '/api/v1/app/outlook?days=14').then((r) => r.json())) as {
      days?: { sessions: { id: string; sport: string; isMultisport: boolean }[] }[];
    };
    // A plain ride: every planned-session read answers it (device files too: .zwo is for rides only).
    const id = outlook.days
      ?.flatMap((day) => day.sessions)
      .find((session) => session.sport === 'bike' && !session.isMultisport)?.id;
    if (id) return id;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('A has no plan');
}

/** Generic `:key`/`:id` parameters carry the resource the path names (A's workout, planned session, check-in). */
let keyedResources: Record<string, string> = {};
const resourceOf = (url: string): string | undefined =>
  Object.entries(keyedResources).find(([fragment]) => url.includes(fragment))?.[1];
const fillPath = (url: string, ids: Record<string, string>) =>
  url.replace(
    /:(\w+)/g,
    (_match, name: string) =>
      ((name === 'key' || name === 'id') && ids === idsOfA ? resourceOf(url) : undefined) ??
      ids[name] ??
      ids.id ??
      'unknown',
  );

describe('every route checks who is asking', () => {
  it('lists only intended routes as public', () => {
    const publicRoutes = t.routes
      .filter((r) => r.isPublic && !isDocsRoute(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.filter((r) => !PUBLIC_ROUTES.has(r))).toEqual([]);
  });

  it('answers 401 to every non-public route called without a token', async () => {
    const privateRoutes = t.routes.filter(
      (r) => !PUBLIC_ROUTES.has(`${r.method} ${r.url}`) && !isDocsRoute(r.url),
    );
    expect(privateRoutes.length).toBeGreaterThan(0);
    for (const route of privateRoutes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url, idsOfA),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({
        status: 401,
        code: 'unauthorized',
      });
    }
  });

  it('probes with real resources: A reads its own keyed resources', async () => {
    const ownReads = t.routes.filter(
      (r) =>
        r.method === 'GET' && !r.isPublic && resourceOf(r.url) !== undefined && /:(key|id)\b/.test(r.url),
    );
    expect(ownReads.length).toBeGreaterThanOrEqual(4);
    for (const route of ownReads) {
      const response = await t.app.inject({
        method: 'GET',
        url: fillPath(route.url, idsOfA),
        headers: bearer(athleteA.accessToken),
      });
      expect([200, 403], `${route.method} ${route.url}: ${response.body}`).toContain(response.statusCode);
    }
  });

  it("never serves athlete A's keys to athlete B", async () => {
    const keyed = t.routes.filter((r) => !r.isPublic && r.url.includes(':'));
    for (const route of keyed) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url, idsOfA),
        headers: bearer(athleteB.accessToken),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect([400, 404], `${route.method} ${route.url}`).toContain(response.statusCode);
      for (const id of [...Object.values(idsOfA), ...Object.values(keyedResources)])
        expect(response.body, `${route.method} ${route.url}`).not.toContain(id);
    }
  });
});
