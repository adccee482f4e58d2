import { readFileSync } from 'node:fs';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';

/**
 * Process metrics (CPU, memory, event loop, GC) belong to the process, not to one app: collected
 * once, so the tests' many apps in one process do not each start their own event-loop monitor.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Requests that matched no route share one label: raw URLs would grow the series without bound. */
const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds; from a cached identity call (~1 ms) to a plan generation answered inline. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The job counts are read at scrape time: a hung database must not hang the scrape. */
const JOB_COUNT_TIMEOUT_MS = 2_000;

export interface Metrics {
  /** The Prometheus text exposition of the process and of this app. */
  render(): Promise<string>;
  contentType: string;
}

export function createMetrics(
  app: FastifyInstance,
  deps: { database: Database; jobs: JobQueue; log: FastifyBaseLogger },
): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern (never the raw URL), method and status class',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending the whole answer, by route pattern, method and status class',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const databaseProcess = deps.database.processId;
  if (databaseProcess !== undefined)
    new Gauge({
      name: 'tricoach_embedded_database_resident_memory_bytes',
      help: "Resident memory of the embedded database's own process (beside this process's process_resident_memory_bytes)",
      registers,
      collect() {
        this.reset();
        const resident = residentBytesOf(databaseProcess);
        if (resident !== undefined) this.set(resident);
      },
    });
  new Gauge({
    name: 'tricoach_jobs',
    help: 'Jobs per queue and state in the job table: created and retry are the queue depth, failed are kept about 12 h',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      let timer: NodeJS.Timeout | undefined;
      try {
        const counts = await Promise.race([
          deps.jobs.countJobs(),
          new Promise<never>((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error('job counts timed out')), JOB_COUNT_TIMEOUT_MS);
          }),
        ]);
        for (const { queue, state, count } of counts) this.set({ queue, state }, count);
      } catch (error) {
        // The rest of the scrape still answers; an empty series (and /readyz) tell the story.
        deps.log.warn({ err: error }, 'job counts not read for metrics');
      } finally {
        clearTimeout(timer);
      }
    },
  });
  new Counter({
    name: 'tricoach_job_failures_total',
    help: 'Job runs whose handler threw in this process since it started, per queue (pg-boss retries them up to their limit)',
    labelNames: ['queue'] as const,
    registers,
    collect() {
      this.reset();
      for (const [queue, count] of deps.jobs.failuresSinceStart()) this.inc({ queue }, count);
    },
  });

  new Gauge({
    name: 'tricoach_database_info',
    help: 'The database in use: embedded (PGlite, one in-process connection) or postgres (a connection pool)',
    labelNames: ['kind'] as const,
    registers,
  }).set({ kind: deps.database.kind }, 1);
  if (deps.database.kind === 'postgres') {
    new Gauge({
      name: 'tricoach_db_pool_connections',
      help: 'PostgreSQL pool connections: max allowed, total open, idle',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = deps.database.poolStats();
        if (!stats) return;
        this.set({ state: 'max' }, stats.max);
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: 'tricoach_db_pool_waiting_requests',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers,
      collect() {
        this.set(deps.database.poolStats()?.waiting ?? 0);
      },
    });
  }

  const exposed = Registry.merge([processMetrics(), registry]);
  return { contentType: exposed.contentType, render: () => exposed.metrics() };
}

/** A process's resident memory from Linux's /proc (as prom-client reads its own); undefined elsewhere or once it is gone. */
function residentBytesOf(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
