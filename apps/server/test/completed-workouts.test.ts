import { gunzipSync } from 'node:zlib';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedWorkouts, plannedSessions } from '../src/db/schema';
import { buildAthlete, daysFromToday, planSettled, type TestAthlete } from './support/athlete-factory';
import { appWithAthlete, planRunOn, seedAthlete } from './support/seed-athlete';
import { createTestApp, type TestApp } from './support/test-app';

interface Workout {
  id: string;
  title: string;
  sport: string;
  date: string;
  durationSeconds: number;
  distanceMeters: number | null;
  stressScore: number | null;
  source: string;
  plannedSessionId: string | null;
  hasSamples: boolean;
  feedback: { executedAsPlanned: boolean; intensity: number; durationFeel: number } | null;
}
interface Chart {
  t: number[];
  heartRate: number[];
  speed: number[];
  pace: (number | null)[];
  power: number[];
  altitude: number[];
}

let t: TestApp;
let a: TestAthlete;
let stranger: TestAthlete;
let todaysRun: { id: string; duration: number; title: string; distance: number };
const completedEvents: { workoutId: string; first: boolean; plannedSessionId: string | null }[] = [];
const deletedEvents: string[] = [];
const today = daysFromToday(0);

const identity = async () => (await a.call('GET', '/api/v1/app/identity')).json();
const workoutCount = async () =>
  (await t.ctx.db.select().from(completedWorkouts).where(eq(completedWorkouts.athleteId, a.athleteId)))
    .length;
const logRun = (body: Record<string, unknown> = {}) =>
  a.call('POST', '/api/v1/app/completed-workouts', {
    sport: 'running',
    date: today,
    startTime: '07:15',
    durationSeconds: 2700,
    distanceMeters: 8200,
    averageHeartRate: 148,
    rpe: 5,
    ...body,
  });

beforeAll(async () => {
  ({ t, a, stranger } = await appWithAthlete());
  t.ctx.events.on('workout.completed', (event) => void completedEvents.push(event));
  t.ctx.events.on('workout.deleted', (event) => void deletedEvents.push(event.workoutId));
  todaysRun = await planRunOn(t, a.athleteId, today);
}, 90_000);
afterAll(() => t.close());

