import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ESTIMATE_FADED_DAYS,
  fitnessSeries,
  seededFitnessSeries,
  steadyFitness,
  type StartingFitness,
} from '@tricoach/core';
import { completedWorkouts, trainingPlans } from '../src/db/schema';
import { daysFromToday, type TestAthlete } from './support/athlete-factory';
import { appWithAthleteForFile, seedAthlete } from './support/seed-athlete';

/** Issue 45: Statistics and the Roadmap read today's fitness from one model (history/athlete-fitness.ts). */

interface FitnessAnswer {
  from: string;
  estimate: number | null;
  points: { date: string; stress: number; fitness: number; fatigue: number; form: number }[];
  current: { date: string; fitness: number; fatigue: number; form: number } | null;
}

const { t, a } = appWithAthleteForFile();

const statistics = async (athlete: TestAthlete, range: '1m' | '3m' | 'all' = '1m') =>
  (await athlete.call('GET', `/api/v1/app/history/fitness?range=${range}`)).json<FitnessAnswer>();
const roadmapToday = async (athlete: TestAthlete) =>
  (
    (await athlete.call('POST', '/api/v1/app/race-roadmap')).json().fitness as {
      date: string;
      fitness: number;
      fatigue: number;
    }[]
  ).find((point) => point.date === daysFromToday(0));

async function startingFitnessOf(athleteId: string): Promise<StartingFitness> {
  const [row] = await t.ctx.db
    .select({ plan: trainingPlans.plan })
    .from(trainingPlans)
    .where(eq(trainingPlans.athleteId, athleteId));
  return (row?.plan as { startingFitness: StartingFitness }).startingFitness;
}

async function logRuns(athleteId: string, runs: { daysAgo: number; stress: number }[]) {
  await t.ctx.db.insert(completedWorkouts).values(
    runs.map((run) => ({
      athleteId,
      sport: 'run',
      startedAt: new Date(`${daysFromToday(-run.daysAgo)}T07:00:00Z`),
      localDate: daysFromToday(-run.daysAgo),
      durationSeconds: 3600,
      stressScore: run.stress,
      source: 'manual',
    })),
  );
}

const rounded = (value: number) => Math.round(value * 10) / 10;

