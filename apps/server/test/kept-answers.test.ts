import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, startOfWeek } from '@tricoach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { manualClock } from '../src/clock/clock';
import { answerPreparations, completedWorkouts, keptAnswers } from '../src/db/schema';
import { nextLocalMidnight } from '../src/http/answer-preparation';
import { actingAs } from './support/athlete-factory';
import { GOOD_MORNING_CHECK_IN } from './support/check-in-answers';
import { seedAthlete, type SeededAthlete } from './support/seed-athlete';
import { createTestApp, type TestApp } from './support/test-app';
import { TEST_NOW, TEST_TODAY } from './support/test-clock';

/**
 * Page answers kept in the database (kept_answers): read by any process once built, never
 * another release's or an older version's, and prepared ahead of the athlete's reads after a new
 * plan and after their midnight (issue 17 parts 3 and 5).
 */
const clock = manualClock(TEST_NOW);
let first: TestApp;
let second: BuiltApp;
let a: SeededAthlete;

const monday = startOfWeek(TEST_TODAY);
/** The calls prepared ahead, as the screens make them, with the kept_answers call each is kept under. */
const preparedCalls = (goalId: string) => [
  { method: 'POST' as const, url: '/api/v1/app/race-roadmap', call: 'roadmap' },
  { method: 'POST' as const, url: `/api/v1/app/race-roadmap-by-goal/${goalId}`, call: `roadmap|${goalId}` },
  { method: 'GET' as const, url: `/api/v1/app/outlook?from=${monday}&days=7`, call: `outlook|${monday}|7` },
  { method: 'GET' as const, url: `/api/v1/app/outlook?from=${monday}&days=42`, call: `outlook|${monday}|42` },
  { method: 'GET' as const, url: '/api/v1/app/training-plan', call: 'training-plan' },
  { method: 'GET' as const, url: '/api/v1/app/history/fitness?range=1m', call: 'fitness|1m' },
  { method: 'GET' as const, url: '/api/v1/app/history/fitness?range=all', call: 'fitness|all' },
  { method: 'GET' as const, url: '/api/v1/app/history/series?range=all', call: 'series|all' },
  {
    method: 'GET' as const,
    url: '/api/v1/app/history/activity-dashboard?range=1m',
    call: 'activity-dashboard|1m',
  },
  {
    method: 'GET' as const,
    url: '/api/v1/app/history/activity-dashboard?range=1y',
    call: 'activity-dashboard|1y',
  },
  { method: 'GET' as const, url: '/api/v1/app/history/sport-split?range=1m', call: 'sport-split|1m' },
  {
    method: 'GET' as const,
    url: '/api/v1/app/history/completed-workouts?range=1m&limit=20',
    call: 'completed-workouts|1m|20',
  },
];

const rowsOf = (athleteId: string) =>
  first.ctx.db
    .select()
    .from(keptAnswers)
    .where(eq(keptAnswers.athleteId, athleteId))
    .then((rows) => new Map(rows.map((row) => [row.call, row])));

const storedJson = (row: { body: string }) =>
  brotliDecompressSync(Buffer.from(row.body, 'base64')).toString('utf8');

/** The athlete's preparation jobs, whatever their state. */
async function preparationJobs(athleteId: string): Promise<number> {
  const { rows } = await first.database.executeSql(
    `SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'answer-preparation' AND data->>'athleteId' = $1`,
    [athleteId],
  );
  return (rows[0] as { count: number }).count;
}

/** A process that has kept nothing yet: a new app on the same database. */
async function freshProcess(): Promise<BuiltApp> {
  const built = await buildApp(first.config, { ...first.database, close: async () => {} }, { clock });
  await built.app.ready();
  return built;
}

async function addWorkout(athleteId: string, daysAgo: number, stress: number) {
  const localDate = addDays(TEST_TODAY, -daysAgo);
  await first.ctx.db.insert(completedWorkouts).values({
    athleteId,
    sport: 'run',
    startedAt: new Date(`${localDate}T06:00:00Z`),
    localDate,
    durationSeconds: 3600,
    distanceMeters: 10_000,
    stressScore: stress,
    source: 'manual',
  });
}

