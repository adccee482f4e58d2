import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOfWeek } from '@tricoach/core';
import { startServerProcess } from '../test/support/server-process';
import { signInOverHttp } from './support/bench-auth';
import { seedTrainingAthlete } from './support/seed-training-athlete';
import { loadAverage, onEachDatabase } from './support/bench-machine';
import { browserHeaders, CONNECTIONS, measurePageCalls, TARGET_P99_MS } from './support/page-calls';

/**
 * Latency of every call the dashboard, forecast, roadmap, statistics and check-in screens make
 * (support/page-calls.ts), for an athlete with a 40-week plan, 5 years of completed workouts and
 * 5 years of morning check-ins, the server in its own process as `npm start` runs it: on the
 * embedded database and, with BENCH_DATABASE_URL (a PostgreSQL server whose user may create
 * databases), on PostgreSQL. Target (issue 17 part 3): p99 ≤ 15 ms per call at 4 connections.
 * The measured server's clock is the seed's day, so "today" is the history's last day.
 * scale.bench.ts measures the same calls for 10,000 such athletes.
 */

async function measure(label: string, env: Record<string, string>, databaseUrl?: string): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tricoach-bench-views-'));
  try {
    const seededAt = new Date();
    const seeded = await seedTrainingAthlete(dataDir, databaseUrl);
    console.log(
      `\n${label}: A race in 40 weeks, ${seeded.planWeeks} weeks of plan in all, ${seeded.workouts} completed workouts and ${seeded.checkIns} check-ins over 5 years`,
    );
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      TEST_CLOCK_START_AT: seededAt.toISOString(),
      ...env,
    });
    let met = true;
    try {
      const accessToken = await signInOverHttp(server.url, seeded.email, seeded.password);
      const roadmap = await fetch(`${server.url}/api/v1/app/race-roadmap`, {
        method: 'POST',
        headers: browserHeaders(accessToken),
      });
      const goalId = ((await roadmap.json()) as { races: { id: string }[] }).races[0]?.id ?? 'none';
      const monday = startOfWeek(seededAt.toISOString().slice(0, 10));
      const figures = await measurePageCalls(
        server.url,
        [{ athleteId: seeded.athleteId, goalId, accessToken }],
        monday,
      );
      met = figures.every((call) => call.met);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    return met;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const met = await onEachDatabase('tricoach_bench_views', measure);
const load = loadAverage();
console.log(
  `\ntarget: p99 ≤ ${TARGET_P99_MS} ms per page call, ${CONNECTIONS} connections; load average ${load} on ${os.cpus().length} cores`,
);
if (!met) process.exitCode = 1;
