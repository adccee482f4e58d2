import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { trainingPlans } from '../src/db/schema';
import type { JobQueue } from '../src/jobs/job-queue';
import { createPlanGenerationService } from '../src/plan/plan-generation.service';
import {
  athleteWithPlan,
  buildAthlete,
  completeOnboardingAnswers,
  type TestAthlete,
} from './support/athlete-factory';
import { createTestApp, type TestApp } from './support/test-app';
import { daysFromToday } from './support/test-clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
  /** The app's own service, but on a queue that "dies" when asked to send the generation job. */
  function serviceThatDiesBeforeTheJob() {
    const jobs = t.ctx.jobs;
    const queue: JobQueue = {
      send: (name, data, sendOptions) =>
        name === 'plan-generation'
          ? Promise.reject(new Error('process died'))
          : jobs.send(name, data, sendOptions),
      // The app's workers already take both queues; a second set would only compete with them.
      work: async () => {},
      leases: jobs.leases,
      stop: async () => {},
      countJobs: () => jobs.countJobs(),
      failuresSinceStart: () => jobs.failuresSinceStart(),
    };
    return createPlanGenerationService(t.ctx.db, queue, t.app.log, undefined, t.ctx.clock, {
      stalledAfterSeconds: 1,
    });
  }

  const planRow = async (athleteId: string) =>
    (await t.ctx.db.select().from(trainingPlans).where(eq(trainingPlans.athleteId, athleteId)))[0]!;

  it('a process dying between "generating" and its job: the watchdog asks again and the plan is built', async () => {
    const a = await athleteWithPlan(t.app);
    const before = await planRow(a.athleteId);
    const dying = serviceThatDiesBeforeTheJob();
    await expect(dying.request(a.athleteId)).rejects.toThrow('process died');
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
