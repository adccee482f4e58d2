import { describe, expect, it } from 'vitest';
import { daysFromToday, planSettled } from './support/athlete-factory';
import { completedWorkouts } from '../src/db/schema';
import { importFinished, uploadActivities } from './support/activity-upload';
import { buildFitActivity } from './support/fit-files';
import { appWithAthleteForFile } from './support/seed-athlete';

interface Summary {
  id: string;
  date: string;
  sport: string;
  focus: string;
}

// Measured thresholds, so a test is compared with them (an estimate is no previous value).
const { t, a, stranger } = appWithAthleteForFile({
  thresholds: {
    cycling: { upperPower: 200, upperHeartRate: 165 },
    running: { upperPace: 300, upperHeartRate: 170 },
  },
});

async function sessionsFrom(from: string, days: number): Promise<Summary[]> {
  const outlook = (await a.call('GET', `/api/v1/app/outlook?from=${from}&days=${days}`)).json<{
    days: { sessions: Summary[] }[];
  }>();
  return outlook.days.flatMap((day) => day.sessions);
}

const identity = async () =>
  (await a.call('GET', '/api/v1/app/identity')).json<{ latestPerformanceTestId: string | null }>();
const thresholds = async () =>
  (await a.call('GET', '/api/v1/thresholds')).json<Record<string, number | null> & { estimated: string[] }>();

/** One test per sport and day: the session id is the day and the sport. */
async function planTest(sportType: string, date = daysFromToday(0)) {
  const response = await a.call('POST', '/api/v1/app/test/generate-performance-test', {
    sportType,
    athleteId: a.athleteId,
    date,
  });
  expect(response.statusCode).toBe(201);
  await planSettled(a);
  return response.json<{ id: string; sport: string; title: string }>();
}

