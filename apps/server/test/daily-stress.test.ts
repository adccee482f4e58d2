import { addDays } from '@tricoach/core';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { athleteDailyStress, completedWorkouts } from '../src/db/schema';
import { daysFromToday } from './support/athlete-factory';
import { signedUpAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';

/**
 * athlete_daily_stress is kept by triggers on completed_workouts (migration 'daily_stress'): after
 * any write, by any statement, an athlete's row says per day what their workouts say.
 */
const t = appForFile();

type Stored = Map<string, { stress: number; scored: number }>;

/** The athlete's days with a scored workout, from the workouts themselves. */
async function fromWorkouts(athleteId: string): Promise<Stored> {
  const rows = await t.ctx.db
    .select({
      date: completedWorkouts.localDate,
      stress: sql<string>`${completedWorkouts.stressScore}::text`,
    })
    .from(completedWorkouts)
    .where(
      sql`${completedWorkouts.athleteId} = ${athleteId} and ${completedWorkouts.stressScore} is not null`,
    );
  const days: Stored = new Map();
  for (const row of rows) {
    const day = days.get(row.date) ?? { stress: 0, scored: 0 };
    days.set(row.date, { stress: day.stress + Number(row.stress), scored: day.scored + 1 });
  }
  return days;
}

/** The same days from the kept row. */
async function fromKeptRow(athleteId: string): Promise<Stored> {
  const [row] = await t.ctx.db
    .select()
    .from(athleteDailyStress)
    .where(eq(athleteDailyStress.athleteId, athleteId));
  const days: Stored = new Map();
  if (!row) return days;
  expect(row.stress).toHaveLength(row.scored.length);
  row.scored.forEach((scored, index) => {
    expect(Number.isInteger(scored) && scored >= 0).toBe(true);
    if (scored > 0) days.set(addDays(row.firstDate, index), { stress: row.stress[index] ?? NaN, scored });
  });
  return days;
}

async function expectKeptRowMatches(athleteId: string) {
  const expected = await fromWorkouts(athleteId);
  const kept = await fromKeptRow(athleteId);
  expect([...kept.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [date, day] of expected) {
    expect(kept.get(date)?.scored, date).toBe(day.scored);
    expect(kept.get(date)?.stress, date).toBeCloseTo(day.stress, 6);
  }
}

const workout = (athleteId: string, daysAgo: number, stress: number | null) => {
  const localDate = daysFromToday(-daysAgo);
  return {
    athleteId,
    sport: 'run',
    startedAt: new Date(`${localDate}T07:00:00Z`),
    localDate,
    durationSeconds: 3600,
    stressScore: stress,
    source: 'manual',
  };
};

type Write =
  | { kind: 'insert'; rows: { daysAgo: number; stress: number | null }[] }
  | { kind: 'update'; pick: number; daysAgo: number | null; stress: number | null }
  | { kind: 'delete'; pick: number; count: number };

const stressValue = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 3000 }).map((tenths) => tenths / 10),
  fc.integer({ min: 0, max: 400_000 }).map((thousandths) => thousandths / 1000 + 1 / 3),
);
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    rows: fc.array(fc.record({ daysAgo: fc.integer({ min: -3, max: 2000 }), stress: stressValue }), {
      minLength: 1,
      maxLength: 8,
    }),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    daysAgo: fc.option(fc.integer({ min: -3, max: 2000 })),
    stress: stressValue,
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), count: fc.integer({ min: 1, max: 4 }) }),
);

async function apply(athleteId: string, change: Write) {
  const ids = (
    await t.ctx.db
      .select({ id: completedWorkouts.id })
      .from(completedWorkouts)
      .where(eq(completedWorkouts.athleteId, athleteId))
      .orderBy(completedWorkouts.id)
  ).map((row) => row.id);
  if (change.kind === 'insert') {
    await t.ctx.db
      .insert(completedWorkouts)
      .values(change.rows.map((row) => workout(athleteId, row.daysAgo, row.stress)));
    return;
  }
  if (ids.length === 0) return;
  const chosen = ids.slice(
    change.pick % ids.length,
    (change.pick % ids.length) + (change.kind === 'delete' ? change.count : 1),
  );
  if (change.kind === 'delete') {
    await t.ctx.db.delete(completedWorkouts).where(inArray(completedWorkouts.id, chosen));
    return;
  }
  await t.ctx.db
    .update(completedWorkouts)
    .set({
      stressScore: change.stress,
      ...(change.daysAgo === null ? {} : { localDate: daysFromToday(-change.daysAgo) }),
    })
    .where(inArray(completedWorkouts.id, chosen));
}

