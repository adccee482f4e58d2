import type { Database } from '../../src/db/database';
import { startJobQueue, type JobQueue } from '../../src/jobs/job-queue';
import { createTestApp, forFile } from './test-app';

/**
 * The file's own app, and job queues started on its database as other processes would start
 * theirs (`startQueue`, on another `database` view if given): every queue is stopped after the
 * file's last test, before the app closes.
 */
export function queuesForFile() {
  const queues: JobQueue[] = [];
  const { t } = forFile(
    async () => ({ t: await createTestApp() }),
    async ({ t: app }) => {
      for (const queue of queues) await queue.stop();
      await app.close();
    },
    60_000,
  );
  async function startQueue(options?: Parameters<typeof startJobQueue>[2], database: Database = t.database) {
    const queue = await startJobQueue(database, t.app.log, options);
    queues.push(queue);
    return queue;
  }
  return { t, startQueue };
}