beforeAll(async () => {
  first = await createTestApp({}, clock);
  second = await freshProcess();
  a = await seedAthlete(first);
  await addWorkout(a.athleteId, 30, 70);
  await addWorkout(a.athleteId, 2, 55);
}, 60_000);
afterAll(async () => {
  await second.app.close();
  await first.close();
});

describe('answers kept in the database', () => {
  it('serves an answer another process built from its row, and sends it as that process did', async () => {
    const url = '/api/v1/app/history/fitness?range=all';
    const built = await a.call('GET', url);
    expect(built.statusCode).toBe(200);
    const row = (await rowsOf(a.athleteId)).get('fitness|all');
    expect(row && storedJson(row)).toBe(built.body);
    expect(row?.jsonLength).toBe(built.body.length);

    // The row, not a rebuild, is what the other process sends: a marked copy under the same key shows.
    const marked = JSON.stringify({ ...built.json<object>(), marked: true });
    await first.ctx.db
      .update(keptAnswers)
      .set({ body: brotliCompressSync(marked).toString('base64'), jsonLength: marked.length })
      .where(and(eq(keptAnswers.athleteId, a.athleteId), eq(keptAnswers.call, 'fitness|all')));
    const elsewhere = actingAs(second.app, a, a.athleteId);
    const plain = await elsewhere.call('GET', url);
    expect(plain.json<{ marked?: boolean }>().marked).toBe(true);
    const compressed = await second.app.inject({
      url,
      headers: { ...a.headers, 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(marked);
    await first.ctx.db
      .delete(keptAnswers)
      .where(and(eq(keptAnswers.athleteId, a.athleteId), eq(keptAnswers.call, 'fitness|all')));
  });

  it('never sends a row of another release or of older data', async () => {
    const url = '/api/v1/app/history/series?range=all';
    const built = await a.call('GET', url);
    const before = (await rowsOf(a.athleteId)).get('series|all');
    expect(before).toBeDefined();

    // Another release wrote it (another fingerprint in its key): built again here.
    const stale = JSON.stringify({ stale: true });
    await first.ctx.db
      .update(keptAnswers)
      .set({
        key: sql`'another-release' || substr(${keptAnswers.key}, strpos(${keptAnswers.key}, '|'))`,
        body: brotliCompressSync(stale).toString('base64'),
        jsonLength: stale.length,
      })
      .where(and(eq(keptAnswers.athleteId, a.athleteId), eq(keptAnswers.call, 'series|all')));
    const other = await freshProcess();
    try {
      const rebuilt = await actingAs(other.app, a, a.athleteId).call('GET', url);
      expect(rebuilt.body).toBe(built.body);
      expect((await rowsOf(a.athleteId)).get('series|all')?.key).toBe(before?.key);

      // A workout written since: the row's versions are old, the answer counts the workout.
      await addWorkout(a.athleteId, 1, 80);
      const after = await actingAs(other.app, a, a.athleteId).call('GET', url);
      expect(after.body).not.toBe(built.body);
      expect((await rowsOf(a.athleteId)).get('series|all')?.key).not.toBe(before?.key);
    } finally {
      await other.app.close();
    }
  });

  it('keeps each athlete to their own rows', async () => {
    const b = await seedAthlete(first);
    const url = '/api/v1/app/history/fitness?range=1m';
    await a.call('GET', url);
    const theirs = await b.call('GET', url);
    expect(theirs.statusCode).toBe(200);
    const [aRow, bRow] = [
      (await rowsOf(a.athleteId)).get('fitness|1m'),
      (await rowsOf(b.athleteId)).get('fitness|1m'),
    ];
    expect(bRow && storedJson(bRow)).toBe(theirs.body);
    expect(aRow && storedJson(aRow)).not.toBe(theirs.body);
    // A goal id of another athlete's is a 404 and keeps nothing.
    const foreign = await b.call('POST', `/api/v1/app/race-roadmap-by-goal/${a.goalIds[0]}`);
    expect(foreign.statusCode).toBe(404);
    expect((await rowsOf(b.athleteId)).has(`roadmap|${a.goalIds[0]}`)).toBe(false);
  });
  it('keeps only this week’s outlook in the database: any other week asked stays in the process', async () => {
    const weeks = [-7, 7, 350].map((days) => addDays(monday, days));
    for (const from of weeks) {
      const read = await a.call('GET', `/api/v1/app/outlook?from=${from}&days=7`);
      expect(read.statusCode, from).toBe(200);
      // Kept in the process all the same: the second read is the first's answer.
      expect((await a.call('GET', `/api/v1/app/outlook?from=${from}&days=7`)).body).toBe(read.body);
    }
    const rows = await rowsOf(a.athleteId);
    for (const from of weeks) expect(rows.has(`outlook|${from}|7`), from).toBe(false);
    await a.call('GET', `/api/v1/app/outlook?from=${monday}&days=7`);
    expect((await rowsOf(a.athleteId)).has(`outlook|${monday}|7`)).toBe(true);
  });

  it('keeps the statistics in the database, and a workouts page of another size than the screen’s in the process', async () => {
    const workouts = (query: string) => `/api/v1/app/history/completed-workouts?${query}`;
    const read = await a.call('GET', workouts('range=3m&limit=20'));
    expect(read.statusCode).toBe(200);
    const small = await a.call('GET', workouts('range=3m&limit=1'));
    expect(small.json<{ workouts: unknown[] }>().workouts).toHaveLength(1);
    expect((await a.call('GET', workouts('range=3m&limit=1'))).body).toBe(small.body);
    // Without a limit the page is the screen's size, kept under the same row.
    expect((await a.call('GET', workouts('range=3m'))).body).toBe(read.body);
    const totals = await a.call('GET', '/api/v1/app/history/activity-dashboard?range=3m');
    const rows = await rowsOf(a.athleteId);
    expect(storedJson(rows.get('completed-workouts|3m|20') ?? { body: '' })).toBe(read.body);
    expect(storedJson(rows.get('activity-dashboard|3m') ?? { body: '' })).toBe(totals.body);
    expect(rows.has('completed-workouts|3m|1')).toBe(false);
  });
});

describe('answers prepared ahead of the reads', () => {
  it('prepares what the screens open with, each exactly as its call sends it', async () => {
    const c = await seedAthlete(first);
    await addWorkout(c.athleteId, 3, 60);
    await first.ctx.db.delete(keptAnswers).where(eq(keptAnswers.athleteId, c.athleteId));
    await first.ctx.answerPreparation.prepare(c.athleteId);
    const rows = await rowsOf(c.athleteId);
    const calls = preparedCalls(c.goalIds[0] ?? '');
    expect([...rows.keys()].sort()).toEqual(calls.map((call) => call.call).sort());
    const prepared = new Map([...rows].map(([call, row]) => [call, storedJson(row)]));

    // Built again by a process that reads nothing kept: the same bytes, call by call.
    await first.ctx.db.delete(keptAnswers).where(eq(keptAnswers.athleteId, c.athleteId));
    const other = await freshProcess();
    try {
      const asC = actingAs(other.app, c, c.athleteId);
      for (const { method, url, call } of calls) {
        const response = await asC.call(method, url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(prepared.get(call));
      }
    } finally {
      await other.app.close();
    }
    const [preparation] = await first.ctx.db
      .select()
      .from(answerPreparations)
      .where(eq(answerPreparations.athleteId, c.athleteId));
    expect(preparation?.day).toBe(TEST_TODAY);
    expect(preparation?.nextDueAt.toISOString()).toBe(`${addDays(TEST_TODAY, 1)}T00:00:00.000Z`);
  });

  it('prepares again after the athlete’s midnight; a new week drops the last week’s rows', async () => {
    const d = await seedAthlete(first);
    await first.ctx.answerPreparation.sweep();
    const today = await rowsOf(d.athleteId);
    expect(today.get('roadmap')?.key).toContain(`|${TEST_TODAY}`);
    expect(today.has(`outlook|${monday}|7`)).toBe(true);
    // Nothing is due again before midnight.
    clock.advance(60 * 60 * 1000);
    const due = await first.ctx.db.select().from(answerPreparations);
    expect(due.every((row) => row.nextDueAt.getTime() > clock.now().getTime())).toBe(true);

    const nextMonday = addDays(monday, 7);
    clock.set(new Date(`${nextMonday}T00:05:00Z`));
    try {
      expect(await first.ctx.answerPreparation.sweep()).toBeGreaterThan(0);
      const newWeek = await rowsOf(d.athleteId);
      expect(newWeek.get('roadmap')?.key).toContain(`|${nextMonday}`);
      expect(newWeek.get('fitness|all')?.key).toContain(`|${nextMonday}`);
      expect(newWeek.has(`outlook|${nextMonday}|7`)).toBe(true);
      expect(newWeek.has(`outlook|${monday}|7`)).toBe(false);
      expect(newWeek.has(`outlook|${monday}|42`)).toBe(false);
    } finally {
      clock.set(new Date(TEST_NOW));
    }
  });

  it('prepares again a few seconds after a check-in changes today’s sessions', async () => {
    const f = await seedAthlete(first);
    await first.ctx.answerPreparation.prepare(f.athleteId);
    const before = (await rowsOf(f.athleteId)).get(`outlook|${monday}|7`)?.key;
    const jobsBefore = await preparationJobs(f.athleteId);
    const checkIn = await f.call('POST', '/api/v1/app/AthleteDailyCheckin', GOOD_MORNING_CHECK_IN);
    expect(checkIn.statusCode).toBeLessThan(300);
    // The check-in queued a preparation of its own (the plan's, from the seeding, is another job).
    expect(await preparationJobs(f.athleteId)).toBe(jobsBefore + 1);
    // The check-in's verdict bumped the plan version: the row is stale until the job prepares it.
    let after = before;
    for (let waited = 0; after === before && waited < 20_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = (await rowsOf(f.athleteId)).get(`outlook|${monday}|7`)?.key;
    }
    expect(after).not.toBe(before);
    const fresh = await freshProcess();
    try {
      const read = await actingAs(fresh.app, f, f.athleteId).call(
        'GET',
        `/api/v1/app/outlook?from=${monday}&days=7`,
      );
      expect(read.body).toBe(
        storedJson((await rowsOf(f.athleteId)).get(`outlook|${monday}|7`) ?? { body: '' }),
      );
    } finally {
      await fresh.app.close();
    }
  }, 30_000);

  it('prepares again every athlete another release prepared', async () => {
    const e = await seedAthlete(first);
    await first.ctx.answerPreparation.sweep();
    await first.ctx.db
      .update(answerPreparations)
      .set({ release: 'another-release' })
      .where(eq(answerPreparations.athleteId, e.athleteId));
    await first.ctx.db
      .update(keptAnswers)
      .set({ key: 'another-release|0|0|2000-01-01' })
      .where(eq(keptAnswers.athleteId, e.athleteId));
    expect(await first.ctx.answerPreparation.sweep()).toBe(1);
    const rows = await rowsOf(e.athleteId);
    expect(rows.get('roadmap')?.key).toContain(`|${TEST_TODAY}`);
    expect(rows.get('roadmap')?.key).not.toContain('another-release');
  });

  it('finds the athlete’s next local midnight, daylight saving time and all', () => {
    const at = (iso: string, zone: string, today: string) =>
      nextLocalMidnight(new Date(iso), zone, today).toISOString();
    expect(at('2026-03-04T10:00:00Z', 'UTC', '2026-03-04')).toBe('2026-03-05T00:00:00.000Z');
    expect(at('2026-03-04T10:00:00Z', 'America/New_York', '2026-03-04')).toBe('2026-03-05T05:00:00.000Z');
    // New York springs forward on 8 March 2026: midnight after is at UTC−4.
    expect(at('2026-03-08T12:00:00Z', 'America/New_York', '2026-03-08')).toBe('2026-03-09T04:00:00.000Z');
    expect(at('2026-03-04T10:00:00Z', 'Asia/Kolkata', '2026-03-04')).toBe('2026-03-04T18:30:00.000Z');
    expect(at('2026-03-04T23:59:30Z', 'UTC', '2026-03-04')).toBe('2026-03-05T00:00:00.000Z');
  });
});