describe('a new athlete’s fitness in Statistics', () => {
  it('is the Roadmap’s today and the plan’s starting fitness, not zero', async () => {
    const start = await startingFitnessOf(a.athleteId);
    // The onboarding answers train several hours a week: an estimate far from zero.
    expect(start.estimate).toBeGreaterThan(20);
    const roadmap = await roadmapToday(a);
    for (const range of ['1m', 'all'] as const) {
      const answer = await statistics(a, range);
      expect(answer.current?.date).toBe(daysFromToday(0));
      expect(answer.current?.fitness).toBeCloseTo(roadmap?.fitness ?? -1, 1);
      expect(answer.current?.fatigue).toBeCloseTo(roadmap?.fatigue ?? -1, 1);
      expect(answer.current?.fitness).toBeCloseTo(start.fitness, 1);
      expect(answer.estimate).toBe(rounded(start.estimate));
    }
    // Before the log the estimate stands (a steady state: form 0), not a climb from zero; today is
    // the model's first day, a day without training so far.
    const month = await statistics(a);
    expect(month.points).toHaveLength(30);
    const beforeToday = month.points.slice(0, -1);
    expect(beforeToday.every((point) => point.fitness === rounded(start.estimate))).toBe(true);
    expect(month.points.every((point) => point.form === 0)).toBe(true);
  });

  it('with workouts logged is the log over the estimate, the same curve as the Roadmap’s', async () => {
    const athlete = await seedAthlete(t);
    const runs = [
      { daysAgo: 12, stress: 60 },
      { daysAgo: 9, stress: 120 },
      { daysAgo: 4, stress: 80 },
      { daysAgo: 1, stress: 150 },
    ];
    await logRuns(athlete.athleteId, runs);
    const { estimate } = await startingFitnessOf(athlete.athleteId);
    const model = seededFitnessSeries(
      runs.map((run) => ({ date: daysFromToday(-run.daysAgo), stress: run.stress })),
      daysFromToday(0),
      estimate,
    );
    const answer = await statistics(athlete);
    expect(answer.points.slice(-13).map((point) => point.fitness)).toEqual(
      model.map((point) => rounded(point.fitness)),
    );
    expect(answer.points.slice(-13).map((point) => point.stress)).toEqual(model.map((point) => point.stress));
    // The days before the first workout hold the estimate.
    expect(answer.points[0]?.fitness).toBe(rounded(estimate));
    expect(answer.current?.fitness).toBe(rounded(model.at(-1)?.fitness ?? -1));
    expect(answer.current?.fitness).toBeCloseTo((await roadmapToday(athlete))?.fitness ?? -1, 1);
    // The log counts: four hard runs in twelve days lift fitness above a steady week's estimate.
    expect(answer.current?.fitness).not.toBe(rounded(estimate));
  });

  it('reads the log from zero once the estimate has faded from it (ESTIMATE_FADED_DAYS), and says there is no estimate', async () => {
    const athlete = await seedAthlete(t);
    const runs = [
      { daysAgo: ESTIMATE_FADED_DAYS + 10, stress: 90 },
      { daysAgo: 20, stress: 70 },
    ];
    await logRuns(athlete.athleteId, runs);
    const answer = await statistics(athlete, '3m');
    const model = fitnessSeries(
      runs.map((run) => ({ date: daysFromToday(-run.daysAgo), stress: run.stress })),
      { from: daysFromToday(-(ESTIMATE_FADED_DAYS + 10)), to: daysFromToday(0) },
    ).points.slice(-answer.points.length);
    expect(answer.estimate).toBeNull();
    expect(answer.points.map((point) => point.fitness)).toEqual(model.map((point) => rounded(point.fitness)));
    expect(answer.current?.fitness).toBeCloseTo((await roadmapToday(athlete))?.fitness ?? -1, 1);
  });

  it('keeps the estimate under a 60-day log: no drop when the log passes six weeks (issue 45)', async () => {
    const athlete = await seedAthlete(t);
    await logRuns(athlete.athleteId, [{ daysAgo: 60, stress: 90 }]);
    const answer = await statistics(athlete, '3m');
    expect(answer.estimate).not.toBeNull();
    expect(answer.current?.fitness).toBeCloseTo((await roadmapToday(athlete))?.fitness ?? -1, 1);
    // Counted from zero (as at six weeks before), a single 60-day-old run reads ~0.5 today.
    expect(answer.current?.fitness ?? 0).toBeGreaterThan((answer.estimate ?? 0) * 0.2);
  });

  it('falls back on the capability’s hours for a plan stored before its starting fitness, and follows a new plan', async () => {
    const athlete = await seedAthlete(t);
    const before = await statistics(athlete);
    const [row] = await t.ctx.db
      .select({ weekly: sql<Record<string, number>>`${trainingPlans.plan} -> 'capability' -> 'weekly'` })
      .from(trainingPlans)
      .where(eq(trainingPlans.athleteId, athlete.athleteId));
    const weekly = row?.weekly ?? {};
    const fallback = steadyFitness((weekly.swim ?? 0) + (weekly.bike ?? 0) + (weekly.run ?? 0));
    // An older plan: the same summary without startingFitness (the update bumps the plan version).
    await t.ctx.db.execute(
      sql`update training_plans set plan = plan - 'startingFitness' where athlete_id = ${athlete.athleteId}`,
    );
    const after = await statistics(athlete);
    expect(after.estimate).toBe(rounded(fallback));
    expect(after.points[0]?.fitness).toBe(rounded(fallback));
    expect(after.current?.fitness).toBeCloseTo((await roadmapToday(athlete))?.fitness ?? -1, 1);
    // The kept answer was not served: the estimates differ (the plan's own easy rates against 60 an hour).
    expect(after.current?.fitness).not.toBe(before.current?.fitness);
  });
});
