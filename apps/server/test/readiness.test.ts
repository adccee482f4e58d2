import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anySport, daysFromToday, type TestAthlete } from './support/athlete-factory';
import { seedAthlete } from './support/seed-athlete';
import { createTestApp, type TestApp } from './support/test-app';

interface Summary {
  id: string;
  date: string;
  focus: string;
  title: string;
  duration: number;
  load: number;
  status: string;
  readiness?: {
    status: string;
    action: string;
    message: string;
    keptOriginal: boolean;
    original: { duration: number; load: number };
  };
}

let t: TestApp;

/**
 * 76 mornings of ring readings ending today, sent through the real measurement call: rMSSD
 * around 62 ms (ln SD ≈ 0.056) and resting HR around 51 bpm, with `recent` replacing the
 * values of the last mornings.
 */
async function recordMornings(
  athlete: TestAthlete,
  recent: (daysAgo: number) => { rmssd?: number; restingHeartRate?: number } = () => ({}),
) {
  const noise = [0, 0.08, -0.06, 0.05, -0.08, 0.03, -0.02];
  for (let daysAgo = 75; daysAgo >= 0; daysAgo -= 1) {
    const normal = {
      rmssd: Math.round(Math.exp(Math.log(62) + (noise[daysAgo % 7] ?? 0)) * 10) / 10,
      restingHeartRate: 50 + (daysAgo % 3),
    };
    const response = await athlete.call('POST', '/api/v1/app/check-in/measurements', {
      source: 'ring',
      date: daysFromToday(-daysAgo),
      ...normal,
      ...recent(daysAgo),
    });
    if (response.statusCode !== 201) throw new Error(`seeding failed: ${response.body}`);
  }
}
const hrvUnderCorridor = (daysAgo: number) => (daysAgo < 7 ? { rmssd: 59.5 } : {});
const twoBadDays = (daysAgo: number) => (daysAgo <= 1 ? { rmssd: 52, restingHeartRate: 68 } : {});
const goodAnswers = {
  device: 'ring',
  fatigue: 'Fresh',
  stress: 'Relaxed',
  sleep: 'Restful',
  mood: 'Positive',
};

/** A slot a day that takes any sport, 3 hours on Saturday. */
const everyDay = Object.fromEntries(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => [
    day,
    [anySport(day === 'Saturday' ? 180 : 90)],
  ]),
);
const athleteWithPlan = () => seedAthlete(t, { answers: { availability: everyDay } });

const todaysSessions = async (athlete: TestAthlete) =>
  (await athlete.call('GET', `/api/v1/app/outlook?from=${daysFromToday(0)}&days=1`)).json<{
    days: { sessions: Summary[] }[];
  }>().days[0]?.sessions ?? [];

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('readiness changes today', () => {
  let a: TestAthlete;
  let planned: Summary[];
  beforeAll(async () => {
    a = await athleteWithPlan();
    planned = (await todaysSessions(a)).filter((s) => s.status !== 'skipped');
    expect(planned.length).toBeGreaterThan(0);
  }, 90_000);

  it('invites a check-in on a training day and leaves the plan alone before it', async () => {
    const status = (await a.call('GET', '/api/v1/app/dashboard-status')).json();
    expect(status).toMatchObject({ status: 'proceed', trafficLight: 'green', checkInDue: true });
    expect((await todaysSessions(a)).every((s) => s.readiness === undefined)).toBe(true);
    expect((await a.call('GET', '/api/v1/app/readiness')).json()).toMatchObject({
      checkedIn: false,
      status: null,
      message: 'Check in to see how ready you are today.',
    });
  });

  it('HRV under the corridor: take care, and today’s session is easier and shorter with the original kept', async () => {
    await recordMornings(a, hrvUnderCorridor);
    expect((await a.call('POST', '/api/v1/app/AthleteDailyCheckin', goodAnswers)).statusCode).toBe(201);
    const status = (await a.call('GET', '/api/v1/app/dashboard-status')).json();
    expect(status).toMatchObject({
      status: 'takecare',
      trafficLight: 'yellow',
      checkInDue: false,
      message: 'Your 7-day HRV is below your normal range.',
    });

    const [first] = await todaysSessions(a);
    const original = planned.find((s) => s.id === first?.id);
    // A test is not run with its efforts capped: it becomes an easy session of its sport.
    const isTest = original?.focus === 'PerformanceTest';
    const adjustment = isTest
      ? {
          action: 'eased',
          message:
            'No test on a take-care day: an easy session instead. The test comes back on a fresher day.',
        }
      : { action: 'eased', message: 'Easier and 25 % shorter: no work above endurance today.' };
    expect(first?.readiness).toMatchObject({
      status: 'takecare',
      action: adjustment.action,
      keptOriginal: false,
      original: { duration: original?.duration },
    });
    if (isTest)
      expect(first).toMatchObject({
        focus: 'Endurance',
        title: expect.stringMatching(/instead of the test$/),
      });
    expect(first?.duration).toBeCloseTo((original?.duration ?? 0) * 0.75, 5);
    const detail = (await a.call('GET', `/api/v1/odata/plannedsession/${first?.id}`)).json();
    expect(detail.duration).toBeCloseTo((original?.duration ?? 0) * 0.75, 5);
    const intensities = JSON.stringify(detail.steps);
    for (const hard of ['tempo', 'threshold', 'vo2max', 'anaerobic'])
      expect(intensities).not.toContain(`"${hard}"`);

    const view = (await a.call('GET', '/api/v1/app/readiness')).json();
    expect(view).toMatchObject({ checkedIn: true, status: 'takecare', trafficLight: 'yellow' });
    expect(view.sessions[0]).toMatchObject({ ...adjustment, original: { duration: original?.duration } });
    expect(view.sessions[0].adjusted.duration).toBeCloseTo((original?.duration ?? 0) * 0.75, 5);
  }, 60_000);

  it('lets the athlete keep the original session, and go back', async () => {
    const kept = (await a.call('POST', '/api/v1/app/readiness/choose-original', {})).json();
    expect(kept.keepOriginal).toBe(true);
    const [first] = await todaysSessions(a);
    expect(first?.duration).toBe(planned.find((s) => s.id === first?.id)?.duration);
    expect(first?.readiness).toMatchObject({ keptOriginal: true });
    // The original as planned, test included.
    expect(first?.focus).toBe(planned.find((s) => s.id === first?.id)?.focus);
    expect((await a.call('GET', '/api/v1/app/dashboard-status')).json().message).toBe(
      'Your 7-day HRV is below your normal range. You chose to train as planned.',
    );
    await a.call('POST', '/api/v1/app/readiness/choose-original', { keepOriginal: false });
    expect((await todaysSessions(a))[0]?.readiness?.keptOriginal).toBe(false);
  });

  it('trend calls give the daily values with the baseline and the band', async () => {
    const hrv = (await a.call('GET', '/api/v1/app/readiness/trends?kind=hrv&window=1m')).json();
    expect(hrv.points).toHaveLength(30);
    const last = hrv.points.at(-1);
    expect(last).toMatchObject({ date: daysFromToday(0), value: 59.5, source: 'ring' });
    expect(last.baseline).toBeLessThan(last.bandLow);
    expect(last.bandHigh).toBeGreaterThan(last.bandLow);
    const rhr = (await a.call('GET', '/api/v1/app/readiness/trends?kind=resting-hr&window=3m')).json();
    expect(rhr.points).toHaveLength(90);
    expect(rhr.points.at(-1).baseline).toEqual(expect.any(Number));
    expect((await a.call('GET', '/api/v1/app/readiness/trends?kind=weight')).statusCode).toBe(400);
  });
});

