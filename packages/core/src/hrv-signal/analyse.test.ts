import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseCameraSignal } from './analyse';
import { seededRandom } from '../random/seeded-random';
import { syntheticPpg } from './synthetic-ppg';
import type { HrvAnalysis, HrvMeasurement } from './types';

function measured(analysis: HrvAnalysis): HrvMeasurement {
  if (!analysis.ok) throw new Error(`expected a measurement, got the refusal ${analysis.reason}`);
  return analysis;
}

describe('analyseCameraSignal on clean fingertip signals', () => {
  // Issue 15's target at 30 fps with realistic frame jitter: within 5 % or 2 ms.
  it('finds heart rate within 2 bpm and rMSSD within 5 % or 2 ms for 45–100 bpm and rMSSD 10–120 ms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 45, max: 100 }),
        fc.integer({ min: 10, max: 120 }),
        fc.integer({ min: 6, max: 16 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (heartRate, rmssdMs, breathsPerMinute, seed) => {
          // Breathing swings the interval by A = rMSSD·√2 / (2π·f·RR); beyond ±20 % of it no
          // resting heart goes (and the artefact rule would take the swing for ectopic beats).
          const rrMs = 60_000 / heartRate;
          const swing = (rmssdMs * Math.SQRT2) / (2 * Math.PI * (breathsPerMinute / 60) * (rrMs / 1000));
          fc.pre(swing <= 0.2 * rrMs);
          const truth = syntheticPpg({
            heartRate,
            rmssdMs,
            breathsPerMinute,
            durationSeconds: 60,
            noise: 0.1,
            frameJitterMs: 10,
            seed,
          });
          const result = measured(analyseCameraSignal(truth.samples));
          expect(Math.abs(result.heartRate - truth.heartRate)).toBeLessThanOrEqual(2);
          expect(Math.abs(result.rmssd - truth.rmssd)).toBeLessThanOrEqual(Math.max(2, 0.05 * truth.rmssd));
          expect(Math.abs(result.lnRmssd - Math.log(result.rmssd))).toBeLessThan(0.01);
          expect(result.frameRate).toBeCloseTo(30, 0);
          expect(result.framesDropped).toBe(0);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("uses the camera's steady clock when the frames were stamped on arrival", () => {
    const truth = syntheticPpg({
      heartRate: 72,
      rmssdMs: 20,
      durationSeconds: 60,
      noise: 0.1,
      frameJitterMs: 0,
      timestampErrorMs: 12,
      seed: 8,
    });
    const result = measured(analyseCameraSignal(truth.samples));
    expect(Math.abs(result.rmssd - truth.rmssd)).toBeLessThanOrEqual(1);
    expect(result.frameJitterMs).toBeLessThan(1);
    // Every 40th frame stamped 20 ms late (more than half a frame): it keeps its place in order.
    const late = truth.samples.map((s, i) => (i % 40 === 20 ? { ...s, t: s.t + 20 } : s));
    const again = measured(analyseCameraSignal(late));
    expect(Math.abs(again.rmssd - truth.rmssd)).toBeLessThanOrEqual(1);
    expect(again.frameJitterMs).toBeLessThan(1);
  });

  it('counts dropped frames and rates a recording that lost many of them below good', () => {
    const truth = syntheticPpg({
      heartRate: 66,
      rmssdMs: 35,
      durationSeconds: 60,
      droppedShare: 0.2,
      seed: 9,
    });
    const result = measured(analyseCameraSignal(truth.samples));
    expect(result.framesDropped).toBeGreaterThan(250);
    expect(result.quality).toBe('fair');
    expect(result.qualityAdvice).toMatch(/Keep the app open/);
  });

  it('returns the beat-to-beat intervals it used, matching the true ones', () => {
    const truth = syntheticPpg({ heartRate: 64, rsaMs: 40, durationSeconds: 60, noise: 0.05, seed: 7 });
    const result = measured(analyseCameraSignal(truth.samples));
    expect(result.rrIntervals.length).toBeGreaterThanOrEqual(truth.rrIntervals.length - 2);
    const meanTrue = truth.rrIntervals.reduce((s, v) => s + v, 0) / truth.rrIntervals.length;
    const meanFound = result.rrIntervals.reduce((s, v) => s + v, 0) / result.rrIntervals.length;
    expect(Math.abs(meanFound - meanTrue)).toBeLessThan(5);
    expect(Math.min(...result.rrIntervals)).toBeGreaterThan(Math.min(...truth.rrIntervals) - 20);
    expect(Math.max(...result.rrIntervals)).toBeLessThan(Math.max(...truth.rrIntervals) + 20);
    expect(result.durationSeconds).toBeCloseTo(60, 0);
    expect(result.quality).toBe('good');
    expect(result.artefactShare).toBe(0);
  });

  it('copes with uneven, slower frame timing and frames sent out of order', () => {
    const truth = syntheticPpg({
      heartRate: 75,
      rsaMs: 35,
      durationSeconds: 60,
      fps: 24,
      frameJitterMs: 15,
      noise: 0.05,
      seed: 3,
    });
    const random = seededRandom(9);
    const shuffled = [...truth.samples].sort(() => random() - 0.5);
    const result = measured(analyseCameraSignal(shuffled));
    expect(Math.abs(result.heartRate - truth.heartRate)).toBeLessThanOrEqual(2);
    expect(Math.abs(result.rmssd - truth.rmssd) / truth.rmssd).toBeLessThanOrEqual(0.1);
  });

  it('reads the pulse from green when the torch clips the red channel', () => {
    const truth = syntheticPpg({
      heartRate: 68,
      rsaMs: 30,
      durationSeconds: 60,
      noise: 0.05,
      seed: 5,
      colour: { r: 255, g: 90, b: 40 },
    });
    const clipped = truth.samples.map((s) => ({ ...s, r: Math.min(255, s.r + 40) }));
    const result = measured(analyseCameraSignal(clipped));
    expect(Math.abs(result.heartRate - truth.heartRate)).toBeLessThanOrEqual(2);
  });

  it('calls a short recording fair rather than good', () => {
    const truth = syntheticPpg({ heartRate: 70, rsaMs: 30, durationSeconds: 20, noise: 0.05, seed: 11 });
    const result = measured(analyseCameraSignal(truth.samples));
    expect(result.quality).toBe('fair');
    expect(Math.abs(result.heartRate - truth.heartRate)).toBeLessThanOrEqual(2);
  });
});

describe('analyseCameraSignal on noisy but usable signals', () => {
  it('keeps heart rate within 2 bpm and rMSSD within 25 % under sensor noise', () => {
    for (const seed of [21, 22, 23]) {
      const truth = syntheticPpg({ heartRate: 58 + seed, rsaMs: 45, durationSeconds: 60, noise: 0.4, seed });
      const result = measured(analyseCameraSignal(truth.samples));
      expect(Math.abs(result.heartRate - truth.heartRate)).toBeLessThanOrEqual(2);
      expect(Math.abs(result.rmssd - truth.rmssd) / truth.rmssd).toBeLessThanOrEqual(0.25);
    }
  });

  it('rejects the beats around two short finger movements and still measures', () => {
    const truth = syntheticPpg({
      heartRate: 66,
      rsaMs: 40,
      durationSeconds: 60,
      noise: 0.05,
      seed: 31,
      motion: [
        { atSeconds: 18, seconds: 2, size: 0.15 },
        { atSeconds: 41, seconds: 1.5, size: 0.2 },
      ],
    });
    const result = measured(analyseCameraSignal(truth.samples));
    expect(result.artefactShare).toBeGreaterThan(0);
    expect(result.quality).toBe('fair');
    expect(Math.abs(result.heartRate - truth.heartRate)).toBeLessThanOrEqual(2);
    expect(Math.abs(result.rmssd - truth.rmssd) / truth.rmssd).toBeLessThanOrEqual(0.15);
  });
});

describe('analyseCameraSignal refuses poor signals', () => {
  const base = { heartRate: 70, rsaMs: 30, durationSeconds: 60, seed: 41 };

  it('refuses a hand that keeps moving', () => {
    const motion = Array.from({ length: 12 }, (_, i) => ({ atSeconds: 2 + i * 5, seconds: 3, size: 0.2 }));
    const result = analyseCameraSignal(syntheticPpg({ ...base, motion }).samples);
    expect(result).toMatchObject({ ok: false, reason: 'motion' });
  });

  it('refuses pure noise from a red-lit lens instead of guessing a rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const result = analyseCameraSignal(syntheticPpg({ ...base, seed, pulseDepth: 0, noise: 2 }).samples);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 15 },
    );
  });

  it('refuses a recording that is too short', () => {
    const result = analyseCameraSignal(syntheticPpg({ ...base, durationSeconds: 10 }).samples);
    expect(result).toMatchObject({ ok: false, reason: 'too_short' });
    expect(analyseCameraSignal([])).toMatchObject({ ok: false, reason: 'too_short', durationSeconds: 0 });
  });

  it('refuses a recording with a long gap between frames', () => {
    const samples = syntheticPpg(base).samples.filter(
      (s, i, all) => s.t - all[0]!.t < 20_000 || s.t - all[0]!.t > 23_000,
    );
    expect(analyseCameraSignal(samples)).toMatchObject({ ok: false, reason: 'frame_gaps' });
  });

  it('tells a dark image, a saturated image and a room scene apart', () => {
    const dark = syntheticPpg({ ...base, colour: { r: 12, g: 3, b: 2 } }).samples;
    const saturated = dark.map((s) => ({ ...s, r: 255, g: 255, b: 252 }));
    const room = syntheticPpg({ ...base, colour: { r: 120, g: 115, b: 100 } }).samples;
    expect(analyseCameraSignal(dark)).toMatchObject({ ok: false, reason: 'too_dark' });
    expect(analyseCameraSignal(saturated)).toMatchObject({ ok: false, reason: 'saturated' });
    const noFinger = analyseCameraSignal(room);
    expect(noFinger).toMatchObject({ ok: false, reason: 'no_finger' });
    expect(noFinger.ok ? '' : noFinger.advice).toMatch(/cover the rear camera/i);
  });
});

describe('analyseCameraSignal on fingertip pulses with a diastolic wave (issue 50)', () => {
  // The pulse 1.5 % of the red level (190), a diastolic wave 250 ms after the systolic peak at
  // 40 % of its height that differs from beat to beat, the baseline drifting by 2 % of the level.
  const fingertip = {
    durationSeconds: 60,
    pulseDepth: 0.015,
    diastolic: { share: 0.4, delayMs: 250, variation: 0.15, delayJitterMs: 5 },
    driftShare: 0.02,
  };
  const pulseLevels = 0.015 * 190;

  it.each([
    { heartRate: 60, rmssdMs: 50, frameJitterMs: 10, seed: 1 },
    { heartRate: 60, rmssdMs: 50, frameJitterMs: 0, seed: 2 },
    { heartRate: 45, rmssdMs: 15, frameJitterMs: 10, seed: 3 },
    { heartRate: 75, rmssdMs: 25, frameJitterMs: 10, seed: 4 },
    { heartRate: 100, rmssdMs: 25, frameJitterMs: 10, seed: 5 },
    { heartRate: 90, rmssdMs: 90, frameJitterMs: 0, seed: 6 },
  ])(
    'holds rMSSD within 5 % or 2 ms and HR within 1 bpm at $heartRate bpm, rMSSD $rmssdMs, ±$frameJitterMs ms',
    ({ heartRate, rmssdMs, frameJitterMs, seed }) => {
      const truth = syntheticPpg({
        ...fingertip,
        heartRate,
        rmssdMs,
        frameJitterMs,
        noise: 0.03 * pulseLevels,
        seed,
      });
      const result = measured(analyseCameraSignal(truth.samples));
      expect(Math.abs(result.heartRate - truth.heartRate)).toBeLessThanOrEqual(1);
      expect(Math.abs(result.rmssd - truth.rmssd)).toBeLessThanOrEqual(Math.max(2, 0.05 * truth.rmssd));
    },
  );

  // Noise 10 % of the pulse: one beat's time is uncertain by ~5 ms at 30 fps, so a minute of
  // beats cannot always hold 5 % at 50 ms; the reading stays near and does not claim "good".
  it('stays within 10 % at 60 bpm, rMSSD 50 with noise 10 % of the pulse and ±10 ms jitter, rated honestly', () => {
    for (const seed of [1, 2, 3, 4]) {
      const truth = syntheticPpg({
        ...fingertip,
        heartRate: 60,
        rmssdMs: 50,
        frameJitterMs: 10,
        noise: 0.1 * pulseLevels,
        seed,
      });
      const result = measured(analyseCameraSignal(truth.samples));
      const error = Math.abs(result.rmssd - truth.rmssd);
      expect(Math.abs(result.heartRate - truth.heartRate)).toBeLessThanOrEqual(1);
      expect(error).toBeLessThanOrEqual(0.1 * truth.rmssd);
      if (error > Math.max(2, 0.05 * truth.rmssd)) expect(result.quality).not.toBe('good');
      // The error it reports is of the size of the error it makes.
      expect(error).toBeLessThanOrEqual(4 * result.rmssdErrorMs);
    }
  });
});
