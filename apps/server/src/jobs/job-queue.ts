import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { inMemoryLeases, leaseHeldSql, postgresLeases, type JobLeases } from './job-leases';

/** The job a handler runs, beside its data: a run can tell a retry of itself from another job. */
export interface RunningJob {
  id: string;
}

export interface JobQueue {
  /**
   * With `options.db` (a transaction's `executeSql`, see db/transaction-sql.ts) the job is inserted
   * in that transaction: it exists only if the transaction commits. The queue must have been
   * prepared first, and the caller wakes the workers once it has committed.
   */
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Creates the queue if needed, before a transaction sends to it (which cannot create it). */
  prepare(queue: string): Promise<void>;
  /** This process's workers of the queue look for jobs now, not at their next poll. */
  wake(queue: string): void;
  work<T extends object>(queue: string, handler: (data: T, job: RunningJob) => Promise<void>): Promise<void>;
  /** Which work live processes are doing (see job-leases.ts); every job runs under a lease on its id. */
  leases: JobLeases;
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
    /** PostgreSQL: how often this process looks for active jobs nobody holds a lease on. */
    takeOverEveryMs?: number;
    /**
     * False for a web-only process (PROCESS_ROLE=web): it queues jobs but runs none. `work()` only
     * creates the queue; pg-boss's maintenance and the sweep for jobs of dead processes are the
     * workers' (a job of a dead worker is theirs to run again).
     */
    runsJobs?: boolean;
  } = {},
): Promise<JobQueue> {
  const runsJobs = options.runsJobs ?? true;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }> },
    schema: 'pgboss',
    schedule: false,
    supervise: runsJobs,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  /** This process's workers per queue: a job due now wakes them instead of waiting for their next poll. */
  const workers = new Map<string, string[]>();
  const wake = (queue: string) => {
    for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
  };
  const dedicated = database.dedicatedConnection();
  const leases = dedicated
    ? await postgresLeases(
        () => database.dedicatedConnection() ?? dedicated,
        (text, values) => database.executeSql(text, values),
        log,
      )
    : inMemoryLeases();
  if (options.retryJobsOfDeadProcess) await retryActiveJobs(boss, database, log);
  const takeOver =
    dedicated && runsJobs
      ? takeOverDeadJobs(boss, database, log, wake, options.takeOverEveryMs ?? TAKE_OVER_EVERY_MS)
      : undefined;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const dueJobs = runsJobs
    ? watchDueJobs(database, log, workers, wake, pollingIntervalSeconds * 1000)
    : undefined;
  const created = new Set<string>();
  const failures = new Map<string, number>();
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    // Processes starting together on a new database create the same queues at once: PostgreSQL
    // may end one of them as a deadlock (seen with two processes started side by side). Creating a
    // queue again is harmless, so the loser tries again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await boss.createQueue(queue);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
    created.add(queue);
  };
  return {
    async send(queue, data, sendOptions = {}) {
      if (sendOptions.db) {
        // Creating the queue would run outside the transaction: on the embedded database, one
        // connection, it would wait for the transaction to end, and the transaction for it.
        if (!created.has(queue))
          throw new Error(`queue ${queue} must be prepared before a send in a transaction`);
        // Not woken: the job is invisible to the workers until the caller commits.
        return boss.send(queue, data, sendOptions);
      }
      await ensureQueue(queue);
      const id = await boss.send(queue, data, sendOptions);
      if (id && !sendOptions.startAfter) wake(queue);
      return id;
    },
    prepare: ensureQueue,
    wake,
    async work<T extends object>(queue: string, handler: (data: T, job: RunningJob) => Promise<void>) {
      await ensureQueue(queue);
      if (!runsJobs) return;
      /** Set once pg-boss answers; the handler runs after the first fetch, so it is set by then. */
      const self: { worker?: string } = {};
      const worker = await boss.work<T>(
        queue,
        // The due-job watch wakes the worker; its own polls are only a fallback should the watch fail.
        { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, WORKER_FALLBACK_POLL_SECONDS) },
        async (jobs) => {
          for (const job of jobs) {
            await leases.hold(job.id);
            try {
              await handler(job.data, { id: job.id });
            } catch (error) {
              failures.set(queue, (failures.get(queue) ?? 0) + 1);
              throw error;
            } finally {
              await leases.release(job.id);
            }
          }
          // A job was found, so the next may be waiting: look again at once. pg-boss waits its
          // polling interval after every fetch, so a queue of 100 drained at one job a poll. A
          // job that failed keeps that pause (a queue without a retry delay would otherwise spend
          // its retries at once).
          if (self.worker) boss.notifyWorker(self.worker);
        },
      );
      self.worker = worker;
      workers.set(queue, [...(workers.get(queue) ?? []), worker]);
    },
    leases,
    async stop() {
      await dueJobs?.stop();
      await takeOver?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 8000 });
      await leases.close();
    },
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

/**
 * A worker's own polls, when nothing woke it: pg-boss's fetch is a locking UPDATE over the queue's
 * table, planned afresh each time. One per queue per second, ten queues, was ~30 ms a second of
 * the embedded database's one connection (a request arriving behind them waited; issue 17 part 3).
 */