describe('the kept result screen', () => {
  it('follows a check-in, a choice and a session changed by any code, and checks access on every call', async () => {
    const d = await athleteWithPlan();
    const read = async () => (await d.call('GET', '/api/v1/app/readiness')).json();
    const before = await read();
    expect(await read()).toEqual(before);
    expect(before).toMatchObject({ checkedIn: false, keepOriginal: false });
    expect(before.sessions.length).toBeGreaterThan(0);

    expect((await d.call('POST', '/api/v1/app/AthleteDailyCheckin', goodAnswers)).statusCode).toBe(201);
    expect(await read()).toMatchObject({ checkedIn: true, status: expect.any(String) });
    await d.call('POST', '/api/v1/app/readiness/choose-original', {});
    expect((await read()).keepOriginal).toBe(true);

    // Written by a statement of other code (a re-plan in another process): the plan version counts it.
    const [first] = before.sessions;
    await t.ctx.db.execute(
      sql`update planned_sessions set session = jsonb_set(session, '{title}', '"Renamed elsewhere"') where athlete_id = ${d.athleteId} and id = ${first.id}`,
    );
    expect((await read()).sessions[0]).toMatchObject({ id: first.id, title: 'Renamed elsewhere' });

    // A trial's end changes no version: access is checked on every call, not kept with the view.
    await t.ctx.db.execute(
      sql`update athletes set trial_expires_at = ${new Date(t.ctx.clock.now().getTime() - 60_000)}, is_premium = false where id = ${d.athleteId}`,
    );
    const refused = await d.call('GET', '/api/v1/app/readiness');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You need a subscription or a running trial to check in.');
  }, 90_000);
});

describe('two bad days and a good day', () => {
  it('two bad mornings in a row: rest, today’s session removed', async () => {
    const b = await athleteWithPlan();
    await recordMornings(b, twoBadDays);
    await b.call('POST', '/api/v1/app/AthleteDailyCheckin', goodAnswers);
    expect((await b.call('GET', '/api/v1/app/dashboard-status')).json()).toMatchObject({
      status: 'rest',
      trafficLight: 'red',
    });
    const sessions = (await todaysSessions(b)).filter((s) => s.status !== 'skipped');
    expect(sessions[0]).toMatchObject({
      duration: 0,
      load: 0,
      readiness: { action: 'removed', message: 'Rest day: today’s session is removed.' },
    });
    expect((await b.call('GET', '/api/v1/app/readiness')).json().sessions[0].adjusted).toBeNull();
  }, 90_000);

  it('a good morning: proceed with the session unchanged', async () => {
    const c = await athleteWithPlan();
    const before = (await todaysSessions(c)).filter((s) => s.status !== 'skipped');
    await recordMornings(c);
    await c.call('POST', '/api/v1/app/AthleteDailyCheckin', goodAnswers);
    expect((await c.call('GET', '/api/v1/app/dashboard-status')).json()).toMatchObject({
      status: 'proceed',
      trafficLight: 'green',
      message: 'Your recovery looks normal: train as planned.',
    });
    const after = (await todaysSessions(c)).filter((s) => s.status !== 'skipped');
    expect(after.map((s) => s.duration)).toEqual(before.map((s) => s.duration));
    expect(after[0]?.readiness?.action).toBe('unchanged');
  }, 90_000);
});
