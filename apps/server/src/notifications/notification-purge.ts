import type { Clock } from '../clock/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/job-queue';
import type { NotificationsService } from './notifications.service';

const NOTIFICATION_PURGE_QUEUE = 'notification-purge';
/** Every 15 minutes: reads already hide expired rows, the purge only keeps the table small and the bell exact. */
const NOTIFICATION_PURGE_PERIOD_SECONDS = 15 * 60;

/**
 * A self-rescheduling pg-boss job (the queue runs without pg-boss's cron): each run books the
 * next time slot. Slots are unique per queue (singletonSeconds), so several API processes on
 * one database never stack up duplicates; every start books one too, in case a chain broke.
 */
export async function startNotificationPurge(
  queue: JobQueue,
  notifications: NotificationsService,
  log: FastifyBaseLogger,
  clock: Clock,
): Promise<void> {
  const book = () =>
    queue.send(
      NOTIFICATION_PURGE_QUEUE,
      {},
      { singletonSeconds: NOTIFICATION_PURGE_PERIOD_SECONDS, singletonNextSlot: true, retryLimit: 2 },
    );
  await queue.work(NOTIFICATION_PURGE_QUEUE, async () => {
    try {
      const removed = await notifications.purgeExpired(clock.now());
      if (removed > 0) log.info({ removed }, 'expired notifications removed');
    } finally {
      await book();
    }
  });
  await book();
}
