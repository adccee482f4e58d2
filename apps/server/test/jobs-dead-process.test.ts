import { describe, expect, inject, it } from 'vitest';
import { until } from './support/garmin-connect';
import { queuesForFile } from './support/job-queues';

const { t, startQueue } = queuesForFile();

const stateOf = async (queue: string) =>
  (
    (await t.database.executeSql(`SELECT state::text AS state FROM pgboss.job WHERE name = $1`, [queue]))
      .rows as {
      state: string;
    }[]
  ).map((row) => row.state);

/** A job sent, then left active as a process that took it and died leaves it: nobody works on it. */
async function jobOfADeadProcess(name: string, data: { n: number }, retryLimit: number) {
  await (await startQueue()).send(name, data, { retryLimit });
  await t.database.executeSql(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = $1`, [
    name,
  ]);
}

describe('jobs of a process that died', () => {
  it('on a restart of the one embedded process, a job left active runs again at once', async () => {
    const name = 'dead-process-test';
    await jobOfADeadProcess(name, { n: 1 }, 2);
    const restarted = await startQueue({ pollingIntervalSeconds: 0.5, retryJobsOfDeadProcess: true });
    expect(await stateOf(name)).toEqual(['retry']);
    const ran: unknown[] = [];
    await restarted.work<{ n: number }>(name, async (data) => void ran.push(data));
    for (let i = 0; i < 40 && ran.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(ran).toEqual([{ n: 1 }]);
  });

  it('a job that keeps killing its process stops once its retries are spent', async () => {
    const name = 'dead-process-spent';
    await jobOfADeadProcess(name, { n: 2 }, 0);
    await startQueue({ retryJobsOfDeadProcess: true });
    expect(await stateOf(name)).toEqual(['failed']);
  });
});

describe.runIf(inject('databaseTemplate').kind === 'postgres')('jobs of a dead process on PostgreSQL', () => {
  it('an active job nobody holds a lease on runs again within seconds; a live one is left alone', async () => {
    const name = 'lease-test';
    const queue = await startQueue({ pollingIntervalSeconds: 0.5, takeOverEveryMs: 200 });
    // A second process on the database: a worker busy with job 1 takes no other job meanwhile.
    const other = await startQueue({ pollingIntervalSeconds: 0.5 });
    const runs: number[] = [];
    let finishLive = () => {};
    const live = new Promise<void>((resolve) => (finishLive = resolve));
    const handler = async ({ n }: { n: number }) => {
      runs.push(n);
      // Job 1 runs for as long as the test wants: its process is alive and holds its lease.
      if (n === 1) await live;
    };
    await queue.work<{ n: number }>(name, handler);
    await queue.send(name, { n: 1 }, { retryLimit: 2 });
    await until(async () => runs.includes(1), 'the live job running');
    // Job 2 was taken by a process that died: active, nobody holding its lease.
    const dead = await queue.send(name, { n: 2 }, { retryLimit: 2, startAfter: 3600 });
    await t.database.executeSql(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = $1`, [
      dead,
    ]);
    await other.work<{ n: number }>(name, handler);
    await until(async () => runs.includes(2), 'the dead job run again', 10_000);
    // The sweeps that found job 2 saw job 1 too, and left it running.
    expect(runs).toEqual([1, 2]);
    // Job 2 is marked completed just after its handler returns; job 1 stays active meanwhile.
    await until(async () => (await stateOf(name)).includes('completed'), 'the dead job completed', 10_000);
    expect((await stateOf(name)).sort()).toEqual(['active', 'completed']);
    finishLive();
    await until(
      async () => (await stateOf(name)).every((state) => state === 'completed'),
      'the live job done',
    );
    expect(runs).toEqual([1, 2]);
  });
});
