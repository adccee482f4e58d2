import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { athleteWithPlan, planSettled } from './support/athlete-factory';
import { until } from './support/garmin-connect';
import { appForFile } from './support/test-app';

/**
 * A job due now wakes this process's worker (issue 17: a plan in under a second): with workers
 * that poll only every 60 s, the plan is still built at once.
 */
const t = appForFile({ JOB_POLL_INTERVAL_SECONDS: '60' });

describe('a job due now', () => {
  it('starts at once, not at the worker’s next poll', async () => {
    // Onboarded, then the plan awaited: planSettled gives up after 20 s, well before a 60 s poll
    // would have taken the job.
    const athlete = await athleteWithPlan(t.app);
    expect((await planSettled(athlete)).status).not.toBe('plangeneration');
  });

  it('a queue of several is worked through at once, not one job a poll', async () => {
    const queue = `drain-test-${randomUUID()}`;
    const done: number[] = [];
    await t.ctx.jobs.work<{ n: number }>(queue, async ({ n }) => void done.push(n));
    await t.ctx.jobs.prepare(queue);
    // Sent in a transaction, so nothing wakes the worker as each arrives; then one wake.
    await t.database.transaction(async (executeSql) => {
      for (let n = 0; n < 5; n += 1)
        await t.ctx.jobs.send(queue, { n }, { db: { executeSql: executeSql as PgBoss.Db['executeSql'] } });
    });
    t.ctx.jobs.wake(queue);
    // pg-boss waits its polling interval (60 s here) after every fetch: without looking again at
    // once after a job, the second would start a minute after the first.
    await until(async () => done.length === 5, 'the five jobs');
    expect([...done].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
