import { addDays, fitnessSeries, startOfWeek } from '@tricoach/core';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedWorkouts } from '../src/db/schema';
import { fitnessView } from '../src/history/history.routes';
import { daysFromToday, type TestAthlete } from './support/athlete-factory';
import { signedUpAthlete } from './support/seed-athlete';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let a: TestAthlete;
let newcomer: TestAthlete;

interface Row {
  /** Both spellings the table holds: the spec's words and the engine's (the logging module writes these). */
  sport: 'swimming' | 'cycling' | 'running' | 'strengthtraining' | 'swim' | 'bike' | 'run' | 'strength';
  daysAgo: number;
  minutes: number;
  meters?: number;
  stress?: number;
  title?: string;
  hour?: number;
}

/** Completed workouts written straight to the table, as the logging module would. */
async function insertWorkouts(athleteId: string, rows: Row[]) {
  await t.ctx.db.insert(completedWorkouts).values(
    rows.map((row) => {
      const localDate = daysFromToday(-row.daysAgo);
      return {
        athleteId,
        sport: row.sport,
        title: row.title ?? null,
        startedAt: new Date(`${localDate}T${String(row.hour ?? 7).padStart(2, '0')}:00:00Z`),
        localDate,
        durationSeconds: row.minutes * 60,
        distanceMeters: row.meters ?? null,
        stressScore: row.stress ?? null,
        source: 'manual',
      };
    }),
  );
}

// a's history: a year-old block of runs (outside 1m, 3m, inside 1y) and recent mixed training.
const history: Row[] = [
  { sport: 'running', daysAgo: 400, minutes: 60, meters: 12_000, stress: 70 },
  { sport: 'running', daysAgo: 200, minutes: 50, meters: 10_000, stress: 60 },
  { sport: 'cycling', daysAgo: 45, minutes: 120, meters: 60_000, stress: 110 }, // previous month
  { sport: 'swimming', daysAgo: 40, minutes: 40, meters: 2_000, stress: 45 }, // previous month
  { sport: 'swimming', daysAgo: 20, minutes: 45, meters: 2_500, stress: 50, title: 'Pool endurance' },
  { sport: 'bike', daysAgo: 10, minutes: 90, meters: 45_000, stress: 95 },
  { sport: 'run', daysAgo: 3, minutes: 45, meters: 9_000, stress: 55 },
  { sport: 'strength', daysAgo: 2, minutes: 30, stress: 25 },
  { sport: 'running', daysAgo: 0, minutes: 30, meters: 6_000, stress: 35, hour: 6 },
];

beforeAll(async () => {
  t = await createTestApp();
  a = await signedUpAthlete(t);
  newcomer = await signedUpAthlete(t);
  await insertWorkouts(a.athleteId, history);
}, 60_000);
afterAll(() => t.close());

describe('activity dashboard', () => {
  it('reads its totals from the (athlete, day) index alone, which holds every column they sum', async () => {
    // With the planner's statistics of a small table the plan may differ: the index itself is checked.
    const [index] = (
      (await t.ctx.db.execute(
        sql`select indexdef from pg_indexes where indexname = 'completed_workouts_athlete_date_idx'`,
      )) as unknown as { rows: { indexdef: string }[] }
    ).rows;
    expect(index?.indexdef).toMatch(
      /\(athlete_id, local_date\) INCLUDE \(sport, duration_seconds, distance_meters, stress_score\)/,
    );
  });

  it('sums the last 30 days per sport and compares with the 30 days before', async () => {
    const response = await a.call('GET', '/api/v1/app/history/activity-dashboard?range=1m');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.from).toBe(daysFromToday(-29));
    expect(body.to).toBe(daysFromToday(0));
    expect(body.firstWorkoutDate).toBe(daysFromToday(-400));
    expect(body.totals).toEqual({
      duration: (45 + 90 + 45 + 30 + 30) * 60,
      distance: 2_500 + 45_000 + 9_000 + 6_000,
      workouts: 5,
      stress: 50 + 95 + 55 + 25 + 35,
    });
    expect(body.bySport.run).toEqual({ duration: 75 * 60, distance: 15_000, workouts: 2, stress: 90 });
    expect(body.bySport.strength).toEqual({ duration: 30 * 60, distance: 0, workouts: 1, stress: 25 });
    expect(body.previous.from).toBe(daysFromToday(-59));
    expect(body.previous.to).toBe(daysFromToday(-30));
    expect(body.previous.totals).toEqual({ duration: 160 * 60, distance: 62_000, workouts: 2, stress: 155 });
  });

  it('counts every workout for all time, without a previous period', async () => {
    const body = (await a.call('GET', '/api/v1/app/history/activity-dashboard?range=all')).json();
    expect(body.from).toBe(daysFromToday(-400));
    expect(body.totals.workouts).toBe(history.length);
    expect(body.previous).toBeNull();
    const year = (await a.call('GET', '/api/v1/app/history/activity-dashboard?range=1y')).json();
    expect(year.totals.workouts).toBe(history.length - 1);
  });

  it('reads zero for an athlete with no workouts yet, and never shows another athlete’s', async () => {
    const body = (await newcomer.call('GET', '/api/v1/app/history/activity-dashboard?range=all')).json();
    expect(body.totals).toEqual({ duration: 0, distance: 0, workouts: 0, stress: 0 });
    expect(body.from).toBe(daysFromToday(0));
    expect(body.firstWorkoutDate).toBeNull();
  });

  it('refuses an unknown range with a clear message', async () => {
    const response = await a.call('GET', '/api/v1/app/history/activity-dashboard?range=2w');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose a range: 1m, 3m, 1y or all.');
  });
});

