import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startOfWeek } from '@tricoach/core';
import { startServerProcess } from '../test/support/server-process';
import { signInOverHttp } from './support/bench-auth';
import { seedTrainingAthlete } from './support/seed-training-athlete';
import { loadAverage, withScratchDatabase } from './support/bench-machine';

/**
 * Latency of every call the dashboard, forecast, roadmap, statistics and check-in screens make
 * (apps/web/src/dashboard, forecast, roadmap, analytics, checkin), for an athlete with a 40-week
 * plan, 5 years of completed workouts and 5 years of morning check-ins, the server in its own
 * process as `npm start` runs it: on the embedded database and, with BENCH_DATABASE_URL (a
 * PostgreSQL server whose user may create databases), on PostgreSQL.
 * Target (issue 17 part 3): p99 ≤ 15 ms per call at 4 connections (one page load fires about four
 * calls at once). Calls carry the browser's Accept-Encoding: answers over 1 KB go compressed, as
 * the screens get them. The measured server's clock is the seed's day, so "today" is the
 * history's last day.
 */
const TARGET_P99_MS = 15;
const CONNECTIONS = 4;

interface Call {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
}

function callsOf(athleteId: string, monday: string, goalId: string): Call[] {
  const history = (what: string, range: string) => `/api/v1/app/history/${what}?range=${range}`;
  return [
    { name: 'dashboard: identity', path: '/api/v1/app/identity' },
    { name: 'dashboard: dashboard-status', path: '/api/v1/app/dashboard-status' },
    { name: 'dashboard: profile', path: `/api/v1/odata/AthleteProfile/${athleteId}` },
    { name: 'dashboard + forecast: outlook (a week)', path: `/api/v1/app/outlook?from=${monday}&days=7` },
    { name: 'forecast: training-plan', path: '/api/v1/app/training-plan' },
    { name: 'forecast: outlook (6 weeks)', path: `/api/v1/app/outlook?from=${monday}&days=42` },
    { name: 'roadmap: race-roadmap', path: '/api/v1/app/race-roadmap', method: 'POST' },
    {
      name: 'roadmap: race-roadmap-by-goal',
      path: `/api/v1/app/race-roadmap-by-goal/${goalId}`,
      method: 'POST',
    },
    // The statistics tab opens on 1 month; its other tabs make the same three calls.
    { name: 'statistics: activity-dashboard (1m)', path: history('activity-dashboard', '1m') },
    { name: 'statistics: sport-split (1m)', path: history('sport-split', '1m') },
    { name: 'statistics: fitness (1m)', path: history('fitness', '1m') },
    { name: 'statistics: activity-dashboard (1y)', path: history('activity-dashboard', '1y') },
    { name: 'statistics: fitness (all, 5 years)', path: history('fitness', 'all') },
    { name: 'statistics: series (all)', path: history('series', 'all') },
    { name: 'statistics: completed-workouts', path: `${history('completed-workouts', '1m')}&limit=20` },
    { name: 'check-in: today', path: '/api/v1/app/AthleteDailyCheckin' },
    { name: 'check-in: briefing options', path: '/api/v1/app/check-in/briefing/options' },
    { name: 'check-in: briefing', path: '/api/v1/app/check-in/briefing' },
    { name: 'check-in: readiness', path: '/api/v1/app/readiness' },
  ];
}

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
      const headers = {
        authorization: `Bearer ${accessToken}`,
        'x-app-version': '2.2.0',
        'accept-encoding': 'gzip, deflate, br, zstd',
      };
      const roadmap = await fetch(`${server.url}/api/v1/app/race-roadmap`, { method: 'POST', headers });
      const goalId = ((await roadmap.json()) as { races: { id: string }[] }).races[0]?.id ?? 'none';
      const monday = startOfWeek(seededAt.toISOString().slice(0, 10));
      for (const call of callsOf(seeded.athleteId, monday, goalId)) {
        const run = (duration: number) =>
          autocannon({
            url: `${server.url}${call.path}`,
            method: call.method ?? 'GET',
            connections: CONNECTIONS,
            duration,
            headers,
          });
        await run(1); // warm-up: JIT, caches, connection
        const result = await run(5);
        const errors = result.errors + result.non2xx;
        const { p50, p99 } = result.latency;
        const verdict = errors > 0 ? 'ERRORS' : p99 <= TARGET_P99_MS ? 'ok' : 'OVER TARGET';
        if (verdict !== 'ok') met = false;
        console.log(
          `${call.name.padEnd(40)} p50 ${String(p50).padStart(3)} ms  p99 ${String(p99).padStart(3)} ms (target ≤ ${TARGET_P99_MS})  ${String(Math.round(result.requests.average)).padStart(5)} req/s  ${errors} errors  ${verdict}`,
        );
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    return met;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let met = await measure('embedded database', {});
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  met =
    (await withScratchDatabase(postgresUrl, 'tricoach_bench_views', (databaseUrl) =>
      measure('PostgreSQL', { DATABASE_URL: databaseUrl }, databaseUrl),
    )) && met;
}
const load = loadAverage();
console.log(
  `\ntarget: p99 ≤ ${TARGET_P99_MS} ms per page call, ${CONNECTIONS} connections; load average ${load} on ${os.cpus().length} cores`,
);
if (!met) process.exitCode = 1;
