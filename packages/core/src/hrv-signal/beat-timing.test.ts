import { describe, expect, it } from 'vitest';
import { dominantPeriod, findBeats, upstrokeTimes } from './beats';
import { refineBeatTimes } from './beat-timing';
import { bandPass, detrendedPulse, resampleUniform } from './filters';
import { syntheticPpg } from './synthetic-ppg';

const RATE = 50;

/** Coarse beats as the analysis finds them, then re-timed on the frames; errors against the truth. */
function timingErrors(options: Parameters<typeof syntheticPpg>[0]) {
  const truth = syntheticPpg(options);
  const times = truth.samples.map((s) => s.t);
  const red = truth.samples.map((s) => s.r);
  const mean = red.reduce((sum, v) => sum + v, 0) / red.length;
  const wave = bandPass(
    resampleUniform(
      times,
      red.map((v) => -(v / mean - 1)),
      RATE,
    ),
    RATE,
    0.6,
    3.3,
  );
  const period = dominantPeriod(wave, RATE).periodSamples;
  const coarse = upstrokeTimes(wave, findBeats(wave, RATE, period), RATE).map(
    (p) => times[0]! + (p * 1000) / RATE,
  );
  const timed = refineBeatTimes(times, detrendedPulse(times, red, (period * 1000) / RATE), coarse);
  const errors = timed.times.filter(Number.isFinite).map((t) => {
    const nearest = truth.beatTimes.reduce((best, b) => (Math.abs(t - b) < Math.abs(t - best) ? b : best));
    return t - nearest;
  });
  const offset = errors.reduce((s, e) => s + e, 0) / errors.length;
  const sd = Math.sqrt(errors.reduce((s, e) => s + (e - offset) ** 2, 0) / errors.length);
  const variances = timed.variances.filter(Number.isFinite);
  const predicted = Math.sqrt(variances.reduce((s, v) => s + v, 0) / variances.length);
  return { sd, predicted, beats: errors.length };
}

describe('refineBeatTimes', () => {
  it('times beats well below the 33 ms frame interval and knows its own error', () => {
    for (const seed of [1, 2, 3]) {
      const { sd, predicted, beats } = timingErrors({
        heartRate: 62,
        rmssdMs: 30,
        durationSeconds: 60,
        noise: 0.2,
        frameJitterMs: 10,
        seed,
      });
      expect(beats).toBeGreaterThan(55);
      // The beats found on the 50 Hz wave alone are off by ~3.5 ms; the fit on the frames by ~2.5.
      expect(sd).toBeLessThan(3);
      expect(predicted / sd).toBeGreaterThan(0.75);
      expect(predicted / sd).toBeLessThan(1.3);
    }
  });

  it('keeps that precision when every beat falls on the same frame phase (45 bpm at 30 fps)', () => {
    const { sd, predicted } = timingErrors({
      heartRate: 45,
      rsaMs: 0,
      beatJitterMs: 0.01,
      durationSeconds: 60,
      noise: 0.2,
      frameJitterMs: 0,
      seed: 4,
    });
    expect(sd).toBeLessThan(3.2);
    expect(predicted / sd).toBeGreaterThan(0.75);
  });

  it('is within a millisecond on a clean signal', () => {
    const { sd } = timingErrors({ heartRate: 75, rmssdMs: 40, durationSeconds: 60, noise: 0.01, seed: 5 });
    expect(sd).toBeLessThan(1);
  });
});
