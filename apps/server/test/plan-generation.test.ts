import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createOnboardingService } from '../src/athlete/onboarding.service';
import type { Db } from '../src/db/database';
import { athletes, raceGoals, trainingPlans } from '../src/db/schema';
import { createGoalsService } from '../src/goals/goals.service';
import type { JobQueue } from '../src/jobs/job-queue';
import { createPlanGenerationService } from '../src/plan/plan-generation.service';
import {
  athleteWithPlan,
  buildAthlete,
  completeOnboardingAnswers,
  type TestAthlete,
} from './support/athlete-factory';
import { appForFile } from './support/test-app';
import { daysFromToday } from './support/test-clock';

const t = appForFile();

async function statusWhenSettled(athlete: TestAthlete) {
  for (let i = 0; i < 60; i += 1) {
    const status = (await athlete.call('GET', '/api/v1/app/dashboard-status')).json();
    if (status.status !== 'plangeneration') return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('plan generation did not finish');
}

describe('plan generation after onboarding', () => {
  it('asks a new athlete to subscribe, then for a goal', async () => {
    const a = await buildAthlete(t.app);
    expect((await a.call('GET', '/api/v1/app/dashboard-status')).json()).toMatchObject({
      status: 'subscribe',
      message: 'You need to subscribe to see workouts',
    });
    await a.call('POST', '/api/v1/app/onboarding/start-trial');
    expect((await a.call('GET', '/api/v1/app/dashboard-status')).json().status).toBe('userneedsgoal');
  });

  it('generates the plan as a job: plangeneration until it is stored, then today’s status, sessions stored', async () => {
    const a = await buildAthlete(t.app);
    await completeOnboardingAnswers(a);
    await a.call('POST', '/api/v1/app/onboarding/start-trial');
    const completed = await a.call('POST', '/api/v1/app/onboarding/complete');
    expect(completed.json()).toEqual({ onBoardingStatus: 'OnBoardingCompleted' });
    // The job starts at once, so the plan may already be there: either way, never another state.
    expect(['plangeneration', 'proceed', 'noworkouts']).toContain(
      (await a.call('GET', '/api/v1/app/dashboard-status')).json().status,
    );
    const settled = await statusWhenSettled(a);
    expect(['proceed', 'noworkouts']).toContain(settled.status);
    expect(settled.trafficLight).toBe('green');
    expect(settled.planGeneratedAt).not.toBeNull();
    const { plannedSessions } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const sessions = await t.ctx.db
      .select()
      .from(plannedSessions)
      .where(eq(plannedSessions.athleteId, a.athleteId));
    expect(sessions.length).toBeGreaterThan(50);
    expect(sessions.every((s) => s.date >= daysFromToday(-1))).toBe(true);
    const identity = (await a.call('GET', '/api/v1/app/identity')).json();
    expect(identity.profile.onBoardingStatus).toBe('OnBoardingCompleted');
    expect(identity.athleteGoalActionRequired).toBe(false);
  });

  it('rebuilds the plan when a goal changes after onboarding', async () => {
    const a = await buildAthlete(t.app);
    const { goal } = await completeOnboardingAnswers(a);
    await a.call('POST', '/api/v1/app/onboarding/start-trial');
    await a.call('POST', '/api/v1/app/onboarding/complete');
    const first = await statusWhenSettled(a);
    expect((await a.call('GET', `/api/v1/app/goals/should-trigger-generation/${goal.id}`)).json()).toEqual({
      shouldTriggerGeneration: true,
    });
    await a.call('PATCH', `/api/v1/odata/athletegoal/${goal.id}`, { raceName: 'Renamed' });
    let second = await statusWhenSettled(a);
    // The rebuild may not have been stored yet when the status was first read.
    for (let i = 0; i < 40 && second.planGeneratedAt === first.planGeneratedAt; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      second = await statusWhenSettled(a);
    }
    expect(new Date(second.planGeneratedAt).getTime()).toBeGreaterThan(
      new Date(first.planGeneratedAt).getTime(),
    );
  });

  it('shows an error with the reason when the answers cannot make a plan, and retries', async () => {
    const a = await buildAthlete(t.app);
    await a.call('POST', '/api/v1/app/onboarding/start-trial');
    await a.call('POST', '/api/v1/odata/athletegoal', {
      raceName: 'Tri',
      eventDate: daysFromToday(100),
      eventType: 'Sprint',
      racePriority: 'A',
    });
    expect((await a.call('POST', '/api/v1/app/plan/retry-generation')).statusCode).toBe(202);
    const settled = await statusWhenSettled(a);
    expect(settled.status).toBe('error');
    expect(settled.message).toMatch(/^Some answers are missing/);
    await completeOnboardingAnswers(a);
    await a.call('POST', '/api/v1/app/plan/retry-generation');
    expect(['proceed', 'noworkouts']).toContain((await statusWhenSettled(a)).status);
  });
});

describe('plan generation survives a crash', () => {
  /** The app's queue, except that sending a generation job does `generationJob` instead. */
  function queueWhere(generationJob: JobQueue['send']): JobQueue {
    const jobs = t.ctx.jobs;
    return {
      ...jobs,
      send: (name, data, sendOptions) =>
        name === 'plan-generation'
          ? generationJob(name, data, sendOptions)
          : jobs.send(name, data, sendOptions),
      // The app's workers already take both queues; a second set would only compete with them.
      work: async () => {},
    };
  }
  const serviceOn = (queue: JobQueue) =>
    createPlanGenerationService(t.ctx.db, queue, t.app.log, undefined, t.ctx.clock, {
      stalledAfterSeconds: 1,
    });
  /** The process "dies" as it sends the generation job: after the status and the watchdog were written. */
  const dying = () => serviceOn(queueWhere(() => Promise.reject(new Error('process died'))));

  const planRow = async (athleteId: string) =>
    (await t.ctx.db.select().from(trainingPlans).where(eq(trainingPlans.athleteId, athleteId)))[0]!;
  /** The athlete's jobs per queue, every state (pg-boss keeps completed jobs for hours). */
  /** The athlete's plan jobs (a plan also queues the preparation of its page answers: not these tests' subject). */
  async function jobsOf(athleteId: string): Promise<Record<string, number>> {
    const { rows } = await t.database.executeSql(
      `SELECT name, count(*)::int AS count FROM pgboss.job
        WHERE data->>'athleteId' = $1 AND name LIKE 'plan-generation%' GROUP BY name`,
      [athleteId],
    );
    return Object.fromEntries(
      (rows as { name: string; count: number }[]).map((row) => [row.name, row.count]),
    );
  }

  it('a request is the status and both jobs, all or nothing: a send that fails leaves none', async () => {
    const a = await athleteWithPlan(t.app);
    await statusWhenSettled(a);
    const before = await planRow(a.athleteId);
    const jobsBefore = await jobsOf(a.athleteId);
    expect(jobsBefore).toEqual({ 'plan-generation': 1, 'plan-generation-watchdog': 1 });

    await expect(dying().request(a.athleteId)).rejects.toThrow('process died');
    // The "generating" status and the watchdog written before the failure are gone with it.
    expect(await planRow(a.athleteId)).toEqual(before);
    expect(await jobsOf(a.athleteId)).toEqual(jobsBefore);
    expect((await a.call('GET', '/api/v1/app/dashboard-status')).json().status).not.toBe('plangeneration');

    // The same request that succeeds leaves the status and a job of each kind, and the plan is built.
    await t.ctx.planGeneration.request(a.athleteId);
    expect(await jobsOf(a.athleteId)).toEqual({ 'plan-generation': 2, 'plan-generation-watchdog': 2 });
    expect(['generating', 'ready']).toContain((await planRow(a.athleteId)).status);
    expect(['proceed', 'noworkouts']).toContain((await statusWhenSettled(a)).status);
    expect((await planRow(a.athleteId)).status).toBe('ready');
  });

  it('in a caller’s transaction: rolled back, the request leaves nothing; committed, both', async () => {
    const a = await athleteWithPlan(t.app);
    await statusWhenSettled(a);
    const before = await planRow(a.athleteId);
    const jobsBefore = await jobsOf(a.athleteId);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.planGeneration.request(a.athleteId, tx as unknown as Db);
        expect(
          (await tx.select().from(trainingPlans).where(eq(trainingPlans.athleteId, a.athleteId)))[0]!.status,
        ).toBe('generating');
        throw new Error('the use case failed after asking for a plan');
      }),
    ).rejects.toThrow('the use case failed');
    expect(await planRow(a.athleteId)).toEqual(before);
    expect(await jobsOf(a.athleteId)).toEqual(jobsBefore);

    await t.ctx.db.transaction(async (tx) => t.ctx.planGeneration.request(a.athleteId, tx as unknown as Db));
    t.ctx.planGeneration.wake();
    expect(await jobsOf(a.athleteId)).toEqual({ 'plan-generation': 2, 'plan-generation-watchdog': 2 });
    expect(['proceed', 'noworkouts']).toContain((await statusWhenSettled(a)).status);
  });

  it('onboarding completes only together with its plan request', async () => {
    const a = await buildAthlete(t.app);
    await completeOnboardingAnswers(a);
    await a.call('POST', '/api/v1/app/onboarding/start-trial');
    const onboarding = createOnboardingService(t.ctx.db, dying(), () => {}, t.ctx.clock);
    await expect(onboarding.complete(a.athleteId)).rejects.toThrow('process died');
    const [athlete] = await t.ctx.db.select().from(athletes).where(eq(athletes.id, a.athleteId));
    expect(athlete!.onboardingStatus).not.toBe('OnBoardingCompleted');
    expect(
      await t.ctx.db.select().from(trainingPlans).where(eq(trainingPlans.athleteId, a.athleteId)),
    ).toEqual([]);
    expect(await jobsOf(a.athleteId)).toEqual({});

    await a.call('POST', '/api/v1/app/onboarding/complete');
    expect(await jobsOf(a.athleteId)).toEqual({ 'plan-generation': 1, 'plan-generation-watchdog': 1 });
    expect(['proceed', 'noworkouts']).toContain((await statusWhenSettled(a)).status);
  });

  it('a goal change rolled back by a failed plan request is not stored', async () => {
    const a = await athleteWithPlan(t.app);
    await statusWhenSettled(a);
    const [goal] = await t.ctx.db.select().from(raceGoals).where(eq(raceGoals.athleteId, a.athleteId));
    const goals = createGoalsService(t.ctx.db, dying(), () => {});
    await expect(
      goals.patch(a.athleteId, goal!.id, { raceName: 'Renamed' }, t.ctx.clock.now()),
    ).rejects.toThrow('process died');
    const [after] = await t.ctx.db.select().from(raceGoals).where(eq(raceGoals.id, goal!.id));
    expect(after).toEqual(goal);
    expect((await planRow(a.athleteId)).status).toBe('ready');
  });

  it('a generation job lost after it was queued: the watchdog asks again and the plan is built', async () => {
    const a = await athleteWithPlan(t.app);
    await statusWhenSettled(a);
    const before = await planRow(a.athleteId);
    // The send "succeeds" but no job exists: what a job that ran out of retries looks like to the plan.
    const losing = serviceOn(queueWhere(async () => null));
    await losing.request(a.athleteId);
    expect((await planRow(a.athleteId)).status).toBe('generating');
    expect((await a.call('GET', '/api/v1/app/dashboard-status')).json().status).toBe('plangeneration');

    const settled = await statusWhenSettled(a);
    expect(['proceed', 'noworkouts']).toContain(settled.status);
    const after = await planRow(a.athleteId);
    expect(after.status).toBe('ready');
    expect(after.requestedAt.getTime()).toBeGreaterThanOrEqual(before.requestedAt.getTime());
  });

  it('a plan left "generating" with no job at all is requested again when a process starts', async () => {
    const a = await athleteWithPlan(t.app);
    const longAgo = new Date(t.ctx.clock.now().getTime() - 10 * 60_000);
    await t.ctx.db
      .update(trainingPlans)
      .set({ status: 'generating', requestedAt: longAgo })
      .where(eq(trainingPlans.athleteId, a.athleteId));
    const starting = createPlanGenerationService(
      t.ctx.db,
      { ...t.ctx.jobs, work: async () => {} },
      t.app.log,
      undefined,
      t.ctx.clock,
    );
    await starting.startWorker();
    const settled = await statusWhenSettled(a);
    expect(['proceed', 'noworkouts']).toContain(settled.status);
    expect((await planRow(a.athleteId)).status).toBe('ready');
  });
});
