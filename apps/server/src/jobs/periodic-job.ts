import type { JobQueue } from './job-queue';

/**
 * A self-rescheduling pg-boss job (the queue runs without pg-boss's cron): each run books the
 * next time slot. Slots are unique per queue (singletonSeconds), so several API processes on
 * one database never stack up duplicates; every start books one too, in case a chain broke.
 */
export async function startPeriodicJob(
  queue: JobQueue,
  name: string,
  periodSeconds: number,
  run: () => Promise<void>,
): Promise<void> {
  const book = () =>
    queue.send(name, {}, { singletonSeconds: periodSeconds, singletonNextSlot: true, retryLimit: 2 });
  await queue.work(name, async () => {
    try {
      await run();
    } finally {
      await book();
    }
  });
  await book();
}
