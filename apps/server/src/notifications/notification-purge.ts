import type { Clock } from '../clock/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/job-queue';
import { startPeriodicJob } from '../jobs/periodic-job';
import type { NotificationsService } from './notifications.service';

const NOTIFICATION_PURGE_QUEUE = 'notification-purge';
/** Every 15 minutes: reads already hide expired rows, the purge only keeps the table small and the bell exact. */
const NOTIFICATION_PURGE_PERIOD_SECONDS = 15 * 60;

/** Expired notifications removed by a periodic job (jobs/periodic-job.ts). */
export async function startNotificationPurge(
  queue: JobQueue,
  notifications: NotificationsService,
  log: FastifyBaseLogger,
  clock: Clock,
): Promise<void> {
  await startPeriodicJob(queue, NOTIFICATION_PURGE_QUEUE, NOTIFICATION_PURGE_PERIOD_SECONDS, async () => {
    const removed = await notifications.purgeExpired(clock.now());
    if (removed > 0) log.info({ removed }, 'expired notifications removed');
  });
}
