import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { localDate, startOfWeek } from '@tricoach/core';
import { startServerProcess } from '../test/support/server-process';
import { signInOverHttp } from './support/bench-auth';
import { seedTrainingAthlete } from './support/seed-training-athlete';

/**
 * Latency of what the dashboard and the forecast fetch, for an athlete with a 40-week plan and
 * 5 years of completed workouts, the server in its own process as `npm start` runs it on the
 * embedded database. Target (issue 5): p99 < 30 ms per call.
 *
 * The dashboard page (apps/web/src/dashboard) fetches identity (the shell), dashboard-status,
 * the athlete profile (units) and this week's outlook; the forecast tab fetches the outlook of
 * the week it shows (7 days). The season (training-plan) is held to the same target; a 6-week
 * outlook and the statistics calls over 5 years are printed for reference.
 * Four connections: one page load fires about four calls at once.
 */
const TARGET_P99_MS = 30;
const CONNECTIONS = 4;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tricoach-bench-views-'));
const seeded = await seedTrainingAthlete(dataDir).catch((error: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const monday = startOfWeek(localDate(new Date(), 'UTC'));
console.log(
  `seeded: A race in 40 weeks, ${seeded.planWeeks} weeks of plan in all, ${seeded.workouts} completed workouts over 5 years`,
);

/** `targeted`: a call the dashboard or forecast page makes (issue 5 target); the rest are shown for reference. */
const calls = [
  { name: 'dashboard: identity', path: '/api/v1/app/identity', targeted: true },
  { name: 'dashboard: dashboard-status', path: '/api/v1/app/dashboard-status', targeted: true },
  { name: 'dashboard: profile', path: `/api/v1/odata/AthleteProfile/${seeded.athleteId}`, targeted: true },
  {
    name: 'dashboard + forecast: outlook (a week)',
    path: `/api/v1/app/outlook?from=${monday}&days=7`,
    targeted: true,
  },
  { name: 'training-plan', path: '/api/v1/app/training-plan', targeted: true },
  {
    name: 'reference: outlook (6 weeks)',
    path: `/api/v1/app/outlook?from=${monday}&days=42`,
    targeted: false,
  },
  {
    name: 'reference: activity-dashboard (1y)',
    path: '/api/v1/app/history/activity-dashboard?range=1y',
    targeted: false,
  },
  {
    name: 'reference: fitness (all, 5 years)',
    path: '/api/v1/app/history/fitness?range=all',
    targeted: false,
  },
];

const server = await startServerProcess({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
});
let failed = false;
try {
  const accessToken = await signInOverHttp(server.url, seeded.email, seeded.password);
  const headers = { authorization: `Bearer ${accessToken}`, 'x-app-version': '2.2.0' };
  for (const call of calls) {
    const run = (duration: number) =>
      autocannon({ url: `${server.url}${call.path}`, connections: CONNECTIONS, duration, headers });
    await run(1); // warm-up: JIT, caches, connection
    const result = await run(5);
    const errors = result.errors + result.non2xx;
    const { p50, p99 } = result.latency;
    const verdict = errors > 0 ? 'ERRORS' : !call.targeted ? '' : p99 < TARGET_P99_MS ? 'ok' : 'OVER TARGET';
    if (verdict === 'ERRORS' || verdict === 'OVER TARGET') failed = true;
    console.log(
      `${call.name.padEnd(42)} p50 ${String(p50).padStart(3)} ms  p99 ${String(p99).padStart(3)} ms  ${String(Math.round(result.requests.average)).padStart(5)} req/s  ${errors} errors  ${verdict}`,
    );
  }
  // Shared machines skew tails: the load average says how much else was running.
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  console.log(
    `target: p99 < ${TARGET_P99_MS} ms per page call, ${CONNECTIONS} connections; load average ${load} on ${os.cpus().length} cores`,
  );
  if (failed) process.exitCode = 1;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