describe('logging a workout by hand', () => {
  let first: Workout;

  it('refuses bad input with the field message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date: daysFromToday(1) }, 'date', 'Date cannot be in the future'],
      [{ rpe: 11 }, 'rpe', 'RPE must be at most 10'],
      [{ durationSeconds: undefined }, 'durationSeconds', 'Duration is required'],
      [{ averagePower: 210 }, 'averagePower', 'Average power is recorded for cycling only'],
      [{ sport: 'rowing' }, 'sport', 'Sport must be one of swimming, cycling, running or strengthtraining'],
    ];
    for (const [body, field, message] of cases) {
      const response = await logRun(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldErrors).toContainEqual({ field, message });
    }
    expect(await workoutCount()).toBe(0);
  });

  it('stores the run, matches today’s planned run and scores its stress', async () => {
    const response = await logRun();
    expect(response.statusCode).toBe(201);
    first = response.json<Workout>();
    expect(first).toMatchObject({
      title: todaysRun.title,
      sport: 'run',
      date: today,
      durationSeconds: 2700,
      distanceMeters: 8200,
      source: 'manual',
      plannedSessionId: todaysRun.id,
      hasSamples: false,
      feedback: null,
    });
    // 45 min at a steady aerobic effort: a moderate score, not zero and not a race.
    expect(first.stressScore).toBeGreaterThan(20);
    expect(first.stressScore).toBeLessThan(90);
    expect(completedEvents).toEqual([
      { athleteId: a.athleteId, workoutId: first.id, first: true, plannedSessionId: todaysRun.id },
    ]);
  });

  it('makes it the first workout: identity flags and the popup', async () => {
    const flags = await identity();
    expect(flags.firstWorkoutId).toBe(first.id);
    expect(flags.profile.showFirstWorkoutPopup).toBe(true);
  });

  it('shows the planned session as done in the outlook and its detail', async () => {
    const outlook = (await a.call('GET', `/api/v1/app/outlook?from=${today}&days=2`)).json();
    const session = outlook.days[0].sessions.find((s: { id: string }) => s.id === todaysRun.id);
    expect(session.completedWorkoutId).toBe(first.id);
    const others = outlook.days
      .flatMap((d: { sessions: { id: string; completedWorkoutId: string | null }[] }) => d.sessions)
      .filter((s: { id: string }) => s.id !== todaysRun.id);
    expect(others.every((s: { completedWorkoutId: string | null }) => s.completedWorkoutId === null)).toBe(
      true,
    );
    expect(
      (await a.call('GET', `/api/v1/odata/plannedsession/${todaysRun.id}`)).json().completedWorkoutId,
    ).toBe(first.id);
  });

  it('shows a workout no session planned on its day in the outlook, to its athlete only', async () => {
    const c = await seedAthlete(t);
    // The plan starts today: yesterday had nothing planned.
    const logged = await c.call('POST', '/api/v1/app/completed-workouts', {
      sport: 'cycling',
      date: daysFromToday(-1),
      startTime: '17:30',
      durationSeconds: 3900,
      distanceMeters: 32000,
      rpe: 4,
    });
    expect(logged.statusCode).toBe(201);
    const workout = logged.json<Workout>();
    expect(workout.plannedSessionId).toBeNull();
    const outlook = (await c.call('GET', `/api/v1/app/outlook?from=${daysFromToday(-1)}&days=2`)).json();
    expect(outlook.days[0].sessions).toEqual([]);
    expect(outlook.days[0].unplanned).toEqual([
      {
        completedWorkoutId: workout.id,
        sport: 'bike',
        title: workout.title,
        duration: 3900,
        distance: 32000,
        load: workout.stressScore,
      },
    ]);
    expect(outlook.days[1].unplanned).toEqual([]);
    // The totals stay the plan's: the unplanned ride is not in them.
    const planned = outlook.days[1].sessions.filter((s: { status: string }) => s.status !== 'skipped');
    expect(outlook.totals.duration).toBe(
      planned.reduce((sum: number, s: { duration: number }) => sum + s.duration, 0),
    );
    const theirs = (
      await stranger.call('GET', `/api/v1/app/outlook?from=${daysFromToday(-1)}&days=2`)
    ).json();
    expect(theirs.days[0].unplanned).toEqual([]);
  });

  it('does not match a planned session twice; a second log is not the first', async () => {
    const second = (
      await logRun({
        startTime: '18:00',
        durationSeconds: 1500,
        distanceMeters: null,
        averageHeartRate: null,
      })
    ).json<Workout>();
    expect(second.plannedSessionId).toBeNull();
    expect(second.title).toBe('Run');
    expect(completedEvents.at(-1)).toEqual({
      athleteId: a.athleteId,
      workoutId: second.id,
      first: false,
      plannedSessionId: null,
    });
    expect((await identity()).firstWorkoutId).toBe(first.id);
    expect((await a.call('DELETE', `/api/v1/app/completed-workouts/${second.id}`)).statusCode).toBe(204);
  });

  it('reads back as record and summary with the planned comparison', async () => {
    expect((await a.call('GET', `/api/v1/odata/completedworkout/${first.id}`)).json()).toEqual(first);
    const detail = (await a.call('GET', `/api/v1/app/completed-session-detail-view/${first.id}`)).json();
    expect(detail).toMatchObject({
      id: first.id,
      averageHeartRate: 148,
      speedDisplay: 'pacePerKm',
      zones: null,
      planned: { id: todaysRun.id, title: todaysRun.title, duration: todaysRun.duration },
    });
    expect(detail.averageSpeedMetersPerSecond).toBeCloseTo(8200 / 2700, 3);
    const chart = (await a.call('GET', `/api/v1/app/workout/chart?workoutId=${first.id}`)).json<Chart>();
    expect(chart).toMatchObject({ t: [], heartRate: [], speed: [], pace: [], power: [], altitude: [] });
  });

  it('takes session feedback within the spec bounds', async () => {
    const bad = await a.call('PATCH', `/api/v1/app/completed-workouts/${first.id}/feedback`, {
      executedAsPlanned: 'maybe',
      intensity: 0,
      durationFeel: 6,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((e: { message: string }) => e.message)).toEqual([
      'Tell us whether you did the workout as planned',
      'Intensity must be at least 1',
      'Duration feel must be at most 5',
    ]);
    const feedback = { executedAsPlanned: false, intensity: 7, durationFeel: 4 };
    const saved = await a.call('PATCH', `/api/v1/app/completed-workouts/${first.id}/feedback`, feedback);
    expect(saved.statusCode).toBe(200);
    expect(
      (await a.call('GET', `/api/v1/app/completed-session-detail-view/${first.id}`)).json().feedback,
    ).toEqual(feedback);
  });

  it('answers another athlete’s or an unknown id with Workout not found', async () => {
    const calls: ['GET' | 'PATCH' | 'DELETE', string][] = [
      ['GET', `/api/v1/odata/completedworkout/${first.id}`],
      ['GET', `/api/v1/app/completed-session-detail-view/${first.id}`],
      ['GET', `/api/v1/app/workout/chart?workoutId=${first.id}`],
      ['PATCH', `/api/v1/app/completed-workouts/${first.id}/feedback`],
      ['DELETE', `/api/v1/app/completed-sessions/${first.id}`],
      ['DELETE', `/api/v1/app/completed-workouts/${first.id}`],
    ];
    for (const [method, url] of calls) {
      const response = await stranger.call(
        method,
        url,
        method === 'PATCH' ? { executedAsPlanned: true, intensity: 5, durationFeel: 3 } : undefined,
      );
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('Workout not found');
    }
    // 36 characters of the uuid alphabet that are no uuid: the same 404, not the database's refusal.
    const malformed = ['-'.repeat(36), `${'a'.repeat(35)}-`];
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-workout', ...malformed]) {
      const response = await a.call('GET', `/api/v1/odata/completedworkout/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('Workout not found');
    }
    expect((await a.call('GET', `/api/v1/odata/completedworkout/${first.id}`)).json().feedback).toEqual({
      executedAsPlanned: false,
      intensity: 7,
      durationFeel: 4,
    });
  });

  it('deletes the workout: the planned session is open again and the first-workout flags clear', async () => {
    expect((await a.call('DELETE', `/api/v1/app/completed-workouts/${first.id}`)).statusCode).toBe(204);
    expect(deletedEvents).toContain(first.id);
    expect((await a.call('GET', `/api/v1/odata/completedworkout/${first.id}`)).statusCode).toBe(404);
    expect(
      (await a.call('GET', `/api/v1/odata/plannedsession/${todaysRun.id}`)).json().completedWorkoutId,
    ).toBeNull();
    const flags = await identity();
    expect(flags.firstWorkoutId).toBeNull();
    expect(flags.profile.showFirstWorkoutPopup).toBe(false);
  });
});

describe('demo data (developer call)', () => {
  let created: { id: string; date: string; sport: string }[];

  it('creates recorded workouts over the last three weeks from the plan’s rhythm', async () => {
    const response = await a.call('GET', '/api/v1/app/test/dummy/data/generate-plan');
    expect(response.statusCode).toBe(200);
    created = response.json().workouts;
    expect(created.length).toBeGreaterThan(6);
    expect(created.every((w) => w.date >= daysFromToday(-21) && w.date < today)).toBe(true);
    expect(created.some((w) => w.sport === 'bike')).toBe(true);
    // Demo data is not a real first workout: no popup.
    expect((await identity()).profile.showFirstWorkoutPopup).toBe(false);
  });

  it('gives a ride heart rate, speed, power and altitude, and time in power zones', async () => {
    const ride = created.find((w) => w.sport === 'bike');
    const chart = (await a.call('GET', `/api/v1/app/workout/chart?workoutId=${ride?.id}`)).json<Chart>();
    expect(chart.t.length).toBeGreaterThan(100);
    for (const series of [chart.heartRate, chart.speed, chart.power, chart.altitude])
      expect(series).toHaveLength(chart.t.length);
    expect(chart.pace).toEqual([]);
    const detail = (await a.call('GET', `/api/v1/app/completed-session-detail-view/${ride?.id}`)).json();
    // The athlete has told no FTP, so the ride's zones follow heart rate (power zones need an FTP).
    expect(detail).toMatchObject({
      source: 'demo',
      hasSamples: true,
      speedDisplay: 'speed',
      zones: { measure: 'heartRate' },
    });
    expect(detail.averagePower).toBeGreaterThan(50);
    expect(detail.elevationGainMeters).toBeGreaterThan(0);
    const inZones = detail.zones.zones.reduce(
      (sum: number, zone: { seconds: number }) => sum + zone.seconds,
      0,
    );
    expect(inZones).toBeGreaterThan(detail.durationSeconds * 0.6);
    expect(inZones).toBeLessThanOrEqual(detail.durationSeconds + 5);
  });

  it('records swims as speed and pace only (empty series where a pool swim has none)', async () => {
    const swim = created.find((w) => w.sport === 'swim');
    if (!swim) return expect(created.some((w) => w.sport === 'run')).toBe(true);
    const chart = (await a.call('GET', `/api/v1/app/workout/chart?workoutId=${swim.id}`)).json<Chart>();
    expect(chart.heartRate).toEqual([]);
    expect(chart.altitude).toEqual([]);
    expect(chart.pace.filter((p) => p !== null).every((p) => (p as number) > 60 && (p as number) < 250)).toBe(
      true,
    );
  });

  it('stores a recording compressed, and still reads one written as plain JSON before that', async () => {
    const ride = created.find((w) => w.sport === 'bike');
    const chartUrl = `/api/v1/app/workout/chart?workoutId=${ride?.id}`;
    const before = (await a.call('GET', chartUrl)).json<Chart>();
    const column = sql`${completedWorkouts.samples}::text`;
    const stored = async () =>
      (
        await t.ctx.db
          .select({ raw: column })
          .from(completedWorkouts)
          .where(eq(completedWorkouts.id, ride?.id ?? ''))
      )[0]?.raw;
    const raw = await stored();
    expect(raw).toMatch(/^gz:[A-Za-z0-9+/]+=*$/);
    const json = gunzipSync(Buffer.from(String(raw).slice(3), 'base64')).toString('utf8');
    expect(String(raw).length).toBeLessThan(json.length);
    // A row migrated from the jsonb column holds the JSON text itself.
    await t.ctx.db.execute(sql`update completed_workouts set samples = ${json} where id = ${ride?.id ?? ''}`);
    expect(await stored()).toBe(json);
    expect((await a.call('GET', chartUrl)).json<Chart>()).toEqual(before);
  });

  it('deleting the recording keeps the workout done without its charts', async () => {
    const ride = created.find((w) => w.sport === 'bike');
    expect((await a.call('DELETE', `/api/v1/app/completed-sessions/${ride?.id}`)).statusCode).toBe(204);
    const record = (await a.call('GET', `/api/v1/odata/completedworkout/${ride?.id}`)).json<Workout>();
    expect(record.hasSamples).toBe(false);
    expect(record.durationSeconds).toBeGreaterThan(0);
    expect((await a.call('GET', `/api/v1/app/workout/chart?workoutId=${ride?.id}`)).json<Chart>().t).toEqual(
      [],
    );
  });

  it('replaces earlier demo data instead of adding to it', async () => {
    const again = (await a.call('GET', '/api/v1/app/test/dummy/data/generate-plan')).json();
    expect(again.created).toBe(created.length);
    expect(await workoutCount()).toBe(created.length);
    expect((await a.call('GET', `/api/v1/odata/completedworkout/${created[0]?.id}`)).statusCode).toBe(404);
  });

  it('is refused in production', async () => {
    const production = await createTestApp({ APP_ENV: 'production' });
    try {
      const athlete = await buildAthlete(production.app);
      const response = await athlete.call('GET', '/api/v1/app/test/dummy/data/generate-plan');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Demo data is not available in production.');
    } finally {
      await production.close();
    }
  }, 30_000);
});

describe('demo data for a plan that reaches back', () => {
  it('records the past planned sessions, linked to them, and leaves the ones really done alone', async () => {
    const rows = await t.ctx.db
      .select()
      .from(plannedSessions)
      .where(eq(plannedSessions.athleteId, a.athleteId))
      .orderBy(plannedSessions.date)
      .limit(40);
    const [done, open] = rows.filter((row) => row.sport === 'bike' && row.session.focus !== 'Race');
    if (!done || !open) throw new Error('the plan has fewer than two rides');
    const moveTo = async (row: typeof done, date: string) =>
      t.ctx.db
        .update(plannedSessions)
        .set({ date, session: { ...row.session, date } })
        .where(and(eq(plannedSessions.athleteId, a.athleteId), eq(plannedSessions.id, row.id)));
    await moveTo(done, daysFromToday(-3));
    await moveTo(open, daysFromToday(-2));
    const logged = (
      await a.call('POST', '/api/v1/app/completed-workouts', {
        sport: 'cycling',
        date: daysFromToday(-3),
        durationSeconds: 3600,
        averagePower: 150,
      })
    ).json<Workout>();
    expect(logged.plannedSessionId).toBe(done.id);
    const demo = (await a.call('GET', '/api/v1/app/test/dummy/data/generate-plan')).json();
    expect(demo.workouts).toEqual([{ id: expect.any(String), date: daysFromToday(-2), sport: 'bike' }]);
    expect(
      (await a.call('GET', `/api/v1/odata/completedworkout/${demo.workouts[0].id}`)).json().plannedSessionId,
    ).toBe(open.id);
    expect((await a.call('GET', `/api/v1/odata/completedworkout/${logged.id}`)).statusCode).toBe(200);
  });

  it('counts a ride in power zones once the athlete has an FTP', async () => {
    const saved = await a.call('POST', '/api/v2/thresholds/cycling', { upperPower: 250 });
    expect(saved.statusCode, saved.body).toBe(200);
    await planSettled(a);
    // A ride of yesterday that nothing has recorded yet (the rides before it already have workouts).
    // Session ids are made from their day: the rebuilt plan may reuse the id of the ride the first
    // test logged, and a session already done gets no demo twin, so that one is not taken.
    const recorded = new Set(
      (
        await t.ctx.db
          .select({ id: completedWorkouts.plannedSessionId })
          .from(completedWorkouts)
          .where(eq(completedWorkouts.athleteId, a.athleteId))
      ).map((row) => row.id),
    );
    const future = (
      await t.ctx.db
        .select()
        .from(plannedSessions)
        .where(
          and(
            eq(plannedSessions.athleteId, a.athleteId),
            eq(plannedSessions.sport, 'bike'),
            gte(plannedSessions.date, daysFromToday(0)),
          ),
        )
        .orderBy(plannedSessions.date)
    ).find((row) => !recorded.has(row.id) && row.session.focus !== 'Race');
    if (!future) throw new Error('the plan has no ride ahead');
    await t.ctx.db
      .update(plannedSessions)
      .set({ date: daysFromToday(-1), session: { ...future.session, date: daysFromToday(-1) } })
      .where(and(eq(plannedSessions.athleteId, a.athleteId), eq(plannedSessions.id, future.id)));
    const demo = (await a.call('GET', '/api/v1/app/test/dummy/data/generate-plan')).json();
    const ride = demo.workouts.find((w: { sport: string }) => w.sport === 'bike');
    const detail = (await a.call('GET', `/api/v1/app/completed-session-detail-view/${ride.id}`)).json();
    expect(detail.zones.measure).toBe('power');
    expect(detail.zones.zones.map((zone: { id: string }) => zone.id)).toEqual([
      'Z1',
      'Z2',
      'Z3',
      'Z4',
      'Z5',
      'Z6',
      'Z7',
    ]);
    // An endurance-paced demo ride at 250 W FTP averages well above 100 W.
    expect(detail.averagePower).toBeGreaterThan(120);
  });
});
