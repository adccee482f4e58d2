import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteWithPlan, planSettled } from './support/athlete-factory';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A job due now wakes this process's worker (issue 17: a plan in under a second): with workers
 * that poll only every 60 s, the plan is still built at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_INTERVAL_SECONDS: '60' });
}, 60_000);
afterAll(() => t.close());

describe('a job due now', () => {
  it('starts at once, not at the worker’s next poll', async () => {
    // Onboarded, then the plan awaited: planSettled gives up after 20 s, well before a 60 s poll
    // would have taken the job.
    const athlete = await athleteWithPlan(t.app);
    expect((await planSettled(athlete)).status).not.toBe('plangeneration');
  });
});
