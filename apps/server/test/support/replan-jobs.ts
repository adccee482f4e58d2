import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { trainingPlans } from '../../src/db/schema';
import type { JobQueue } from '../../src/jobs/job-queue';
import {
  createPlanGenerationService,
  type PlanGenerationService,
} from '../../src/plan/plan-generation.service';
import { planSettled, type TestAthlete } from './athlete-factory';
import type { TestApp } from './test-app';

/** What the process's death looks like to the use case: the re-plan's job could not be written. */
export const PROCESS_DIED = 'process died';

/**
 * The app's plan generation, except that writing the generation job fails, after the watchdog's
 * job and the "generating" status were written in the same transaction: a process that dies
 * half-way through the use case's transaction. Nothing else differs (same database and queues).
 */
export function dyingPlanGeneration(t: TestApp): PlanGenerationService {
  const jobs = t.ctx.jobs;
  const queue: JobQueue = {
    ...jobs,
    send: (name, data, options) =>
      name === 'plan-generation' ? Promise.reject(new Error(PROCESS_DIED)) : jobs.send(name, data, options),
    // The app's workers take the queues already.
    work: async () => {},
  };
  return createPlanGenerationService(t.ctx.db, queue, t.app.log, undefined, t.ctx.clock);
}

export const planRow = async (t: TestApp, athleteId: string) =>
  (await t.ctx.db.select().from(trainingPlans).where(eq(trainingPlans.athleteId, athleteId)))[0];

/**
 * The athlete's plan jobs (generation and watchdog) per queue, every state (pg-boss keeps
 * completed jobs for hours). Other queues' jobs (a Garmin push after a new plan) are not counted.
 */
export async function jobsOf(t: TestApp, athleteId: string): Promise<Record<string, number>> {
  const { rows } = await t.database.executeSql(
    `SELECT name, count(*)::int AS count FROM pgboss.job
      WHERE data->>'athleteId' = $1 AND name IN ('plan-generation', 'plan-generation-watchdog')
      GROUP BY name`,
    [athleteId],
  );
  return Object.fromEntries((rows as { name: string; count: number }[]).map((row) => [row.name, row.count]));
}

/**
 * The use case, failing as it asks for the re-plan, keeps nothing: not its own write (`written`
 * reads it), not the plan's status, not a job.
 */
export async function expectNothingKept(
  t: TestApp,
  athlete: TestAthlete,
  attempt: () => Promise<unknown>,
  written: () => Promise<unknown>,
): Promise<void> {
  await planSettled(athlete);
  const plan = await planRow(t, athlete.athleteId);
  const jobs = await jobsOf(t, athlete.athleteId);
  const data = await written();
  await expect(attempt()).rejects.toThrow(PROCESS_DIED);
  expect(await written()).toEqual(data);
  expect(await planRow(t, athlete.athleteId)).toEqual(plan);
  expect(await jobsOf(t, athlete.athleteId)).toEqual(jobs);
}

/**
 * Done for real, the use case queues exactly one re-plan (a generation job and its watchdog's)
 * and the plan is built again.
 */
export async function expectOneReplan(
  t: TestApp,
  athlete: TestAthlete,
  action: () => Promise<unknown>,
): Promise<void> {
  await planSettled(athlete);
  const before = await planRow(t, athlete.athleteId);
  expect(before?.status).toBe('ready');
  const jobs = await jobsOf(t, athlete.athleteId);
  await action();
  expect(await jobsOf(t, athlete.athleteId)).toEqual({
    'plan-generation': (jobs['plan-generation'] ?? 0) + 1,
    'plan-generation-watchdog': (jobs['plan-generation-watchdog'] ?? 0) + 1,
  });
  for (let i = 0; i < 120; i += 1) {
    const after = await planRow(t, athlete.athleteId);
    if (after?.status === 'ready' && after.generatedAt! > before!.generatedAt!) return;
    expect(after?.status).not.toBe('error');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the plan was not built again');
}