describe('the developer call plans a test', () => {
  it('plans a test on the day asked, kept by every regeneration; only for the caller', async () => {
    const test = await planTest('cycling');
    expect(test).toMatchObject({ sport: 'bike', title: 'FTP test (20 min)' });
    const today = await sessionsFrom(daysFromToday(0), 1);
    expect(today).toContainEqual(
      expect.objectContaining({ id: test.id, focus: 'PerformanceTest', sport: 'bike' }),
    );

    const foreign = await stranger.call('POST', '/api/v1/app/test/generate-performance-test', {
      sportType: 'cycling',
      athleteId: a.athleteId,
      date: daysFromToday(0),
    });
    expect(foreign.statusCode).toBe(404);
    const past = await a.call('POST', '/api/v1/app/test/generate-performance-test', {
      sportType: 'running',
      athleteId: a.athleteId,
      date: daysFromToday(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The test date must be today or later');
    const badSport = await a.call('POST', '/api/v1/app/test/generate-performance-test', {
      sportType: 'rowing',
      athleteId: a.athleteId,
      date: daysFromToday(0),
    });
    expect(badSport.statusCode).toBe(400);
  }, 60_000);
});

describe('a cycling test accepted', () => {
  it('explains the test, evaluates the entered 20-minute power and updates the threshold on accept', async () => {
    const test = await planTest('cycling');
    const pre = await a.call(
      'GET',
      `/api/v1/app/performance-test/pre-view?sessionId=${encodeURIComponent(test.id)}`,
    );
    expect(pre.statusCode).toBe(200);
    expect(pre.json()).toMatchObject({
      sport: 'bike',
      name: 'FTP test (20 min)',
      hasResult: false,
      currentThresholds: [
        { metric: 'bikeUpperPower', value: 200, isEstimate: false },
        { metric: 'bikeUpperHeartRate', value: 165, isEstimate: false },
      ],
    });
    expect(pre.json().protocol.join(' ')).toContain('FTP = 95 % of the 20-minute average power');
    expect(
      (
        await stranger.call(
          'GET',
          `/api/v1/app/performance-test/pre-view?sessionId=${encodeURIComponent(test.id)}`,
        )
      ).statusCode,
    ).toBe(404);

    const before = (
      await a.call('GET', `/api/v1/app/performance-test/post-view?sessionId=${encodeURIComponent(test.id)}`)
    ).json();
    expect(before).toMatchObject({ result: null, entryFields: ['averagePower', 'averageHeartRate'] });
    const empty = await a.call('POST', '/api/v1/app/performance-test/result', { sessionId: test.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter the 20-minute average power or heart rate');
    expect(
      (
        await stranger.call('POST', '/api/v1/app/performance-test/result', {
          sessionId: test.id,
          averagePower: 300,
        })
      ).statusCode,
    ).toBe(404);

    // 300 W for 20 min → FTP 285 W: +42.5 % over 200 W is flagged as unrealistic.
    const entered = await a.call('POST', '/api/v1/app/performance-test/result', {
      sessionId: test.id,
      averagePower: 300,
      averageHeartRate: 168,
    });
    expect(entered.statusCode).toBe(200);
    expect(entered.json().result).toMatchObject({
      metric: 'bikeUpperPower',
      outcome: 'increase',
      flag: 'PerformanceTestUnrealisticIncrease',
      previous: 200,
      measured: 285,
      decision: 'pending',
      source: 'entered',
    });
    expect(entered.json().result.others).toEqual([
      expect.objectContaining({ metric: 'bikeUpperHeartRate', outcome: 'stable', measured: 168 }),
    ]);
    expect((await identity()).latestPerformanceTestId).toBe(test.id);

    const accepted = await a.call('PUT', '/api/v1/app/performance-test/confirm', {
      workoutId: test.id,
      confirm: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().result.decision).toBe('accepted');
    const after = await thresholds();
    expect(after.bikeUpperPower).toBe(285);
    expect(after.bikeUpperHeartRate).toBe(168);
    expect((await identity()).latestPerformanceTestId).toBeNull();
    const again = await a.call('PUT', '/api/v1/app/performance-test/confirm', {
      workoutId: test.id,
      confirm: false,
    });
    expect(again.statusCode).toBe(409);
    const afterPost = (
      await a.call('GET', `/api/v1/app/performance-test/post-view?sessionId=${encodeURIComponent(test.id)}`)
    ).json();
    expect(afterPost.result).toMatchObject({ decision: 'accepted', measured: 285 });
    await planSettled(a);
  }, 60_000);
});

describe('a running test rejected', () => {
  it('cannot accept an invalid result; rejecting keeps the threshold and plans a retest two weeks on', async () => {
    const test = await planTest('running');
    // The plan places a requested test in the week that holds its first day (RETEST_AFTER_DAYS = 14).
    const inRetestWindow = async () =>
      (await sessionsFrom(daysFromToday(8), 20)).filter(
        (s) => s.sport === 'run' && s.focus === 'PerformanceTest',
      );
    expect(await inRetestWindow()).toEqual([]);

    // 2:10 per km over 30 minutes is outside the believable range: invalid.
    const entered = await a.call('POST', '/api/v1/app/performance-test/result', {
      sessionId: test.id,
      averagePace: 130,
    });
    expect(entered.json().result).toMatchObject({
      metric: 'runUpperPace',
      outcome: 'invalid',
      previous: 300,
      measured: 130,
    });
    const accept = await a.call('PUT', '/api/v1/app/performance-test/confirm', {
      workoutId: test.id,
      confirm: true,
    });
    expect(accept.statusCode).toBe(400);
    expect(accept.json().message).toMatch(
      /^This result cannot be accepted: .*Reject it to keep your threshold and plan a new test\.$/,
    );
    expect((await thresholds()).runUpperPace).toBe(300);

    const rejected = await a.call('PUT', '/api/v1/app/performance-test/confirm', {
      workoutId: test.id,
      confirm: false,
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().result.decision).toBe('rejected');
    expect((await thresholds()).runUpperPace).toBe(300);
    await planSettled(a);
    const retests = await inRetestWindow();
    expect(retests.length).toBe(1);
    // At least two weeks after the rejected test (RETEST_AFTER_DAYS).
    expect((retests[0]?.date ?? '') >= daysFromToday(14)).toBe(true);
  }, 60_000);

  it('asks for the swim test times and computes the CSS from them', async () => {
    const test = await planTest('swimming');
    const backwards = await a.call('POST', '/api/v1/app/performance-test/result', {
      sessionId: test.id,
      time400m: 300,
      time200m: 320,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The 400 m time must be longer than the 200 m time');
    const entered = await a.call('POST', '/api/v1/app/performance-test/result', {
      sessionId: test.id,
      time400m: 400,
      time200m: 190,
    });
    expect(entered.json().result).toMatchObject({ metric: 'swimCss', measured: 105 });
    await planSettled(a);
  }, 60_000);
});

describe('a test measured by a device', () => {
  it('reads the best 20 minutes of power from the workout logged against the test', async () => {
    const test = await planTest('cycling', daysFromToday(1));
    // 45 minutes every 10 s: easy 150 W, then 20 minutes at 260 W, then easy again.
    const t0 = Array.from({ length: 271 }, (_, i) => i * 10);
    const power = t0.map((s) => (s >= 900 && s < 2100 ? 260 : 150));
    await t.ctx.db.insert(completedWorkouts).values({
      athleteId: a.athleteId,
      sport: 'bike',
      startedAt: t.ctx.clock.now(),
      localDate: daysFromToday(0),
      durationSeconds: 2700,
      source: 'file',
      plannedSessionId: test.id,
      samples: { t: t0, power },
    });
    const previous = (await thresholds()).bikeUpperPower;
    const post = (
      await a.call('GET', `/api/v1/app/performance-test/post-view?sessionId=${encodeURIComponent(test.id)}`)
    ).json();
    // FTP = 95 % of the best 20 minutes (260 W), compared with the threshold the athlete has now.
    expect(post.result).toMatchObject({
      metric: 'bikeUpperPower',
      measured: 247,
      previous,
      source: 'device',
      decision: 'pending',
    });
    expect((await identity()).latestPerformanceTestId).toBe(test.id);
    await a.call('PUT', '/api/v1/app/performance-test/confirm', { workoutId: test.id, confirm: false });
    await planSettled(a);
  }, 60_000);

  it('measures a test from an uploaded file as soon as it is imported, without the athlete opening it', async () => {
    const test = await planTest('cycling', daysFromToday(2));
    // A 45-minute ride at a steady 240 W on the test's day (its own date: earlier tests here used
    // today's and tomorrow's): the best 20 minutes give an FTP of 228 W.
    const ride = buildFitActivity(new Date(`${daysFromToday(2)}T07:00:00Z`), [
      { sport: 'cycling', seconds: 2700, heartRate: 158, power: 240, speed: 9 },
    ]);
    const upload = await uploadActivities(t, a, [{ name: 'ftp-test.fit', bytes: ride }]);
    expect(upload.statusCode).toBe(202);
    const view = await importFinished<{ status: string; imported: number }>(
      a,
      upload.json<{ importId: string }>().importId,
    );
    expect(view).toMatchObject({ status: 'done', imported: 1 });
    // The identity points at the new result before any test page was opened.
    expect((await identity()).latestPerformanceTestId).toBe(test.id);
    const post = (
      await a.call('GET', `/api/v1/app/performance-test/post-view?sessionId=${encodeURIComponent(test.id)}`)
    ).json();
    expect(post.result).toMatchObject({
      metric: 'bikeUpperPower',
      measured: 228,
      source: 'device',
      decision: 'pending',
    });
    await a.call('PUT', '/api/v1/app/performance-test/confirm', { workoutId: test.id, confirm: false });
    await planSettled(a);
  }, 60_000);

  it('reads the swim test’s 400 and 200 from a pool file’s lengths', async () => {
    const test = await planTest('swimming', daysFromToday(3));
    // Warm-up, the 400 m in 5:52, 5 minutes' rest, the 200 m in 2:48, cool-down (25 m pool).
    const swim = buildFitActivity(new Date(`${daysFromToday(3)}T06:30:00Z`), [
      {
        sport: 'swimming',
        seconds: 1400,
        heartRate: 140,
        pool: {
          poolLength: 25,
          lengthSeconds: 30,
          restSeconds: 20,
          stretches: [
            { lengths: 8, lengthSeconds: 30, restSeconds: 60 },
            { lengths: 16, lengthSeconds: 22, restSeconds: 300 },
            { lengths: 8, lengthSeconds: 21, restSeconds: 60 },
            { lengths: 4, lengthSeconds: 30, restSeconds: 10 },
          ],
        },
      },
    ]);
    const upload = await uploadActivities(t, a, [{ name: 'css-test.fit', bytes: swim }]);
    expect(upload.statusCode).toBe(202);
    await importFinished(a, upload.json<{ importId: string }>().importId);
    const post = (
      await a.call('GET', `/api/v1/app/performance-test/post-view?sessionId=${encodeURIComponent(test.id)}`)
    ).json();
    // CSS = (352 s − 168 s) ÷ 2 = 92 s per 100 m.
    expect(post.result).toMatchObject({
      metric: 'swimCss',
      measured: 92,
      source: 'device',
      decision: 'pending',
    });
    await a.call('PUT', '/api/v1/app/performance-test/confirm', { workoutId: test.id, confirm: false });
    await planSettled(a);
  }, 60_000);
});