const WORKER_FALLBACK_POLL_SECONDS = 60;

/**
 * Every `everyMs`, one read of which of this process's queues hold a job due now (sent by another
 * process, due after a delay or a retry's wait), and only their workers fetch. Jobs sent by this
 * process wake their workers as they are sent.
 */
function watchDueJobs(
  database: Database,
  log: FastifyBaseLogger,
  workers: ReadonlyMap<string, unknown>,
  wake: (queue: string) => void,
  everyMs: number,
) {
  return repeat(
    everyMs,
    async () => {
      if (workers.size === 0) return;
      // Planned once: the job table has a partition per queue, and planning over all of them was
      // most of this read's time (~2 ms of PGlite's ~2.5).
      const { rows } = await database.executePreparedSql(
        'tricoach_due_jobs',
        `SELECT DISTINCT name FROM pgboss.job WHERE state < 'active' AND start_after < now()`,
      );
      // Another process's queues have no worker here: waking them does nothing.
      for (const { name } of rows as { name: string }[]) wake(name);
    },
    (error) => log.warn({ err: error }, 'looking for due jobs failed'),
  );
}

/** Runs `work` now and every `everyMs`, a run skipped while the last one is still going. */
function repeat(everyMs: number, work: () => Promise<void>, onError: (error: unknown) => void) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= work()
      .catch(onError)
      .finally(() => (running = undefined));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Seconds between the sweeps for jobs of dead processes; a job is taken over on its second sighting. */
const TAKE_OVER_EVERY_MS = 2_000;
const DEAD_PROCESS = { message: 'the process running this job stopped' };

/**
 * PostgreSQL, several processes: every process looks every few seconds for active jobs nobody
 * holds a lease on. A job seen so on two sweeps in a row lost its process (a live one takes its
 * lease within milliseconds of fetching the job, and gives it back only once the job has finished),
 * so it is failed: pg-boss retries it at once by its own policy, on whichever process fetches it.
 * The first sweep runs at start, so a restarted process takes over its own dead jobs within seconds.
 */
function takeOverDeadJobs(
  boss: PgBoss,
  database: Database,
  log: FastifyBaseLogger,
  wake: (queue: string) => void,
  everyMs: number,
) {
  let seen = new Set<string>();
  async function sweep(): Promise<void> {
    const { rows } = await database.executeSql(
      `SELECT id::text AS id FROM pgboss.job WHERE state = 'active' AND NOT ${leaseHeldSql('id')}`,
    );
    const unleased = new Set((rows as { id: string }[]).map((row) => row.id));
    const suspects = [...unleased].filter((id) => seen.has(id));
    seen = unleased;
    if (suspects.length > 0) await failDead(suspects);
  }
  /** One transaction, the rows locked: of several processes sweeping at once, one fails each job, once. */
  async function failDead(ids: string[]): Promise<void> {
    const taken = await database.transaction(async (executeSql) => {
      const { rows } = await executeSql(
        `SELECT name, array_agg(id) AS ids FROM (
           SELECT name, id FROM pgboss.job
            WHERE id = ANY($1::uuid[]) AND state = 'active' AND NOT ${leaseHeldSql('id')}
            FOR UPDATE SKIP LOCKED) dead
          GROUP BY name`,
        [ids],
      );
      const found = rows as { name: string; ids: string[] }[];
      for (const { name, ids: dead } of found) {
        // pg-boss takes an array of ids here too (its types name only the single id with data).
        await (boss.fail as (...args: unknown[]) => Promise<void>)(name, dead, DEAD_PROCESS, {
          db: { executeSql },
        });
        // A dead process is no reason to wait out the retry delay meant for a failing handler.
        await executeSql(
          `UPDATE pgboss.job SET start_after = now() WHERE id = ANY($1::uuid[]) AND state = 'retry'`,
          [dead],
        );
      }
      return found;
    });
    for (const { name, ids: dead } of taken) {
      log.warn({ queue: name, jobs: dead.length }, 'jobs of a stopped process run again');
      wake(name);
    }
  }
  return repeat(everyMs, sweep, (error) =>
    log.warn({ err: error }, 'sweeping for jobs of stopped processes failed'),
  );
}

async function retryActiveJobs(boss: PgBoss, database: Database, log: FastifyBaseLogger): Promise<void> {
  const { rows } = await database.executeSql(
    `SELECT name, array_agg(id) AS ids FROM pgboss.job WHERE state = 'active' GROUP BY name`,
  );
  for (const { name, ids } of rows as { name: string; ids: string[] }[]) {
    log.warn({ queue: name, jobs: ids.length }, 'jobs of a stopped process run again');
    for (const id of ids) await boss.fail(name, id, DEAD_PROCESS);
    await database.executeSql(
      `UPDATE pgboss.job SET start_after = now() WHERE id = ANY($1::uuid[]) AND state = 'retry'`,
      [ids],
    );
  }
}
