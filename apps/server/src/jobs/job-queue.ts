import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

export interface JobQueue {
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Durable jobs in the application's own database (pg-boss): no extra server, and several API
 * processes on one PostgreSQL share the queue. On the embedded database pg-boss runs through
 * the same PGlite connection (Database.executeSql is the adapter).
 */
export async function startJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }> },
    schema: 'pgboss',
    schedule: false,
    supervise: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    await boss.createQueue(queue);
    created.add(queue);
  };
  return {
    async send(queue, data, sendOptions = {}) {
      await ensureQueue(queue);
      return boss.send(queue, data, sendOptions);
    },
    async work<T extends object>(queue: string, handler: (data: T) => Promise<void>) {
      await ensureQueue(queue);
      await boss.work<T>(
        queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 8000 }),
  };
}
