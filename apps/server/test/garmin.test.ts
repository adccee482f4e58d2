import { and, eq, gte, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlannedSession } from '@tricoach/core';
import {
  completedWorkouts,
  garminConnections,
  garminSummaries,
  garminWorkouts,
  healthReadings,
  plannedSessions,
} from '../src/db/schema';
import { isPushable } from '../src/garmin/garmin-workout-mapping';
import { createGarminService } from '../src/garmin/garmin.service';
import type { TestAthlete } from './support/athlete-factory';
import { seedAthlete, signedUpAthlete } from './support/seed-athlete';
import { TEST_NOW, TEST_TODAY, daysFromToday } from './support/test-clock';
import { garminAppForFile, connectGarmin, until, type GarminConnectOptions } from './support/garmin-connect';
import { dyingPlanGeneration, expectNothingKept, expectOneReplan, jobsOf } from './support/replan-jobs';

const SECRET = 'test-webhook-secret';
const todayAt = (hour: number) => Math.floor(new Date(TEST_NOW).getTime() / 1000) - 10 * 3600 + hour * 3600;

const { t, garmin } = garminAppForFile(SECRET);

/** Walks the browser's path: our authorise URL → the stand-in's consent → back to our callback. */
const connect = (athlete: TestAthlete, options: GarminConnectOptions = {}) =>
  connectGarmin(t, garmin, athlete, options);

/**
 * The browser's path (our authorise URL → the stand-in's consent → our callback) to the Garmin user
 * the test prepared with `garmin.nextConsentAs`, whose data is waiting at Garmin.
 */
async function consentAsPrepared(athlete: TestAthlete) {
  const started = (
    await athlete.call('GET', `/api/v1/integration/garmin/auth/request-token/${athlete.athleteId}`)
  ).json<{ url: string }>();
  const back = new URL((await fetch(started.url, { redirect: 'manual' })).headers.get('location') as string);
  await t.app.inject({ url: `${back.pathname}${back.search}` });
}

const workoutsOf = (athleteId: string) =>
  t.ctx.db.select().from(completedWorkouts).where(eq(completedWorkouts.athleteId, athleteId));
/** The athlete's workouts once `count` or more are stored (a webhook's activities are stored after it answers). */
const storedWorkouts = (athleteId: string, what: string, count = 1) =>
  until(async () => {
    const found = await workoutsOf(athleteId);
    return found.length >= count ? found : null;
  }, what);
/** An even run's details, as Garmin sends them: 60 samples 45 s apart from 07:00 today, 130 bpm at 3 m/s. */
const steadyRunSamples = () =>
  Array.from({ length: 60 }, (_, i) => ({
    startTimeInSeconds: todayAt(7) + i * 45,
    heartRate: 130,
    speedMetersPerSecond: 3,
  }));
const backfillStatus = async (athlete: TestAthlete) =>
  (await athlete.call('GET', '/api/v1/integration/garmin/backfill-status')).json<{
    state: string;
    total: number;
    done: number;
    percent: number;
    message: string | null;
  }>();

