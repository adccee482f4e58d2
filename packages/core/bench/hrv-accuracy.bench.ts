/**
 * Camera HRV accuracy (issue 15): a bank of synthetic fingertip signals with known beats;
 * prints the mean and worst rMSSD error per case and how each run was rated. Two targets:
 * - the bank (45–100 bpm, rMSSD 10–120 ms, 30 fps, ±10 ms frame jitter, sensor noise,
 *   breathing drift, 60 s): every run within 5 % or 2 ms, whichever is larger;
 * - every case, the harder ones too (frames stamped late, dropped frames, 20 s, heavy noise):
 *   a run rated "good" is within that target (the rating does not claim more than it has).
 */
import { analyseCameraSignal } from '../src/hrv-signal/analyse';
import { ACCURACY_TARGET } from '../src/hrv-signal/quality';
import { syntheticPpg } from '../src/hrv-signal/synthetic-ppg';

interface Case {
  name: string;
  /** In the bank the 30 fps target holds for every run; the others must only be rated honestly. */
  bank: boolean;
  heartRate: number;
  rmssdMs: number;
  beatJitterMs: number;
  fps: number;
  frameJitterMs: number;
  timestampErrorMs: number;
  droppedShare: number;
  noise: number;
  seconds: number;
}

/**
 * Sensor noise 0.1 colour levels on the frame's mean: the app averages a 320×240 frame
 * (≈ 77,000 pixels) to one colour, so a few levels of noise per pixel average to a few
 * hundredths; 0.1 leaves room for the camera's own processing. 0.2 and 0.5 are harder cases.
 */
const base = {
  bank: false,
  beatJitterMs: 4,
  fps: 30,
  frameJitterMs: 10,
  timestampErrorMs: 0,
  droppedShare: 0,
  noise: 0.1,
  seconds: 60,
};
const cases: Case[] = [];
// Not rMSSD 120 at 100 bpm: breathing would swing each 600 ms interval by ±225 ms (±37 %),
// which no resting heart does and which the artefact rule takes for ectopic beats.
for (const heartRate of [45, 60, 80, 100])
  for (const rmssdMs of heartRate < 100 ? [10, 20, 40, 80, 120] : [10, 20, 40, 80])
    cases.push({ ...base, bank: true, name: `${heartRate} bpm rMSSD ${rmssdMs}`, heartRate, rmssdMs });
// At 60 fps frames are 17 ms apart, so capture jitter is at most half that.
const sixty = { fps: 60, frameJitterMs: 5 };
cases.push({ ...base, ...sixty, name: '60 bpm rMSSD 10 · 60 fps', heartRate: 60, rmssdMs: 10 });
cases.push({
  ...base,
  ...sixty,
  name: '45 bpm rMSSD 10 · 60 fps · noise 0.2',
  heartRate: 45,
  rmssdMs: 10,
  noise: 0.2,
});
cases.push({
  ...base,
  name: '60 bpm rMSSD 20 · 10 % dropped',
  heartRate: 60,
  rmssdMs: 20,
  droppedShare: 0.1,
});
cases.push({
  ...base,
  name: '60 bpm rMSSD 20 · stamps ±10',
  heartRate: 60,
  rmssdMs: 20,
  timestampErrorMs: 10,
});
cases.push({
  ...base,
  name: '72 bpm rMSSD 20 · stamps ±10 · 10 % dropped',
  heartRate: 72,
  rmssdMs: 20,
  timestampErrorMs: 10,
  droppedShare: 0.1,
});
// Chromium's file camera: frames taken on a steady clock, stamped when read (late under load).
cases.push({
  ...base,
  name: '72 bpm rMSSD 20 · steady frames · stamps ±12',
  heartRate: 72,
  rmssdMs: 20,
  frameJitterMs: 0,
  timestampErrorMs: 12,
});
cases.push({ ...base, name: '72 bpm rMSSD 20 · 20 s', heartRate: 72, rmssdMs: 20, seconds: 20 });
for (const heartRate of [45, 80])
  for (const rmssdMs of [10, 40])
    cases.push({
      ...base,
      name: `${heartRate} bpm rMSSD ${rmssdMs} · noise 0.2`,
      heartRate,
      rmssdMs,
      noise: 0.2,
    });
cases.push({ ...base, name: '60 bpm rMSSD 40 · noise 0.5', heartRate: 60, rmssdMs: 40, noise: 0.5 });

const SEEDS = Number(process.env.HRV_SEEDS ?? 12);
const pct = (v: number) => `${v >= 0 ? '+' : ''}${(v * 100).toFixed(1)} %`;
let failing = 0;
console.log(
  'case'.padEnd(44),
  'true'.padStart(6),
  'mean err'.padStart(9),
  'worst err'.padStart(10),
  '  good/fair/poor/refused',
);
for (const c of cases) {
  const errors: number[] = [];
  const ratings = { good: 0, fair: 0, poor: 0, refused: 0 };
  let truthSum = 0;
  let missed = 0;
  let goodMissed = 0;
  for (let seed = 1; seed <= SEEDS; seed++) {
    const truth = syntheticPpg({ ...c, durationSeconds: c.seconds, seed });
    truthSum += truth.rmssd;
    const result = analyseCameraSignal(truth.samples);
    if (!result.ok) {
      ratings.refused++;
      if (c.bank) missed++;
      continue;
    }
    ratings[result.quality]++;
    const error = result.rmssd - truth.rmssd;
    errors.push(error / truth.rmssd);
    const within = Math.abs(error) <= Math.max(ACCURACY_TARGET.ms, ACCURACY_TARGET.share * truth.rmssd);
    if (!within && c.bank) missed++;
    if (!within && result.quality === 'good') goodMissed++;
  }
  const mean = errors.reduce((s, e) => s + e, 0) / Math.max(1, errors.length);
  const worst = errors.reduce((w, e) => (Math.abs(e) > Math.abs(w) ? e : w), 0);
  const verdict = missed
    ? `  ${missed} run(s) over target`
    : goodMissed
      ? `  ${goodMissed} "good" run(s) over target`
      : '';
  if (verdict) failing++;
  console.log(
    `${c.bank ? '' : '· '}${c.name}`.padEnd(44),
    (truthSum / SEEDS).toFixed(1).padStart(6),
    pct(mean).padStart(9),
    pct(worst).padStart(10),
    `  ${ratings.good}/${ratings.fair}/${ratings.poor}/${ratings.refused}`.padEnd(16),
    verdict,
  );
}
console.log(
  `${cases.length - failing}/${cases.length} cases meet the target (bank: every run within 5 % or 2 ms; · cases: every "good" run within it)`,
);
if (failing) process.exitCode = 1;
