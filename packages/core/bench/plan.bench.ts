/**
 * Median time to generate a full season: an experienced Ironman athlete, 40 weeks to the
 * race, five years of completed sessions and daily check-ins as input. Deterministic data
 * (seeded PRNG). Run: `node --import tsx packages/core/bench/plan.bench.ts`.
 *
 * Measured as a running server meets it: the engine compiled as `npm start` runs it (one esbuild
 * bundle, as apps/server/scripts/build-server.ts writes; not tsx, whose `keepNames` renames
 * every closure the engine makes, ~7 % slower), warmed by the plans before (the first plan of a
 * process is printed apart), wall time and CPU time (on a shared 2-core machine the CPU time is
 * the steadier figure), with the load average. Node's default heap settings: the server's
 * memory flags cost plans more (docs/decisions.md). Target (issue 17 part 3): median < 10 ms.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromDayNumber, toDayNumber } from '../src/dates/index';
import type { CompletedSession, DailyCheckInInput } from '../src/model/athlete';
import { generateSeasonPlan, type PlanInput } from '../src/plan/index';
import { seededRandom } from '../src/random/seeded-random';
import { slot } from '../src/plan/test-support/slots';
import { POWER_AND_PACE_PREFERENCES } from '../src/plan/test-support/preferences';

const TARGET_MS = 10;
/** Plans a server process has made before the measured ones: V8 has optimised the engine by then. */
const WARM_UP = 50;
const RUNS = 200;
const TODAY = '2027-01-04';
const RACE_DAY = '2027-10-17';

export function buildIronmanAthlete(): PlanInput {
  const random = seededRandom(42);
  const todayNumber = toDayNumber(TODAY);
  const completedSessions: CompletedSession[] = [];
  const checkIns: DailyCheckInInput[] = [];
  const sports = ['swim', 'bike', 'run', 'bike', 'run', 'swim', 'strength'] as const;
  for (let day = todayNumber - 5 * 365; day < todayNumber; day++) {
    const date = fromDayNumber(day);
    if (random() < 0.85) {
      const sport = sports[Math.floor(random() * sports.length)] ?? 'run';
      const duration = Math.round((30 + random() * (sport === 'bike' ? 180 : 80)) * 60);
      completedSessions.push({ date, sport, duration, load: Math.round((duration / 3600) * 60) });
    }
    checkIns.push({
      date,
      hrv: Math.round(55 + random() * 20),
      restingHeartRate: Math.round(46 + random() * 6),
      fatigue: random() < 0.8 ? 2 : 4,
      sleep: random() < 0.85 ? 2 : 4,
      stress: 3,
      mood: 2,
    });
  }
  return {
    athlete: {
      dateOfBirth: '1985-03-02',
      gender: 'Male',
      weight: 74,
      intention: 'Optimizing',
      maf: 'Competitive',
      experience: {
        swim: { months: 60, weeklyDistance: 8000, longSessionDistance: 3000 },
        bike: { months: 60, weeklyDuration: 7 * 3600, longSessionDuration: 4 * 3600 },
        run: { months: 72, weeklyDuration: 4 * 3600, longSessionDuration: 2 * 3600 },
      },
      otherEnduranceSports: ['CrossCountrySkiing'],
      injuryTendencies: ['run'],
    },
    thresholds: {
      bikeUpperPower: 285,
      runUpperPace: 252,
      swimCss: 95,
      runUpperHeartRate: 168,
      bikeUpperHeartRate: 162,
    },
    preferences: POWER_AND_PACE_PREFERENCES,
    goals: [
      {
        id: 'im',
        name: 'Ironman Frankfurt',
        type: 'Ironman',
        date: RACE_DAY,
        priority: 'A',
        targetTime: 10.5 * 3600,
      },
      { id: 'half', name: 'Half in June', type: 'HalfIronman', date: '2027-06-20', priority: 'B' },
      { id: 'oly', name: 'Local Olympic', type: 'Olympic', date: '2027-05-09', priority: 'C' },
    ],
    availability: {
      Monday: [slot(1, 'swimming', 'strengthtraining')],
      Tuesday: [slot(1.5, 'cycling', 'running'), slot(1, 'swimming')],
      Wednesday: [slot(1.5, 'running', 'cycling'), slot(1, 'strengthtraining', 'swimming')],
      Thursday: [slot(2, 'cycling', 'running'), slot(1, 'swimming')],
      Friday: [slot(1.25, 'swimming', 'running')],
      Saturday: [slot(6, 'cycling', 'running'), slot(1, 'swimming')],
      Sunday: [slot(3, 'running', 'cycling')],
    },
    injuryPauses: [],
    completedSessions,
    checkIns,
    lockedSessions: [],
    skippedSessionIds: [],
    sessionMoves: [],
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[middle] ?? 0);
}

function runBench(): void {
  const input = buildIronmanAthlete();
  const firstStart = performance.now();
  generateSeasonPlan(input, TODAY);
  const first = performance.now() - firstStart;
  for (let i = 1; i < WARM_UP; i++) generateSeasonPlan(input, TODAY);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const weeksToRace = Math.floor((toDayNumber(RACE_DAY) - toDayNumber(TODAY)) / 7);
  let planWeeks = 0;
  for (let i = 0; i < RUNS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const plan = generateSeasonPlan(input, TODAY);
    times.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    planWeeks = plan.weeks.length;
  }
  const result = median(times);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  console.log(
    `plan: full season ${weeksToRace} weeks Ironman median ${result.toFixed(1)} ms, CPU ${median(cpuTimes).toFixed(1)} ms (target < ${TARGET_MS} ms; ${planWeeks} plan weeks incl. recovery and off season; first plan of the process ${first.toFixed(0)} ms; load average ${load} on ${os.cpus().length} cores)`,
  );
  if (result >= TARGET_MS) process.exitCode = 1;
}

interface Esbuild {
  buildSync(options: object): { outputFiles?: { contents: Uint8Array }[] };
}

/** Bundles this file as the server's bundle is made and runs the bundle in a process of its own. */
function runBundled(): void {
  // The esbuild that tsx brings, as the server's bundle script uses.
  const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  const esbuild = fromTsx('esbuild') as Esbuild;
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [fileURLToPath(import.meta.url)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tricoach-plan-bench-'));
  try {
    const bundle = path.join(folder, 'plan-bench.mjs');
    writeFileSync(bundle, outputFiles?.[0]?.contents ?? '');
    const run = spawnSync(process.execPath, [bundle], {
      stdio: 'inherit',
      env: { ...process.env, [BUNDLED]: '1' },
    });
    process.exitCode = run.status ?? 1;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const BUNDLED = 'TRICOACH_PLAN_BENCH_BUNDLED';
// Runs when executed directly; tests and scripts may import buildIronmanAthlete.
if (process.env[BUNDLED] === '1') runBench();
else if (process.argv[1]?.endsWith('plan.bench.ts')) runBundled();
