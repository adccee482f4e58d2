import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAthlete, completeOnboardingAnswers, type TestAthlete } from './support/athlete-factory';
import { seedAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';

/**
 * The dashboard is told when its plan is ready (issue 17 part 2): with `waitForPlan=true` a
 * status call made while the plan is built answers once it is built, not `plangeneration`.
 */
const t = appForFile();

const waitedStatus = async (athlete: TestAthlete) =>
  (await athlete.call('GET', '/api/v1/app/dashboard-status?waitForPlan=true')).json<{
    status: string;
    planGeneratedAt: string | null;
  }>();

const setPlanStatus = (athleteId: string, status: string) =>
  t.database.db.execute(sql`update training_plans set status = ${status} where athlete_id = ${athleteId}`);

describe('a status call that waits for the plan', () => {
  it('answers the built plan in one call right after onboarding completes', async () => {
    const athlete = await buildAthlete(t.app);
    await completeOnboardingAnswers(athlete);
    await athlete.call('POST', '/api/v1/app/onboarding/start-trial');
    expect((await athlete.call('POST', '/api/v1/app/onboarding/complete')).statusCode).toBeLessThan(300);
    const status = await waitedStatus(athlete);
    expect(status.status).not.toBe('plangeneration');
    expect(status.planGeneratedAt).not.toBeNull();
  });

  it('is woken by the end of a build in this process, not by its next read', async () => {
    const athlete = await seedAthlete(t);
    await setPlanStatus(athlete.athleteId, 'generating');
    // A minute's wait: only the build's end can resolve it within the test's 5 s.
    const woken = t.ctx.planGeneration.waitForBuild(athlete.athleteId, 60_000);
    expect(await t.ctx.planGeneration.generateNow(athlete.athleteId)).toBe('ready');
    await woken;
    expect((await waitedStatus(athlete)).status).not.toBe('plangeneration');
  });

  it('sees a build another process ended by reading the status again', async () => {
    const athlete = await seedAthlete(t);
    // As if another process's worker were building it: nothing in this process will say it ended.
    await setPlanStatus(athlete.athleteId, 'generating');
    const waited = waitedStatus(athlete);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await setPlanStatus(athlete.athleteId, 'ready');
    expect((await waited).status).not.toBe('plangeneration');
  });

  it('answers plangeneration after its 10 s for a build that does not end, and at once without the flag', async () => {
    const athlete = await seedAthlete(t);
    await setPlanStatus(athlete.athleteId, 'generating');
    expect((await athlete.call('GET', '/api/v1/app/dashboard-status')).json().status).toBe('plangeneration');
    expect((await waitedStatus(athlete)).status).toBe('plangeneration');
  }, 30_000);

  it('lets one athlete hold four waiting calls at most: the next answers at once', async () => {
    const athlete = await seedAthlete(t);
    await setPlanStatus(athlete.athleteId, 'generating');
    const held = [1, 2, 3, 4].map(() => t.ctx.planGeneration.waitForBuild(athlete.athleteId, 60_000));
    expect(await t.ctx.planGeneration.waitForBuild(athlete.athleteId, 60_000)).toBe(false);
    // Within the test's 5 s, not after the call's 10 s.
    expect((await waitedStatus(athlete)).status).toBe('plangeneration');
    // Another athlete still waits for theirs.
    const other = await seedAthlete(t);
    await setPlanStatus(other.athleteId, 'generating');
    const otherWaits = t.ctx.planGeneration.waitForBuild(other.athleteId, 60_000);
    await t.ctx.planGeneration.generateNow(other.athleteId);
    expect(await otherWaits).toBe(true);
    await t.ctx.planGeneration.generateNow(athlete.athleteId);
    expect(await Promise.all(held)).toEqual([true, true, true, true]);
  });

  it('refuses a value other than true or false', async () => {
    const athlete = await seedAthlete(t);
    const response = await athlete.call('GET', '/api/v1/app/dashboard-status?waitForPlan=soon');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('waitForPlan must be true or false');
  });
});
