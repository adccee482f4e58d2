/// <reference types="node" />
/**
 * Load and readiness over five years of daily data (spec section 9: wearable import covers
 * the last 5 years of activities). Targets: under 5 ms each. Data is generated from a fixed
 * seed so every run measures the same work.
 *
 *   npx tsx packages/core/bench/load-readiness.bench.ts
 */
import { addDays } from '../src/dates/index';
import { fitnessSeries } from '../src/load/index';
import type { DailyStress } from '../src/load/index';
import { assessReadiness, hrvTrend, restingHeartRateTrend } from '../src/readiness/index';
import type { LevelNumber, ReadinessDay } from '../src/readiness/index';
import { seededRandom } from '../src/random/seeded-random';

const TODAY = '2026-11-22';
const DAYS = 5 * 365 + 1;
const RUNS = 300;
const TARGET_MS = 5;

function buildData(): { stress: DailyStress[]; days: ReadinessDay[] } {
  const random = seededRandom(20261122);
  const stress: DailyStress[] = [];
  const days: ReadinessDay[] = [];
  const level = (): LevelNumber => (1 + Math.floor(random() * 5)) as LevelNumber;
  for (let i = 0; i < DAYS; i++) {
    const date = addDays(TODAY, i - DAYS + 1);
    if (random() > 0.15) stress.push({ date, stress: 20 + random() * 150 });
    if (random() > 0.7) stress.push({ date, stress: 10 + random() * 60 }); // a second session
    days.push({
      date,
      hrv: 55 * Math.exp((random() - 0.5) * 0.4),
      restingHeartRate: 48 + Math.round(random() * 6),
      fatigue: level(),
      stress: level(),
      sleep: level(),
      mood: level(),
    });
  }
  return { stress, days };
}

function medianMs(run: () => unknown): number {
  for (let i = 0; i < 50; i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const { stress, days } = buildData();
const figures: [string, number][] = [
  ['load: fitness series 5y daily', medianMs(() => fitnessSeries(stress, { to: TODAY }))],
  ['readiness: today from 5y daily', medianMs(() => assessReadiness(days, TODAY))],
  [
    'readiness: HRV + resting-HR 3-month trends from 5y daily',
    medianMs(() => [hrvTrend(days, TODAY, '3m'), restingHeartRateTrend(days, TODAY, '3m')]),
  ],
];
let isOver = false;
for (const [label, ms] of figures) {
  console.log(`${label} median ${ms.toFixed(2)} ms (target < ${TARGET_MS} ms)`);
  if (ms >= TARGET_MS) isOver = true;
}
if (isOver) process.exitCode = 1;