describe('the daily load kept on write (athlete_daily_stress)', () => {
  it('says per day what the workouts say after any mix of inserts, updates and deletes', async () => {
    const athlete = await signedUpAthlete(t);
    const other = await signedUpAthlete(t);
    await t.ctx.db
      .insert(completedWorkouts)
      .values([workout(other.athleteId, 5, 80), workout(other.athleteId, 5, 20.5)]);
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 10 }), async (writes) => {
        await t.ctx.db.delete(completedWorkouts).where(eq(completedWorkouts.athleteId, athlete.athleteId));
        for (const change of writes) {
          await apply(athlete.athleteId, change);
          await expectKeptRowMatches(athlete.athleteId);
        }
      }),
      { numRuns: 12 },
    );
    // Another athlete's writes never touch their row.
    expect(await fromKeptRow(other.athleteId)).toEqual(
      new Map([[daysFromToday(-5), { stress: 100.5, scored: 2 }]]),
    );
  });

  it('leaves the row alone when an update changes neither athlete, day nor stress (a rename, a match to the plan)', async () => {
    const athlete = await signedUpAthlete(t);
    await t.ctx.db
      .insert(completedWorkouts)
      .values([1, 2, 2, 9].map((daysAgo, index) => workout(athlete.athleteId, daysAgo, 40 + index + 1 / 3)));
    // Both drivers answer execute() with { rows }.
    const keptRow = async () =>
      (
        (await t.ctx.db.execute(
          sql`select xmin::text as version, stress::text as stress from athlete_daily_stress where athlete_id = ${athlete.athleteId}`,
        )) as unknown as { rows: { version: string; stress: string }[] }
      ).rows[0];
    const before = await keptRow();
    await t.ctx.db
      .update(completedWorkouts)
      .set({ title: 'Morning run', plannedSessionId: 'session-1' })
      .where(eq(completedWorkouts.athleteId, athlete.athleteId));
    // The same row version: not rewritten, so not even a last-bit float residue.
    expect(await keptRow()).toEqual(before);
    // One of them moved a day and changed its stress: only that counts.
    await t.ctx.db
      .update(completedWorkouts)
      .set({ localDate: daysFromToday(-3), stressScore: 12, title: 'Moved' })
      .where(
        sql`${completedWorkouts.athleteId} = ${athlete.athleteId} and ${completedWorkouts.localDate} = ${daysFromToday(-9)}`,
      );
    await expectKeptRowMatches(athlete.athleteId);
    expect((await fromKeptRow(athlete.athleteId)).get(daysFromToday(-3))).toEqual({ stress: 12, scored: 1 });
  });

  it('counts a whole import written in one statement, and a day whose workouts are all gone is no training day', async () => {
    const athlete = await signedUpAthlete(t);
    const rows = Array.from({ length: 400 }, (_, index) =>
      workout(athlete.athleteId, 1800 - index * 4, 50 + (index % 7)),
    );
    await t.ctx.db.insert(completedWorkouts).values(rows);
    await expectKeptRowMatches(athlete.athleteId);
    await t.ctx.db
      .delete(completedWorkouts)
      .where(
        sql`${completedWorkouts.athleteId} = ${athlete.athleteId} and ${completedWorkouts.localDate} < ${daysFromToday(-1000)}`,
      );
    await expectKeptRowMatches(athlete.athleteId);
    expect((await fromKeptRow(athlete.athleteId)).size).toBe(200);
  });

  it('counts the workouts of two transactions that write the same athlete at once', async () => {
    const athlete = await signedUpAthlete(t);
    await t.ctx.db.insert(completedWorkouts).values(workout(athlete.athleteId, 10, 40));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = t.ctx.db.transaction(async (tx) => {
      await tx.insert(completedWorkouts).values(workout(athlete.athleteId, 10, 60));
      await held;
    });
    const second = t.ctx.db.transaction(async (tx) => {
      await tx.insert(completedWorkouts).values(workout(athlete.athleteId, 3, 70));
    });
    // On PostgreSQL the second waits for the first's lock on the row; the embedded database runs one at a time.
    setTimeout(release, 100);
    await Promise.all([first, second]);
    await expectKeptRowMatches(athlete.athleteId);
    expect((await fromKeptRow(athlete.athleteId)).get(daysFromToday(-10))).toEqual({
      stress: 100,
      scored: 2,
    });
  });

  it('goes with the account', async () => {
    const athlete = await signedUpAthlete(t);
    await t.ctx.db.insert(completedWorkouts).values(workout(athlete.athleteId, 2, 40));
    expect((await fromKeptRow(athlete.athleteId)).size).toBe(1);
    await t.ctx.db.execute(sql`delete from athletes where id = ${athlete.athleteId}`);
    expect(
      await t.ctx.db
        .select()
        .from(athleteDailyStress)
        .where(eq(athleteDailyStress.athleteId, athlete.athleteId)),
    ).toEqual([]);
  });

  it('gives the roadmap the same fitness as the statistics, day by day, from the kept days', async () => {
    const athlete = await signedUpAthlete(t);
    const rows = Array.from({ length: 150 }, (_, index) =>
      workout(athlete.athleteId, index * 2, 40 + ((index * 37) % 60)),
    );
    // Two on one day, and one deleted: the day's sum and count, as the model reads them.
    rows.push(workout(athlete.athleteId, 20, 33.3), workout(athlete.athleteId, 20, 0));
    await t.ctx.db.insert(completedWorkouts).values(rows);
    await t.ctx.db
      .delete(completedWorkouts)
      .where(
        sql`${completedWorkouts.athleteId} = ${athlete.athleteId} and ${completedWorkouts.localDate} = ${daysFromToday(-40)}`,
      );
    type Point = { date: string; fitness: number; fatigue: number; form: number; planned?: boolean };
    const roadmap = (await athlete.call('POST', '/api/v1/app/race-roadmap')).json<{ fitness: Point[] }>();
    const statistics = (await athlete.call('GET', '/api/v1/app/history/fitness?range=3m')).json<{
      points: Point[];
    }>();
    const actual = roadmap.fitness.filter((point) => !point.planned);
    expect(actual).toHaveLength(43);
    const byDate = new Map(statistics.points.map((point) => [point.date, point]));
    for (const point of actual) {
      const same = byDate.get(point.date);
      expect({ date: point.date, fitness: point.fitness, fatigue: point.fatigue, form: point.form }).toEqual({
        date: same?.date,
        fitness: same?.fitness,
        fatigue: same?.fatigue,
        form: same?.form,
      });
    }
    expect(actual.at(-1)?.fitness).toBeGreaterThan(20);
  });
});