function postWebhook(body: object, clientId = garmin.clientId, secret = SECRET) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/integration/garmin/webhook/${secret}`,
    headers: { 'garmin-client-id': clientId },
    payload: body,
  });
}

function run(summaryId: string, userId: string, extra: Record<string, unknown> = {}) {
  return {
    userId,
    summaryId,
    activityId: Number(summaryId.replace(/\D/g, '')) || summaryId,
    activityType: 'RUNNING',
    activityName: 'Morning run',
    startTimeInSeconds: todayAt(7),
    startTimeOffsetInSeconds: 0,
    durationInSeconds: 2700,
    distanceInMeters: 8000,
    averageHeartRateInBeatsPerMinute: 142,
    maxHeartRateInBeatsPerMinute: 171,
    ...extra,
  };
}

describe('connecting (OAuth 2 with PKCE)', () => {
  it('starts at Garmin with an S256 challenge, a state and our callback; only for the caller', async () => {
    const athlete = await signedUpAthlete(t);
    const other = await signedUpAthlete(t);
    const response = await athlete.call(
      'GET',
      `/api/v1/integration/garmin/auth/request-token/${athlete.athleteId}`,
    );
    const url = new URL(response.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe(`${garmin.base}/oauth2Confirm`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('client_id')).toBe(garmin.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/v1/integration/garmin/callback',
    );
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(30);
    expect(
      (await athlete.call('GET', `/api/v1/integration/garmin/auth/request-token/${other.athleteId}`))
        .statusCode,
    ).toBe(404);
    const offSite = await athlete.call(
      'GET',
      `/api/v1/integration/garmin/auth/request-token/${athlete.athleteId}?redirectTo=${encodeURIComponent('https://evil.example/x')}`,
    );
    expect(offSite.statusCode).toBe(400);
    expect(offSite.json().message).toMatch(/redirectTo must be a path in the app/);
    expect(
      (await t.app.inject({ url: `/api/v1/integration/garmin/auth/request-token/${athlete.athleteId}` }))
        .statusCode,
    ).toBe(401);
  });

  it('stores the connection keyed on the Garmin user id and lands on the success page', async () => {
    const athlete = await signedUpAthlete(t);
    expect((await athlete.call('GET', '/api/v1/integration/garmin/auth/is-connected')).json()).toBe(false);
    const { userId, location } = await connect(athlete);
    expect(location).toBe('http://localhost:3000/onboarding/connect/garmin/success');
    const [row] = await t.ctx.db
      .select()
      .from(garminConnections)
      .where(eq(garminConnections.athleteId, athlete.athleteId));
    expect(row?.garminUserId).toBe(userId);
    expect(row?.permissions).toEqual(['ACTIVITY_EXPORT', 'HEALTH_EXPORT', 'WORKOUT_IMPORT']);
    expect((await athlete.call('GET', '/api/v1/integration/garmin/auth/is-connected')).json()).toBe(true);
    expect(
      (await athlete.call('GET', '/api/v1/integration/garmin/auth/has-required-permissions')).json(),
    ).toBe(true);
  });

  it('sends an athlete without the health permission to the restrictions page, and settings back to settings', async () => {
    const athlete = await signedUpAthlete(t);
    const { location } = await connect(athlete, { permissions: ['ACTIVITY_EXPORT'] });
    expect(location).toBe('http://localhost:3000/onboarding/connect/garmin/restrictions');
    expect(
      (await athlete.call('GET', '/api/v1/integration/garmin/auth/has-required-permissions')).json(),
    ).toBe(false);
    const again = await connect(athlete, { redirectTo: '/app/settings/third-party-connections' });
    expect(again.location).toBe(
      'http://localhost:3000/app/settings/third-party-connections?garmin=connected',
    );
  });

  it('a refused consent, or a replayed state, connects nothing', async () => {
    const athlete = await signedUpAthlete(t);
    garmin.denyNextConsent(true);
    try {
      const started = (
        await athlete.call('GET', `/api/v1/integration/garmin/auth/request-token/${athlete.athleteId}`)
      ).json<{ url: string }>();
      const consent = await fetch(started.url, { redirect: 'manual' });
      const back = new URL(consent.headers.get('location') as string);
      expect(back.searchParams.get('error')).toBe('access_denied');
      const callback = await t.app.inject({ url: `${back.pathname}${back.search}` });
      expect(callback.headers.location).toBe('http://localhost:3000/onboarding/connect/garmin?garmin=failed');
    } finally {
      garmin.denyNextConsent(false);
    }
    expect(
      (await t.app.inject({ url: '/api/v1/integration/garmin/callback?code=abc&state=forged' })).headers
        .location,
    ).toBe('http://localhost:3000/onboarding/connect/garmin?garmin=failed');
    expect((await athlete.call('GET', '/api/v1/integration/garmin/auth/is-connected')).json()).toBe(false);
  });

  it('refreshes an expired access token once, storing the rotated refresh token', async () => {
    const athlete = await signedUpAthlete(t);
    await connect(athlete);
    const [before] = await t.ctx.db
      .select()
      .from(garminConnections)
      .where(eq(garminConnections.athleteId, athlete.athleteId));
    garmin.expireAccessTokens(before?.garminUserId);
    expect(
      (await athlete.call('GET', '/api/v1/integration/garmin/auth/has-required-permissions')).json(),
    ).toBe(true);
    const [after] = await t.ctx.db
      .select()
      .from(garminConnections)
      .where(eq(garminConnections.athleteId, athlete.athleteId));
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(after?.accessToken).not.toBe(before?.accessToken);
  });

  it('a refresh token Garmin refuses ends the connection, so the athlete can connect again', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    garmin.expireAccessTokens(userId);
    garmin.expireRefreshTokens(userId);
    const response = await athlete.call('GET', '/api/v1/integration/garmin/auth/has-required-permissions');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('GARMIN® Connect needs to be connected again.');
    expect((await athlete.call('GET', '/api/v1/integration/garmin/auth/is-connected')).json()).toBe(false);
  });

  it('disconnect deregisters at Garmin; Garmin then stops the data', async () => {
    const athlete = await signedUpAthlete(t);
    await connect(athlete);
    const response = await athlete.call('POST', '/api/v1/integration/garmin/auth/disconnect');
    expect(response.statusCode).toBe(204);
    expect(
      garmin.log.some(
        (entry) =>
          entry.method === 'DELETE' &&
          entry.path === '/wellness-api/rest/user/registration' &&
          entry.status === 204,
      ),
    ).toBe(true);
    expect((await athlete.call('GET', '/api/v1/integration/garmin/auth/is-connected')).json()).toBe(false);
    expect(
      (await athlete.call('GET', '/api/v1/integration/garmin/auth/has-required-permissions')).json(),
    ).toBe(false);
  });
});

describe('webhooks', () => {
  it('refuses a wrong client id (401) or secret path (404) and stores nothing', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    expect((await postWebhook({ activities: [run('w-1', userId)] }, 'someone-else')).statusCode).toBe(401);
    expect(
      (await postWebhook({ activities: [run('w-1', userId)] }, garmin.clientId, 'wrong-secret')).statusCode,
    ).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await workoutsOf(athlete.athleteId)).toHaveLength(0);
  });

  it('takes a delivery with a NUL in a text (which PostgreSQL refuses) and stores the workout without it', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    const response = await postWebhook({
      activities: [
        run('nul-1', userId, { activityName: 'Morning\u0000 run', deviceName: 'forerunner\u0000' }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const [workout] = await until(async () => {
      const found = await workoutsOf(athlete.athleteId);
      return found.length === 1 ? found : null;
    }, 'the workout of the delivery');
    expect(workout?.title ?? '').not.toContain('\u0000');
  });

  it('imports swim, bike and run (multisport legs, not the parent), ignores the rest, and stores a repeat once', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    const body = {
      activities: [
        run('a-101', userId),
        run('a-102', userId, { activityType: 'YOGA' }),
        run('a-103', userId, { activityType: 'MULTI_SPORT', isParent: true, durationInSeconds: 9000 }),
        run('a-104', userId, {
          activityType: 'OPEN_WATER_SWIMMING',
          parentSummaryId: 'a-103',
          durationInSeconds: 1800,
          distanceInMeters: 1500,
        }),
        run('a-105', userId, {
          activityType: 'SWIM_TO_BIKE_TRANSITION',
          parentSummaryId: 'a-103',
          durationInSeconds: 120,
        }),
        run('a-106', userId, {
          activityType: 'ROAD_BIKING',
          parentSummaryId: 'a-103',
          durationInSeconds: 4000,
          distanceInMeters: 40000,
        }),
      ],
    };
    expect((await postWebhook(body)).statusCode).toBe(200);
    expect((await postWebhook(body)).statusCode).toBe(200);
    const rows = await storedWorkouts(athlete.athleteId, 'three workouts', 3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const settled = await workoutsOf(athlete.athleteId);
    expect(settled).toHaveLength(3);
    expect(rows.map((row) => row.sport).sort()).toEqual(['bike', 'run', 'swim']);
    expect(settled.every((row) => row.source === 'garmin' && row.localDate === TEST_TODAY)).toBe(true);
    const runRow = settled.find((row) => row.sport === 'run');
    expect(runRow?.durationSeconds).toBe(2700);
    expect(runRow?.averageHeartRate).toBe(142);
    expect(runRow?.stressScore).toBeGreaterThan(0);
    expect(
      (await athlete.call('GET', '/api/v1/app/identity')).json<{
        profile: { showFirstWorkoutPopup: boolean };
      }>().profile.showFirstWorkoutPopup,
    ).toBe(true);
  });

  it('activity details add the time series to the same workout', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    await postWebhook({ activities: [run('x-401', userId, { activityId: 401 })] });
    const [row] = await storedWorkouts(athlete.athleteId, 'the summary');
    const samples = Array.from({ length: 60 }, (_, i) => ({
      startTimeInSeconds: todayAt(7) + i * 45,
      heartRate: 130 + (i % 10),
      speedMetersPerSecond: 3 + (i % 3) / 10,
      totalDistanceInMeters: i * 135,
    }));
    await postWebhook({
      activityDetails: [
        {
          userId,
          summaryId: 'x-401-detail',
          activityId: 401,
          summary: run('x-401', userId, { activityId: 401 }),
          samples,
        },
      ],
    });
    const chart = await until(async () => {
      const response = (await athlete.call('GET', `/api/v1/app/workout/chart?workoutId=${row?.id}`)).json<{
        t: number[];
        heartRate: number[];
        speed: number[];
      }>();
      return response.t.length ? response : null;
    }, 'the time series');
    expect(chart.t.slice(0, 3)).toEqual([0, 45, 90]);
    expect(chart.heartRate[1]).toBe(131);
    expect(await workoutsOf(athlete.athleteId)).toHaveLength(1);
  });

  it('measures a test when its recording arrives after the summary', async () => {
    const athlete = await seedAthlete(t);
    const planned = await athlete.call('POST', '/api/v1/app/test/generate-performance-test', {
      sportType: 'cycling',
      athleteId: athlete.athleteId,
      date: daysFromToday(0),
    });
    expect(planned.statusCode).toBe(201);
    const test = planned.json<{ id: string }>();
    const session = (
      await athlete.call('GET', `/api/v1/odata/plannedsession/${encodeURIComponent(test.id)}`)
    ).json<{ duration: number }>();
    const { userId } = await connect(athlete);
    const ride = run('t-601', userId, {
      activityId: 601,
      activityType: 'CYCLING',
      durationInSeconds: session.duration,
      averagePowerInWatts: 180,
    });
    await postWebhook({ activities: [ride] });
    const [row] = await storedWorkouts(athlete.athleteId, 'the summary');
    expect(row?.plannedSessionId).toBe(test.id);
    const postView = async () =>
      (
        await athlete.call(
          'GET',
          `/api/v1/app/performance-test/post-view?sessionId=${encodeURIComponent(test.id)}`,
        )
      ).json<{ result: { metric: string; measured: number; source: string; decision: string } | null }>();
    // Every 10 s for the hour: 20 minutes at 260 W in the middle, easy around them.
    const samples = Array.from({ length: session.duration / 10 }, (_, i) => ({
      startTimeInSeconds: todayAt(7) + i * 10,
      heartRate: 150,
      powerInWatts: i * 10 >= 900 && i * 10 < 2100 ? 260 : 150,
    }));
    await postWebhook({
      activityDetails: [{ userId, summaryId: 't-601-detail', activityId: 601, summary: ride, samples }],
    });
    // Measured without the athlete opening the test: the identity points at the result first.
    await until(async () => {
      const identity = (await athlete.call('GET', '/api/v1/app/identity')).json<{
        latestPerformanceTestId: string | null;
      }>();
      return identity.latestPerformanceTestId === test.id;
    }, 'the measured test');
    expect((await postView()).result).toMatchObject({
      metric: 'bikeUpperPower',
      measured: 247,
      source: 'device',
      decision: 'pending',
    });
  });

  it('matches the planned session of the day, counts in load and asks for a re-plan', async () => {
    const athlete = await seedAthlete(t);
    const outlook = (await athlete.call('GET', `/api/v1/app/outlook?from=${daysFromToday(0)}&days=1`)).json<{
      days: { sessions: { id: string; sport: string; duration: number }[] }[];
    }>();
    const planned = outlook.days[0]?.sessions.find(
      (s) => s.sport === 'swim' || s.sport === 'bike' || s.sport === 'run',
    );
    expect(planned).toBeDefined();
    const type = { swim: 'LAP_SWIMMING', bike: 'CYCLING', run: 'RUNNING' }[planned?.sport as 'swim'];
    const { userId } = await connect(athlete);
    const requestedBefore = (await t.ctx.planGeneration.state(athlete.athleteId)).generatedAt;
    await postWebhook({
      activities: [run('m-201', userId, { activityType: type, durationInSeconds: planned?.duration })],
    });
    const [row] = await storedWorkouts(athlete.athleteId, 'the matched workout');
    expect(row?.plannedSessionId).toBe(planned?.id);
    const detail = (await athlete.call('GET', `/api/v1/app/completed-session-detail-view/${row?.id}`)).json<{
      source: string;
      planned: { id: string } | null;
    }>();
    expect(detail.source).toBe('garmin');
    expect(detail.planned?.id).toBe(planned?.id);
    await until(async () => {
      const state = await t.ctx.planGeneration.state(athlete.athleteId);
      return (
        state.status === 'ready' &&
        state.generatedAt &&
        requestedBefore &&
        state.generatedAt.getTime() > requestedBefore.getTime()
      );
    }, 'the re-plan');
  });

  it('a new workout and its re-plan commit together: a notification that dies before the re-plan keeps neither', async () => {
    const athlete = await seedAthlete(t);
    const { userId } = await connect(athlete);
    const dying = createGarminService({
      db: t.ctx.db,
      config: t.ctx.config,
      jobs: t.ctx.jobs,
      log: t.app.log,
      clock: t.ctx.clock,
      events: t.ctx.events,
      completedWorkouts: t.ctx.completedWorkouts,
      planGeneration: dyingPlanGeneration(t),
      reevaluateReadiness: t.ctx.readiness.reevaluate,
    });
    const stored = async () => ({
      workouts: await workoutsOf(athlete.athleteId),
      claims: await t.ctx.db
        .select()
        .from(garminSummaries)
        .where(eq(garminSummaries.athleteId, athlete.athleteId)),
    });
    // A summary: had the claim been kept without its workout and re-plan, the retry would skip it.
    const summary = run('r-501', userId, { activityId: 501 });
    await expectNothingKept(t, athlete, () => dying.runWebhook({ activities: [summary] }), stored);
    await expectOneReplan(t, athlete, () => t.ctx.garmin.runWebhook({ activities: [summary] }));
    expect(await workoutsOf(athlete.athleteId)).toHaveLength(1);

    // An activity file with no summary before it: a new workout too (Garmin offers it again).
    const ride = run('r-502', userId, {
      activityId: 502,
      activityType: 'CYCLING',
      startTimeInSeconds: todayAt(17),
    });
    await expectNothingKept(
      t,
      athlete,
      () => dying.runWebhook({ activityFiles: [garmin.offerActivityFile(userId, ride)] }),
      stored,
    );
    await expectOneReplan(t, athlete, () =>
      t.ctx.garmin.runWebhook({ activityFiles: [garmin.offerActivityFile(userId, ride)] }),
    );
    expect(await workoutsOf(athlete.athleteId)).toHaveLength(2);

    // The same activity again changes no workout: no re-plan.
    const jobs = await jobsOf(t, athlete.athleteId);
    await t.ctx.garmin.runWebhook({ activities: [summary] });
    expect(await jobsOf(t, athlete.athleteId)).toEqual(jobs);
  });

  it('a back-fill of many workouts, each with its re-plan in its transaction, builds the plan once', async () => {
    const athlete = await seedAthlete(t);
    const { userId } = await connect(athlete);
    const activities = Array.from({ length: 20 }, (_, i) =>
      run(`b-${700 + i}`, userId, { activityId: 700 + i, startTimeInSeconds: todayAt(7) - (i + 1) * 86_400 }),
    );
    // Each workout's transaction asks for the plan; the first job waits a little (a burst) and the
    // others join it: one job (so one plan built), instead of twenty.
    await expectOneReplan(t, athlete, () => t.ctx.garmin.runWebhook({ activities }));
    expect(await workoutsOf(athlete.athleteId)).toHaveLength(20);
  });

  it('dailies, HRV and sleep become readings with source garmin that readiness reads', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    await postWebhook({
      dailies: [
        {
          userId,
          summaryId: 'd-1',
          calendarDate: TEST_TODAY,
          startTimeInSeconds: todayAt(0),
          restingHeartRateInBeatsPerMinute: 49,
        },
      ],
      hrv: [
        {
          userId,
          summaryId: 'h-1',
          calendarDate: TEST_TODAY,
          lastNightAvg: 64,
          lastNight5MinHigh: 88,
          hrvValues: { '300': 60 },
        },
      ],
      sleeps: [
        {
          userId,
          summaryId: 's-1',
          calendarDate: TEST_TODAY,
          durationInSeconds: 27000,
          validation: 'ENHANCED_FINAL',
          overallSleepScore: { value: 84, qualifierKey: 'GOOD' },
        },
      ],
    });
    const readings = await until(async () => {
      const found = await t.ctx.db
        .select()
        .from(healthReadings)
        .where(eq(healthReadings.athleteId, athlete.athleteId));
      return found.length >= 3 ? found : null;
    }, 'three readings');
    expect(readings.map((r) => [r.kind, r.value, r.source]).sort()).toEqual([
      ['hrv', 64, 'garmin'],
      ['resting-hr', 49, 'garmin'],
      ['sleep-score', 84, 'garmin'],
    ]);
    await athlete.call('POST', '/api/v1/app/onboarding/start-trial');
    const trend = await athlete.call('GET', '/api/v1/app/readiness/trends?kind=hrv&window=1m');
    expect(trend.statusCode).toBe(200);
    expect(
      trend
        .json<{ points: { date: string; value: number | null; source: string | null }[] }>()
        .points.find((p) => p.date === TEST_TODAY),
    ).toMatchObject({ value: 64, source: 'garmin' });
  });

  it('a deregistration or a permission change from Garmin updates the connection', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    await postWebhook({
      userPermissionsChange: [
        { userId, summaryId: 'p-1', permissions: ['ACTIVITY_EXPORT'], changeTimeInSeconds: todayAt(9) },
      ],
    });
    await until(async () => {
      const [row] = await t.ctx.db
        .select()
        .from(garminConnections)
        .where(eq(garminConnections.athleteId, athlete.athleteId));
      return row?.permissions.length === 1;
    }, 'the permission change');
    await postWebhook({ deregistrations: [{ userId }] });
    await until(
      async () =>
        (await athlete.call('GET', '/api/v1/integration/garmin/auth/is-connected')).json() === false,
      'the deregistration',
    );
  });
});

describe('back-fill', () => {
  it('asks for 5 years of activities in 30-day windows and 3 years of health in 90-day windows; the data arrives by webhook', async () => {
    const athlete = await signedUpAthlete(t);
    const userId = `garmin-backfill-${athlete.athleteId.slice(0, 8)}`;
    const user = garmin.nextConsentAs(userId);
    user.activities.push(
      run('b-301', userId, { startTimeInSeconds: todayAt(7) - 40 * 86_400, activityType: 'TRAIL_RUNNING' }),
    );
    user.hrv.push({
      summaryId: 'bh-1',
      calendarDate: daysFromToday(-400),
      startTimeInSeconds: todayAt(0) - 400 * 86_400,
      lastNightAvg: 58,
    });
    await consentAsPrepared(athlete);
    const status = await until(async () => {
      const s = await backfillStatus(athlete);
      return s.state === 'done' ? s : null;
    }, 'the back-fill');
    // ceil(1826 / 30) = 61 activity windows, ceil(1096 / 90) = 13 windows for each of dailies, HRV, sleep.
    expect(status).toMatchObject({ total: 61 + 3 * 13, done: 100, percent: 100, message: null });
    const requests = garmin.log.filter(
      (entry) => entry.userId === userId && entry.path.startsWith('/wellness-api/rest/backfill/'),
    );
    expect(requests).toHaveLength(100);
    expect(requests.filter((r) => r.path.endsWith('/activities'))).toHaveLength(61);
    const [imported] = await storedWorkouts(athlete.athleteId, 'the back-filled run');
    expect(imported?.localDate).toBe(daysFromToday(-40));
    // History is no first workout to celebrate.
    expect(
      (await athlete.call('GET', '/api/v1/app/identity')).json<{
        profile: { showFirstWorkoutPopup: boolean };
      }>().profile.showFirstWorkoutPopup,
    ).toBe(false);
    await until(async () => {
      const found = await t.ctx.db
        .select()
        .from(healthReadings)
        .where(and(eq(healthReadings.athleteId, athlete.athleteId), eq(healthReadings.kind, 'hrv')));
      return found.length === 1 && found[0]?.localDate === daysFromToday(-400);
    }, 'the back-filled HRV');
  });

  it('in ping mode pulls the summaries from Garmin’s callback URL with the athlete’s token', async () => {
    const athlete = await signedUpAthlete(t);
    garmin.setMode('ping');
    try {
      const userId = `garmin-ping-${athlete.athleteId.slice(0, 8)}`;
      garmin.user(userId).dailies.push({
        summaryId: 'pd-1',
        calendarDate: daysFromToday(-3),
        startTimeInSeconds: todayAt(0) - 3 * 86_400,
        restingHeartRateInBeatsPerMinute: 51,
      });
      // The consent signs in as the Garmin user holding that daily.
      await connect(athlete, { beforeConsent: () => void garmin.nextConsentAs(userId) });
      await until(async () => {
        const found = await t.ctx.db
          .select()
          .from(healthReadings)
          .where(and(eq(healthReadings.athleteId, athlete.athleteId), eq(healthReadings.kind, 'resting-hr')));
        return found.length === 1 && found[0]?.value === 51;
      }, 'the pulled daily');
      expect(
        garmin.log.some((entry) => entry.path === '/wellness-api/rest/dailies' && entry.status === 200),
      ).toBe(true);
    } finally {
      garmin.setMode('push');
    }
  });

  it('tells the athlete when the historical-data permission is off', async () => {
    const athlete = await signedUpAthlete(t);
    await connect(athlete, { historicalDataOff: true });
    const status = await until(async () => {
      const s = await backfillStatus(athlete);
      return s.state === 'historicalDataOff' ? s : null;
    }, 'the refused back-fill');
    expect(status.message).toMatch(/historical data/);
  });

  it('on 429 waits and carries on later instead of failing', async () => {
    const athlete = await signedUpAthlete(t);
    try {
      // The callback's two calls (user id, permissions) get through; the back-fill meets the limit.
      await connect(athlete, { beforeConsent: () => garmin.setRatePerMinute(2) });
      // Waits for the refusal itself: a fixed pause was too short on a busy CI machine.
      await until(async () => garmin.log.some((entry) => entry.status === 429), 'a 429 from Garmin');
      const status = await backfillStatus(athlete);
      expect(status.state).toBe('running');
      expect(status.done).toBe(0);
    } finally {
      garmin.setRatePerMinute(100_000);
    }
  });
});

describe('workouts to the watch (Training API)', () => {
  it('creates and schedules the coming 7 days of swim, bike and run, then follows a skip, a move and a changed session', async () => {
    const athlete = await seedAthlete(t);
    const { userId } = await connect(athlete);
    const week = await t.ctx.db
      .select({ session: plannedSessions.session })
      .from(plannedSessions)
      .where(
        and(
          eq(plannedSessions.athleteId, athlete.athleteId),
          gte(plannedSessions.date, daysFromToday(0)),
          lte(plannedSessions.date, daysFromToday(6)),
        ),
      );
    const expected = week.map((row) => row.session as PlannedSession).filter(isPushable);
    expect(expected.length).toBeGreaterThan(0);
    const rows = await until(async () => {
      const found = await t.ctx.db
        .select()
        .from(garminWorkouts)
        .where(eq(garminWorkouts.athleteId, athlete.athleteId));
      return found.length === expected.length && found.every((row) => row.scheduleId) ? found : null;
    }, 'the pushed week');
    expect(new Set(rows.map((row) => row.plannedSessionId))).toEqual(
      new Set(expected.map((session) => session.id)),
    );
    const pushedIds = new Set(rows.map((row) => row.plannedSessionId));
    expect(rows.every((row) => row.date >= daysFromToday(0) && row.date <= daysFromToday(6))).toBe(true);
    const atGarmin = [...garmin.workouts.values()].filter((w) => w.userId === userId);
    expect(atGarmin).toHaveLength(rows.length);
    // Strength too, its exercises as Garmin's own keys (the stand-in refuses any other).
    expect(expected.some((session) => session.sport === 'strength')).toBe(true);
    expect(atGarmin.some((w) => (w.workout as { sport?: string }).sport === 'STRENGTH_TRAINING')).toBe(true);
    for (const row of rows)
      expect(garmin.schedules.get(row.scheduleId as string)).toMatchObject({
        workoutId: row.garminWorkoutId,
        date: row.date,
      });
    const swim = atGarmin.find((w) => w.workout.sport === 'LAP_SWIMMING');
    if (swim) expect(swim.workout).toMatchObject({ poolLength: 25, poolLengthUnit: 'METER' });

    const victim = rows[0];
    expect(victim).toBeDefined();
    expect(
      (await athlete.call('POST', `/api/v1/app/planned-sessions/${victim?.plannedSessionId}/skip`))
        .statusCode,
    ).toBe(200);
    await until(
      async () => !garmin.workouts.has(victim?.garminWorkoutId as string),
      'the skipped session to leave the watch',
    );
    const after = await t.ctx.db
      .select()
      .from(garminWorkouts)
      .where(eq(garminWorkouts.athleteId, athlete.athleteId));
    expect(after.map((row) => row.plannedSessionId)).not.toContain(victim?.plannedSessionId);
    expect(after.length).toBe(pushedIds.size - 1);

    // Moved within the week: the same workout at Garmin, scheduled on the new day.
    let moved: { row: (typeof after)[number]; newDate: string } | null = null;
    for (const row of after) {
      const { dates } = (
        await athlete.call('GET', `/api/v1/app/planned-sessions/${row.plannedSessionId}/skip-suggestions`)
      ).json<{ dates: string[] }>();
      const newDate = dates.find((date) => date !== row.date && date <= daysFromToday(6));
      if (newDate) {
        moved = { row, newDate };
        break;
      }
    }
    expect(moved).not.toBeNull();
    const { row: movedRow, newDate } = moved as { row: (typeof after)[number]; newDate: string };
    expect(
      (
        await athlete.call('POST', `/api/v1/app/planned-sessions/${movedRow.plannedSessionId}/move`, {
          newDate,
        })
      ).statusCode,
    ).toBe(200);
    const rescheduled = await until(async () => {
      const [row] = await t.ctx.db
        .select()
        .from(garminWorkouts)
        .where(
          and(
            eq(garminWorkouts.athleteId, athlete.athleteId),
            eq(garminWorkouts.plannedSessionId, movedRow.plannedSessionId),
          ),
        );
      return row?.date === newDate ? row : null;
    }, 'the moved session to be rescheduled');
    expect(rescheduled.garminWorkoutId).toBe(movedRow.garminWorkoutId);
    expect(garmin.schedules.get(rescheduled.scheduleId as string)).toMatchObject({
      workoutId: movedRow.garminWorkoutId,
      date: newDate,
    });
    expect(garmin.schedules.has(movedRow.scheduleId as string)).toBe(false);

    // A session whose content changed (a re-plan) is updated in place at Garmin.
    const [stored] = await t.ctx.db
      .select()
      .from(plannedSessions)
      .where(
        and(
          eq(plannedSessions.athleteId, athlete.athleteId),
          eq(plannedSessions.id, movedRow.plannedSessionId),
        ),
      );
    const session = stored?.session as PlannedSession;
    await t.ctx.db
      .update(plannedSessions)
      .set({ session: { ...session, title: 'Renamed by the coach' } })
      .where(and(eq(plannedSessions.athleteId, athlete.athleteId), eq(plannedSessions.id, session.id)));
    await t.ctx.garmin.runPush({ athleteId: athlete.athleteId });
    expect(garmin.workouts.get(movedRow.garminWorkoutId)?.workout.workoutName).toBe('Renamed by the coach');
  });

  it('meets Garmin’s rate limit without failing and tries again later', async () => {
    const athlete = await seedAthlete(t);
    await connect(athlete, {
      permissions: ['ACTIVITY_EXPORT', 'HEALTH_EXPORT', 'WORKOUT_IMPORT'],
      historicalDataOff: true,
    });
    await until(
      async () => (await backfillStatus(athlete)).state === 'historicalDataOff',
      'the back-fill to stop',
    );
    await t.ctx.db.delete(garminWorkouts).where(eq(garminWorkouts.athleteId, athlete.athleteId));
    garmin.setRatePerMinute(0);
    try {
      await expect(t.ctx.garmin.runPush({ athleteId: athlete.athleteId })).resolves.toBeUndefined();
    } finally {
      garmin.setRatePerMinute(100_000);
    }
    expect(garmin.log.at(-1)?.status).toBe(429);
  });

  it('pushes nothing without the WORKOUT_IMPORT permission', async () => {
    const athlete = await seedAthlete(t);
    await connect(athlete, { permissions: ['ACTIVITY_EXPORT', 'HEALTH_EXPORT'] });
    await t.ctx.garmin.runPush({ athleteId: athlete.athleteId });
    expect(
      await t.ctx.db.select().from(garminWorkouts).where(eq(garminWorkouts.athleteId, athlete.athleteId)),
    ).toHaveLength(0);
  });
});

describe('activity files (FIT downloads)', () => {
  type Detail = {
    source: string;
    hasSamples: boolean;
    durationSeconds: number;
    recording: { laps: unknown[]; poolLengthMeters: number | null; lengths: { kind: string }[] } | null;
  };
  const detailOf = async (athlete: TestAthlete, id: string) =>
    (await athlete.call('GET', `/api/v1/app/completed-session-detail-view/${id}`)).json<Detail>();
  const chartOf = async (athlete: TestAthlete, id: string) =>
    (await athlete.call('GET', `/api/v1/app/workout/chart?workoutId=${id}`)).json<{
      t: number[];
      heartRate: number[];
      speed: number[];
    }>();
  const filesOf = (userId: string) =>
    garmin.log.filter((entry) => entry.path === '/wellness-api/rest/activityFile' && entry.userId === userId);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  /** The workout of this athlete once it holds a file's recording (laps). */
  async function withRecording(athlete: TestAthlete, count = 1) {
    return until(async () => {
      const found = await workoutsOf(athlete.athleteId);
      return found.length >= count && found.filter((row) => row.details !== null).length >= count
        ? found
        : null;
    }, `${count} workout(s) with a file's recording`);
  }

  it('back-fill delivers each activity’s FIT file: the workouts get 1 s recordings, laps and pool lengths', async () => {
    const athlete = await signedUpAthlete(t);
    const userId = `garmin-files-${athlete.athleteId.slice(0, 8)}`;
    const user = garmin.nextConsentAs(userId);
    user.activities.push(
      run('c-701', userId, {
        activityId: 701,
        startTimeInSeconds: todayAt(7) - 10 * 86_400,
        durationInSeconds: 1800,
        distanceInMeters: 5400,
      }),
    );
    user.activities.push(
      run('c-702', userId, {
        activityId: 702,
        activityType: 'LAP_SWIMMING',
        startTimeInSeconds: todayAt(7) - 12 * 86_400,
        durationInSeconds: 1200,
        distanceInMeters: 1000,
      }),
    );
    user.activities.push(
      run('c-703', userId, {
        activityId: 703,
        activityType: 'YOGA',
        startTimeInSeconds: todayAt(7) - 11 * 86_400,
      }),
    );
    await consentAsPrepared(athlete);
    const rows = await withRecording(athlete, 2);
    await settle();
    const settled = await workoutsOf(athlete.athleteId);
    expect(settled).toHaveLength(2);
    // Only swim, bike and run have files to fetch; each URL was used once.
    expect(filesOf(userId).map((entry) => entry.status)).toEqual([200, 200]);
    const runRow = rows.find((row) => row.sport === 'run');
    const swimRow = rows.find((row) => row.sport === 'swim');
    expect(runRow?.localDate).toBe(daysFromToday(-10));
    const runChart = await chartOf(athlete, runRow?.id as string);
    expect(runChart.t.length).toBeGreaterThanOrEqual(1800);
    expect(runChart.t.slice(0, 3)).toEqual([0, 1, 2]);
    expect(runChart.heartRate.length).toBe(runChart.t.length);
    const runDetail = await detailOf(athlete, runRow?.id as string);
    expect(runDetail).toMatchObject({ source: 'garmin', hasSamples: true, durationSeconds: 1800 });
    expect(runDetail.recording?.laps).toHaveLength(1);
    const swimDetail = await detailOf(athlete, swimRow?.id as string);
    expect(swimDetail.recording?.poolLengthMeters).toBe(25);
    expect(swimDetail.recording?.lengths.filter((length) => length.kind === 'active').length).toBeGreaterThan(
      10,
    );
    expect(swimDetail.recording?.lengths.some((length) => length.kind === 'idle')).toBe(true);
  });

  it('file first, then summary and details: one workout, keeping the file’s recording', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    const summary = run('o-801', userId, { activityId: 801 });
    expect(
      (await postWebhook({ activityFiles: [garmin.offerActivityFile(userId, summary)] })).statusCode,
    ).toBe(200);
    const [row] = await withRecording(athlete);
    expect(row?.source).toBe('garmin');
    const samples = steadyRunSamples();
    await postWebhook({ activities: [summary] });
    await postWebhook({
      activityDetails: [{ userId, summaryId: 'o-801-detail', activityId: 801, summary, samples }],
    });
    await settle();
    const rows = await workoutsOf(athlete.athleteId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(row?.id);
    // The 1 s recording of the file, not the details' 45 s samples.
    expect((await chartOf(athlete, row?.id as string)).t.slice(0, 3)).toEqual([0, 1, 2]);
  });

  it('summary, then details, then the file: the file’s recording and laps join the same workout', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    const summary = run('s-802', userId, { activityId: 802 });
    await postWebhook({ activities: [summary] });
    const [row] = await storedWorkouts(athlete.athleteId, 'the summary');
    const samples = steadyRunSamples();
    await postWebhook({
      activityDetails: [{ userId, summaryId: 's-802-detail', activityId: 802, summary, samples }],
    });
    await until(
      async () => ((await chartOf(athlete, row?.id as string)).t.length ? true : null),
      'the details',
    );
    const ping = garmin.offerActivityFile(userId, summary);
    await postWebhook({ activityFiles: [ping] });
    await withRecording(athlete);
    const rows = await workoutsOf(athlete.athleteId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(row?.id);
    // The summary's own numbers stay; the recording is the file's.
    expect(rows[0]).toMatchObject({ durationSeconds: 2700, averageHeartRate: 142, source: 'garmin' });
    expect((await chartOf(athlete, row?.id as string)).t.length).toBeGreaterThanOrEqual(2700);
    expect((await detailOf(athlete, row?.id as string)).recording?.laps).toHaveLength(1);
    // The same notification again downloads nothing and stores nothing.
    await postWebhook({ activityFiles: [ping] });
    await settle();
    expect(filesOf(userId)).toHaveLength(1);
    expect(await workoutsOf(athlete.athleteId)).toHaveLength(1);
  });

  it('summary, details and file at the same moment: still one workout', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    const summary = run('r-803', userId, { activityId: 803 });
    const samples = steadyRunSamples();
    await Promise.all([
      postWebhook({ activityFiles: [garmin.offerActivityFile(userId, summary)] }),
      postWebhook({ activities: [summary] }),
      postWebhook({
        activityDetails: [{ userId, summaryId: 'r-803-detail', activityId: 803, summary, samples }],
      }),
    ]);
    await withRecording(athlete);
    await settle();
    expect(await workoutsOf(athlete.athleteId)).toHaveLength(1);
  });

  it('a spent download URL (410) or a corrupt file is logged and leaves the summary workout as it is', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    const summary = run('g-804', userId, { activityId: 804 });
    await postWebhook({ activities: [summary] });
    const [row] = await storedWorkouts(athlete.athleteId, 'the summary');
    // Downloaded once already (say, by an earlier attempt): the URL answers 410 from now on.
    const ping = garmin.offerActivityFile(userId, summary);
    const [connection] = await t.ctx.db
      .select()
      .from(garminConnections)
      .where(eq(garminConnections.athleteId, athlete.athleteId));
    const headers = { authorization: `Bearer ${connection?.accessToken}` };
    expect((await fetch(String(ping.callbackURL), { headers })).status).toBe(200);
    expect((await fetch(String(ping.callbackURL), { headers })).status).toBe(410);
    expect((await postWebhook({ activityFiles: [ping] })).statusCode).toBe(200);
    await until(
      async () => filesOf(userId).filter((entry) => entry.status === 410).length >= 2,
      'the app’s download to meet 410',
    );
    // A file that is not a FIT file at all.
    const corrupt = garmin.offerActivityFile(
      userId,
      { ...summary, summaryId: 'g-804-again' },
      new TextEncoder().encode('not a fit file at all'),
    );
    expect((await postWebhook({ activityFiles: [corrupt] })).statusCode).toBe(200);
    await until(
      async () => filesOf(userId).filter((entry) => entry.status === 200).length >= 2,
      'the corrupt download',
    );
    await settle();
    const rows = await workoutsOf(athlete.athleteId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: row?.id,
      samples: null,
      details: null,
      fileHash: null,
      durationSeconds: 2700,
    });
  });

  it('Garmin failing for a moment (503) fails the job after the rest is stored; the retry gets the file', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    const summary = run('u-806', userId, { activityId: 806 });
    const body = { activities: [summary], activityFiles: [garmin.offerActivityFile(userId, summary)] };
    garmin.failNextFileDownloads(1);
    try {
      await expect(t.ctx.garmin.runWebhook(body)).rejects.toThrow(/503/);
    } finally {
      garmin.failNextFileDownloads(0);
    }
    const [row] = await workoutsOf(athlete.athleteId);
    expect(row).toMatchObject({ source: 'garmin', details: null });
    await t.ctx.garmin.runWebhook(body);
    const rows = await workoutsOf(athlete.athleteId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(row?.id);
    expect(rows[0]?.details).not.toBeNull();
    expect(filesOf(userId).map((entry) => entry.status)).toEqual([503, 200]);
  });

  it('a file notification with a wrong client id is refused (401): nothing downloaded, nothing stored', async () => {
    const athlete = await signedUpAthlete(t);
    const { userId } = await connect(athlete);
    const ping = garmin.offerActivityFile(userId, run('w-805', userId, { activityId: 805 }));
    expect((await postWebhook({ activityFiles: [ping] }, 'someone-else')).statusCode).toBe(401);
    await settle();
    expect(filesOf(userId)).toHaveLength(0);
    expect(await workoutsOf(athlete.athleteId)).toHaveLength(0);
    // The URL is still unspent: the genuine notification gets the file.
    expect((await postWebhook({ activityFiles: [ping] })).statusCode).toBe(200);
    const [row] = await withRecording(athlete);
    expect(row?.durationSeconds).toBe(2700);
  });
});
