import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { until } from './support/garmin-connect';
import { queuesForFile } from './support/job-queues';

/**
 * Workers do not poll the job table each second (issue 17 part 3: ten queues' fetches were ~30 ms
 * a second of the embedded database's one connection); one read a poll interval finds which
 * queues hold a due job. Jobs that were not due when sent still run when they fall due.
 */
const { t, startQueue: startQueueOn } = queuesForFile();

/** The test's database, every statement pg-boss and the watch send to it counted. */
function countingDatabase(): { database: Database; fetches: () => number; watches: () => number } {
  let fetches = 0;
  let watches = 0;
  const database: Database = {
    ...t.database,
    executeSql: (text, values) => {
      if (text.includes('FOR UPDATE SKIP LOCKED') && text.includes('WITH next')) fetches += 1;
      return t.database.executeSql(text, values);
    },
    executePreparedSql: (name, text, values) => {
      watches += 1;
      return t.database.executePreparedSql(name, text, values);
    },
  };
  return { database, fetches: () => fetches, watches: () => watches };
}

const startQueue = (database?: Database) => startQueueOn({ pollingIntervalSeconds: 0.5 }, database);

const seconds = (count: number) => new Promise((resolve) => setTimeout(resolve, count * 1000));

describe('due jobs', () => {
  it('idle workers of several queues do not fetch each poll; one read a poll looks for due jobs', async () => {
    const counted = countingDatabase();
    const queue = await startQueue(counted.database);
    for (let n = 0; n < 5; n += 1) await queue.work(`idle-${n}-${randomUUID()}`, async () => {});
    // Each worker fetches once as it starts.
    await seconds(0.3);
    const fetchesAfterStart = counted.fetches();
    const watchesAfterStart = counted.watches();
    await seconds(2.2);
    // Polling each queue every 0.5 s would have fetched ~20 times; the watch reads 4–5 times (at
    // least twice even on a loaded machine, where a tick is skipped while a read still runs).
    expect(counted.fetches() - fetchesAfterStart).toBe(0);
    expect(counted.watches() - watchesAfterStart).toBeGreaterThanOrEqual(2);
  });

  it('a job sent to start later runs when it falls due, though nothing woke its worker', async () => {
    const queue = await startQueue();
    const name = `later-${randomUUID()}`;
    const ran: number[] = [];
    await queue.work<{ n: number }>(name, async ({ n }) => void ran.push(n));
    await queue.send(name, { n: 1 }, { startAfter: 1 });
    // The worker's own poll is a minute away: only the watch can start it within seconds.
    await until(async () => ran.length === 1, 'the delayed job', 10_000);
    expect(ran).toEqual([1]);
  });

  it('a job whose handler failed is retried after its delay', async () => {
    const queue = await startQueue();
    const name = `retried-${randomUUID()}`;
    let attempts = 0;
    await queue.work(name, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first attempt fails');
    });
    await queue.send(name, {}, { retryLimit: 1, retryDelay: 1 });
    await until(async () => attempts === 2, 'the retry', 10_000);
  });

  it('a job another process queued (inserted outside this queue) is found', async () => {
    const queue = await startQueue();
    const name = `elsewhere-${randomUUID()}`;
    const ran: number[] = [];
    await queue.work<{ n: number }>(name, async ({ n }) => void ran.push(n));
    // A second queue on the same database stands for another process: its send wakes only its own workers.
    const other = await startQueueOn({
      pollingIntervalSeconds: 0.5,
      runsJobs: false,
    });
    await other.send(name, { n: 7 });
    await until(async () => ran.length === 1, 'the job from elsewhere', 10_000);
    expect(ran).toEqual([7]);
  });
});
