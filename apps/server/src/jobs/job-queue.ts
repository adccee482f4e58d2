import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

export interface JobQueue {
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  /** Jobs waiting, running and failed per queue, read from the queue's table (metrics, at scrape time). */
  countJobs(): Promise<JobCount[]>;
  /** Jobs whose handler threw in this process since it started, per queue (pg-boss retries them). */
  failuresSinceStart(): ReadonlyMap<string, number>;
}

export interface JobCount {
  queue: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  count: number;
}

/**
 * Durable jobs in the application's own database (pg-boss): no extra server, and several API
 * processes on one PostgreSQL share the queue. On the embedded database pg-boss runs through
 * the same PGlite connection (Database.executeSql is the adapter).
 */
export async function startJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: {
    pollingIntervalSeconds?: number;
    /**
     * The embedded database is one process: a job still active at start was running in a process
     * that died (kill -9, power cut). It is failed now, so pg-boss retries it by its own policy
     * within seconds, instead of after its expiry.
     */
    retryJobsOfDeadProcess?: boolean;
  } = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }> },
    schema: 'pgboss',
    schedule: false,
    supervise: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  if (options.retryJobsOfDeadProcess) await retryActiveJobs(boss, database, log);
  const created = new Set<string>();
  /** This process's workers per queue: a job due now wakes them instead of waiting for their next poll. */
  const workers = new Map<string, string[]>();
  const failures = new Map<string, number>();
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    await boss.createQueue(queue);
    created.add(queue);
  };
  return {
    async send(queue, data, sendOptions = {}) {
      await ensureQueue(queue);
      const id = await boss.send(queue, data, sendOptions);
      if (id && !sendOptions.startAfter)
        for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async work<T extends object>(queue: string, handler: (data: T) => Promise<void>) {
      await ensureQueue(queue);
      const worker = await boss.work<T>(
        queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data);
            } catch (error) {
              failures.set(queue, (failures.get(queue) ?? 0) + 1);
              throw error;
            }
          }
        },
      );
      workers.set(queue, [...(workers.get(queue) ?? []), worker]);
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 8000 }),
    async countJobs() {
      // Every queue with every counted state, zeros included, so a dashboard sees a queue that is
      // empty. Completed jobs are left out: pg-boss keeps them for hours and they say nothing about
      // health. Failed ones stay until pg-boss archives them (12 h by default).
      const { rows } = await database.executeSql(
        `SELECT q.name AS queue, s.state::text AS state, count(j.id)::int AS count
           FROM pgboss.queue q
           CROSS JOIN unnest(ARRAY['created', 'retry', 'active', 'failed']::pgboss.job_state[]) AS s(state)
           LEFT JOIN pgboss.job j ON j.name = q.name AND j.state = s.state
          GROUP BY q.name, s.state
          ORDER BY q.name, s.state`,
      );
      return rows as JobCount[];
    },
    failuresSinceStart: () => failures,
  };
}

async function retryActiveJobs(boss: PgBoss, database: Database, log: FastifyBaseLogger): Promise<void> {
  const { rows } = await database.executeSql(
    `SELECT name, array_agg(id) AS ids FROM pgboss.job WHERE state = 'active' GROUP BY name`,
  );
  for (const { name, ids } of rows as { name: string; ids: string[] }[]) {
    log.warn({ queue: name, jobs: ids.length }, 'jobs of a stopped process run again');
    for (const id of ids) await boss.fail(name, id, { message: 'the process running this job stopped' });
  }
}