describe('sport split', () => {
  it('gives each sport its share of time and distance', async () => {
    const body = (await a.call('GET', '/api/v1/app/history/sport-split?range=1m')).json();
    const bySport = Object.fromEntries(body.sports.map((entry: { sport: string }) => [entry.sport, entry]));
    expect(bySport.bike.durationShare).toBeCloseTo(90 / 240, 3);
    expect(bySport.bike.distanceShare).toBeCloseTo(45_000 / 62_500, 3);
    expect(bySport.strength.distanceShare).toBe(0);
    const shares = body.sports.reduce(
      (sum: number, entry: { durationShare: number }) => sum + entry.durationShare,
      0,
    );
    expect(shares).toBeCloseTo(1, 2);
    const empty = (await newcomer.call('GET', '/api/v1/app/history/sport-split?range=1m')).json();
    expect(empty.sports.every((entry: { durationShare: number }) => entry.durationShare === 0)).toBe(true);
  });
});

describe('completed workouts list', () => {
  it('lists newest first, a page at a time, without repeating or skipping', async () => {
    const first = (await a.call('GET', '/api/v1/app/history/completed-workouts?range=all&limit=4')).json();
    expect(first.workouts).toHaveLength(4);
    expect(first.workouts[0]).toEqual(
      expect.objectContaining({
        sport: 'run',
        date: daysFromToday(0),
        title: 'Run',
        duration: 1800,
        distance: 6000,
        stress: 35,
        id: expect.any(String),
      }),
    );
    expect(first.nextCursor).toEqual(expect.any(String));
    const seen = [...first.workouts];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = (
        await a.call('GET', `/api/v1/app/history/completed-workouts?range=all&limit=4&cursor=${cursor}`)
      ).json();
      seen.push(...page.workouts);
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(history.length);
    expect(new Set(seen.map((w) => w.id)).size).toBe(history.length);
    const dates = seen.map((w) => w.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(seen.find((w) => w.sport === 'swim' && w.date === daysFromToday(-20))?.title).toBe(
      'Pool endurance',
    );
    expect(seen.find((w) => w.sport === 'strength')?.distance).toBeNull();
  });

  it('filters by sport and range', async () => {
    const runs = (await a.call('GET', '/api/v1/app/history/completed-workouts?range=3m&sport=run')).json();
    expect(runs.workouts.map((w: { date: string }) => w.date)).toEqual([daysFromToday(0), daysFromToday(-3)]);
    expect(runs.nextCursor).toBeNull();
  });

  // At TEST_NOW (10:00 UTC) Kiritimati (UTC+14) is a day ahead and Pago Pago (UTC−11) a day
  // behind: the list is read in one statement for every date today can be, then picked.
  it("pages the month of the athlete's own today, in any time zone", async () => {
    const traveller = await signedUpAthlete(t);
    // One ride a day from 31 days ago to tomorrow, each at noon UTC.
    await insertWorkouts(
      traveller.athleteId,
      Array.from({ length: 33 }, (_, i) => ({
        sport: 'bike' as const,
        daysAgo: 31 - i,
        minutes: 60,
        hour: 12,
      })),
    );
    for (const [zone, day] of [
      ['Pacific/Kiritimati', 1],
      ['Pacific/Pago_Pago', -1],
      ['UTC', 0],
    ] as const) {
      expect(
        (await traveller.call('POST', '/api/v1/app/update-time-zone', { TimeZoneId: zone })).statusCode,
      ).toBe(204);
      const dates: string[] = [];
      let cursor = '';
      for (let page = 0; page < 5; page++) {
        const body = (
          await traveller.call('GET', `/api/v1/app/history/completed-workouts?range=1m&limit=7${cursor}`)
        ).json();
        dates.push(...body.workouts.map((w: { date: string }) => w.date));
        if (!body.nextCursor) break;
        cursor = `&cursor=${body.nextCursor}`;
      }
      // The 30 days ending on the athlete's today, newest first, each once.
      expect(dates).toEqual(Array.from({ length: 30 }, (_, i) => daysFromToday(day - i)));
    }
  });

  it('shows a stranger none of a’s workouts, and refuses a broken cursor or limit', async () => {
    const other = (await newcomer.call('GET', '/api/v1/app/history/completed-workouts?range=all')).json();
    expect(other).toEqual({ workouts: [], nextCursor: null });
    const forged = [
      'nonsense',
      // Shaped like a cursor, but an id of dashes, or a date no database keeps.
      Buffer.from(`2026-03-01T07:00:00.000Z|${'-'.repeat(36)}`).toString('base64url'),
      Buffer.from('+275760-09-13T00:00:00.000Z|0b9f6a1e-3c1d-4f0e-9d4c-2a7b8e6f5c3d').toString('base64url'),
    ];
    for (const cursor of forged) {
      const badCursor = await a.call('GET', `/api/v1/app/history/completed-workouts?cursor=${cursor}`);
      expect(badCursor.statusCode, cursor).toBe(400);
      expect(badCursor.json().message).toBe('This list position is no longer valid. Reload the list.');
    }
    const badSport = await a.call('GET', '/api/v1/app/history/completed-workouts?sport=ski');
    expect(badSport.statusCode).toBe(400);
    expect(badSport.json().message).toBe('Choose a sport: swim, bike, run or strength.');
    const badLimit = await a.call('GET', '/api/v1/app/history/completed-workouts?limit=500');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toBe('Show at most 100 workouts.');
  });
});

describe('duration and distance series', () => {
  it('gives every Monday-first week of the range, per sport', async () => {
    const body = (await a.call('GET', '/api/v1/app/history/series?range=1m')).json();
    expect(body.bucket).toBe('week');
    expect(body.buckets[0].start).toBe(startOfWeek(daysFromToday(-29)));
    expect(body.from).toBe(body.buckets[0].start);
    expect(body.buckets.at(-1).start).toBe(startOfWeek(daysFromToday(0)));
    for (let i = 1; i < body.buckets.length; i++)
      expect(body.buckets[i].start).toBe(addDays(body.buckets[i - 1].start, 7));
    const week = body.buckets.find((b: { start: string }) => b.start === startOfWeek(daysFromToday(-10)));
    expect(week.duration.bike).toBe(90 * 60);
    expect(week.distance.bike).toBe(45_000);
    const sum = (key: 'duration' | 'distance') =>
      body.buckets.reduce(
        (total: number, b: Record<string, Record<string, number>>) =>
          total + Object.values(b[key] ?? {}).reduce((s, v) => s + v, 0),
        0,
      );
    // The first week may start before the range: it holds whole weeks, so it can include older workouts.
    expect(sum('duration')).toBeGreaterThanOrEqual(240 * 60);
  });

  it('uses months beyond a year', async () => {
    const body = (await a.call('GET', '/api/v1/app/history/series?range=all')).json();
    expect(body.bucket).toBe('month');
    expect(body.buckets[0].start).toBe(`${daysFromToday(-400).slice(0, 7)}-01`);
    const total = body.buckets.reduce(
      (s: number, b: { duration: Record<string, number> }) =>
        s + Object.values(b.duration).reduce((x, y) => x + y, 0),
      0,
    );
    expect(total).toBe(history.reduce((s, row) => s + row.minutes * 60, 0));
  });
});

describe('fitness, fatigue and form', () => {
  it('runs the model from the first workout and returns only the range', async () => {
    const body = (await a.call('GET', '/api/v1/app/history/fitness?range=1m')).json();
    expect(body.points).toHaveLength(30);
    expect(body.points[0].date).toBe(daysFromToday(-29));
    const expected = fitnessSeries(
      history
        .filter((row) => row.stress !== undefined)
        .map((row) => ({ date: daysFromToday(-row.daysAgo), stress: row.stress ?? 0 })),
      { to: daysFromToday(0) },
    ).points.at(-1);
    expect(body.current.fitness).toBeCloseTo(expected?.fitness ?? -1, 1);
    expect(body.current.fatigue).toBeCloseTo(expected?.fatigue ?? -1, 1);
    expect(body.current.form).toBeCloseTo(expected?.form ?? -1, 1);
    expect(body.current.rampRate).toBeCloseTo(expected?.rampRate ?? -1, 1);
    // Load from before the range still counts: fitness on the range's first day is above zero.
    expect(body.points[0].fitness).toBeGreaterThan(0);
    expect(['highRisk', 'optimal', 'fresh', 'detraining']).toContain(body.current.formBand);
    expect(['declining', 'low', 'moderate', 'high', 'veryHigh']).toContain(body.current.rampBand);
  });

  it('covers all time from the first workout', async () => {
    const body = (await a.call('GET', '/api/v1/app/history/fitness?range=all')).json();
    expect(body.points[0].date).toBe(daysFromToday(-400));
    expect(body.points).toHaveLength(401);
  });

  it('sends the kept answer compressed as the client accepts, the same JSON every way', async () => {
    const url = '/api/v1/app/history/fitness?range=all';
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        url,
        headers: { ...a.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const expected = plain.json();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the second answer is the kept compressed copy.
      for (const _ of [1, 2]) {
        const answer = await get(accept);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(JSON.parse(decode(answer.rawPayload).toString())).toEqual(expected);
      }
    }
    expect((await get('identity')).headers['content-encoding']).toBeUndefined();
    expect((await get('identity')).json()).toEqual(expected);
  });

  it('is flat and fresh for a newcomer', async () => {
    const body = (await newcomer.call('GET', '/api/v1/app/history/fitness?range=3m')).json();
    expect(body.points.every((p: { fitness: number }) => p.fitness === 0)).toBe(true);
    expect(body.current).toEqual(
      expect.objectContaining({ fitness: 0, fatigue: 0, form: 0, formBand: 'fresh' }),
    );
  });

  it('gives the same answer as the model over the range, before and after the history starts', async () => {
    const range3m = (await a.call('GET', '/api/v1/app/history/fitness?range=1y')).json();
    const expected = fitnessSeries(
      history
        .filter((row) => row.stress !== undefined)
        .map((row) => ({ date: daysFromToday(-row.daysAgo), stress: row.stress ?? 0 })),
      { from: daysFromToday(-364), to: daysFromToday(0) },
    ).points;
    expect(range3m.points).toHaveLength(365);
    expect(range3m.points.map((p: { fitness: number }) => p.fitness)).toEqual(
      expected.map((p) => Math.round(p.fitness * 10) / 10),
    );
    // A newcomer's single workout: the days before it in the range are zero, as the model reports them.
    const [once] = [await signedUpAthlete(t)];
    await insertWorkouts(once.athleteId, [{ sport: 'run', daysAgo: 5, minutes: 40, stress: 50 }]);
    const body = (await once.call('GET', '/api/v1/app/history/fitness?range=1m')).json();
    const model = fitnessSeries([{ date: daysFromToday(-5), stress: 50 }], {
      from: daysFromToday(-29),
      to: daysFromToday(0),
    }).points;
    expect(body.points).toEqual(
      model.map((p) => ({
        date: p.date,
        stress: Math.round(p.stress),
        fitness: Math.round(p.fitness * 10) / 10,
        fatigue: Math.round(p.fatigue * 10) / 10,
        form: Math.round(p.form * 10) / 10,
        rampRate: Math.round(p.rampRate * 10) / 10,
      })),
    );
  });
});

describe('the kept fitness series follows every write at once', () => {
  const fitnessToday = async (athlete: TestAthlete) =>
    (await athlete.call('GET', '/api/v1/app/history/fitness?range=1m')).json().current.fitness as number;
  const roadmapToday = async (athlete: TestAthlete) =>
    (
      (await athlete.call('POST', '/api/v1/app/race-roadmap')).json().fitness as {
        date: string;
        fitness: number;
      }[]
    ).find((point) => point.date === daysFromToday(0))?.fitness;

  it('a logged, edited and deleted workout, and one written by other code, show on the next read', async () => {
    const athlete = await signedUpAthlete(t);
    await insertWorkouts(athlete.athleteId, [{ sport: 'run', daysAgo: 60, minutes: 60, stress: 80 }]);
    const before = await fitnessToday(athlete);
    const roadmapBefore = await roadmapToday(athlete);
    expect(await fitnessToday(athlete)).toBe(before); // read twice: served from the kept series

    // Logged through the API.
    const logged = await athlete.call('POST', '/api/v1/app/completed-workouts', {
      sport: 'running',
      date: daysFromToday(0),
      startTime: '07:15',
      durationSeconds: 3600,
      distanceMeters: 12_000,
      averageHeartRate: 150,
      rpe: 6,
    });
    expect(logged.statusCode).toBe(201);
    const afterLog = await fitnessToday(athlete);
    expect(afterLog).toBeGreaterThan(before);
    expect(await roadmapToday(athlete)).toBeGreaterThan(roadmapBefore ?? 0);

    // Changed by a statement of other code (an import, another server process): the database's own version counts it.
    await t.ctx.db
      .update(completedWorkouts)
      .set({ stressScore: 300 })
      .where(
        and(
          eq(completedWorkouts.athleteId, athlete.athleteId),
          eq(completedWorkouts.localDate, daysFromToday(-60)),
        ),
      );
    const afterUpdate = await fitnessToday(athlete);
    expect(afterUpdate).toBeGreaterThan(afterLog);

    // Deleted through the API.
    const deleted = await athlete.call('DELETE', `/api/v1/app/completed-workouts/${logged.json().id}`);
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await fitnessToday(athlete)).toBeLessThan(afterUpdate);

    // Deleted in raw SQL: nothing left, fitness back to zero.
    await t.ctx.db.execute(sql`delete from completed_workouts where athlete_id = ${athlete.athleteId}`);
    expect(await fitnessToday(athlete)).toBe(0);
    // Another athlete's writes never show here.
    expect(
      (await a.call('GET', '/api/v1/app/history/fitness?range=1m')).json().current.fitness,
    ).toBeGreaterThan(0);
  });

  it('the kept totals, split, series and workouts list follow a workout written by any code at once', async () => {
    const athlete = await signedUpAthlete(t);
    await insertWorkouts(athlete.athleteId, [{ sport: 'run', daysAgo: 2, minutes: 60, stress: 80 }]);
    const read = async () => ({
      dashboard: (await athlete.call('GET', '/api/v1/app/history/activity-dashboard?range=1m')).json(),
      split: (await athlete.call('GET', '/api/v1/app/history/sport-split?range=1m')).json(),
      series: (await athlete.call('GET', '/api/v1/app/history/series?range=all')).json(),
      list: (await athlete.call('GET', '/api/v1/app/history/completed-workouts?range=1m')).json(),
    });
    const before = await read();
    expect(await read()).toEqual(before);
    expect(before.dashboard.totals.workouts).toBe(1);
    expect(before.list.workouts).toHaveLength(1);
    await insertWorkouts(athlete.athleteId, [{ sport: 'bike', daysAgo: 1, minutes: 90, stress: 90 }]);
    const after = await read();
    expect(after.dashboard.totals.workouts).toBe(2);
    expect(after.list.workouts.map((workout: { sport: string }) => workout.sport)).toEqual(['bike', 'run']);
    // A title changed by other code shows on the list's next read too.
    await t.ctx.db
      .update(completedWorkouts)
      .set({ title: 'Renamed elsewhere' })
      .where(eq(completedWorkouts.athleteId, athlete.athleteId));
    expect(
      (await athlete.call('GET', '/api/v1/app/history/completed-workouts?range=1m')).json().workouts[0].title,
    ).toBe('Renamed elsewhere');
    expect(after.dashboard.bySport.bike.duration).toBe(5400);
    expect(after.split.sports.find((s: { sport: string }) => s.sport === 'bike').duration).toBe(5400);
    const bikeSeconds = (series: { buckets: { duration: { bike: number } }[] }) =>
      series.buckets.reduce((sum, bucket) => sum + bucket.duration.bike, 0);
    expect(bikeSeconds(after.series)).toBe(5400);
    expect(bikeSeconds(before.series)).toBe(0);
  });

  it('never takes a version back: a reset athlete who trains again is not answered from before', async () => {
    const athlete = await signedUpAthlete(t);
    await insertWorkouts(athlete.athleteId, [{ sport: 'run', daysAgo: 3, minutes: 60, stress: 80 }]);
    const first = await fitnessToday(athlete);
    expect(first).toBeGreaterThan(0);
    // The developer reset deletes every row of the athlete, their load version's too.
    await t.ctx.db.execute(sql`delete from completed_workouts where athlete_id = ${athlete.athleteId}`);
    await t.ctx.db.execute(sql`delete from athlete_load_versions where athlete_id = ${athlete.athleteId}`);
    await insertWorkouts(athlete.athleteId, [{ sport: 'run', daysAgo: 3, minutes: 120, stress: 200 }]);
    expect(await fitnessToday(athlete)).toBeGreaterThan(first);
  });

  it('sends the kept text exactly as the response schema’s serializer would write it', async () => {
    for (const range of ['1m', 'all'] as const) {
      const response = await a.call('GET', `/api/v1/app/history/fitness?range=${range}`);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify(fitnessView.encode(response.json())));
    }
  });
});
