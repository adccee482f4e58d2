import type { ColourSample } from './types';
import { seededRandom } from '../random/seeded-random';

/**
 * Test support (not exported from the package): a fingertip camera signal with known beats.
 * Beat-to-beat intervals carry respiratory sinus arrhythmia (a sine at the breathing rate)
 * plus small random variation, so the true rMSSD is known from the generated intervals.
 */
interface SyntheticPpgOptions {
  heartRate: number;
  durationSeconds: number;
  /** Amplitude of the breathing-driven change of the RR interval, ms. */
  rsaMs?: number;
  breathsPerMinute?: number;
  /** The beat-to-beat variability scaled to this rMSSD (ms); the mix of rsaMs and beatJitterMs is kept. */
  rmssdMs?: number;
  /** Standard deviation of random beat-to-beat variation, ms. */
  beatJitterMs?: number;
  fps?: number;
  /** Frame timing jitter, ± ms (cameras do not deliver frames evenly). */
  frameJitterMs?: number;
  /**
   * Error of each frame's timestamp, ± ms: the image is of one instant, the stamp says another
   * (a browser stamping arrival, or Chromium's fake camera reading its file late under load).
   */
  timestampErrorMs?: number;
  /** Share of frames lost (a busy page misses video frame callbacks). */
  droppedShare?: number;
  /** Additive noise on each colour mean (standard deviation, colour levels). */
  noise?: number;
  /** Relative brightness change per beat. */
  pulseDepth?: number;
  colour?: { r: number; g: number; b: number };
  /** Finger movements: large, pulse-band swings of brightness. */
  motion?: { atSeconds: number; seconds: number; size: number }[];
  /**
   * A fingertip pulse as cameras record it (issue 50): the systolic wave and, `delayMs` after
   * its peak, a broader diastolic wave `share` of its height. Each beat's diastolic wave differs:
   * its height by `variation` (relative SD) and its delay by `delayJitterMs` (SD), as wave
   * reflection changes with breathing and blood pressure. Unset: the fixed shape of issue 15.
   */
  diastolic?: { share: number; delayMs: number; variation?: number; delayJitterMs?: number };
  /** Slow wandering of the baseline (finger pressure, warming skin), as a share of the level. */
  driftShare?: number;
  seed?: number;
}

interface SyntheticPpg {
  samples: ColourSample[];
  rrIntervals: number[];
  /** Onset of each beat, on the samples' clock (ms). */
  beatTimes: number[];
  heartRate: number;
  rmssd: number;
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function rmssdOfSeconds(intervals: readonly number[]): number {
  const diffs = intervals.slice(1).map((v, i) => v - intervals[i]!);
  return Math.sqrt(diffs.reduce((sum, d) => sum + d * d, 0) / Math.max(1, diffs.length)) || 1;
}

/** Fingertip pulse shape after a beat: systolic wave then a smaller dicrotic wave (τ in s). */
function pulseShape(tau: number): number {
  return Math.exp(-(((tau - 0.12) / 0.07) ** 2)) + 0.35 * Math.exp(-(((tau - 0.36) / 0.08) ** 2));
}

/** One beat's own diastolic wave: height relative to the systolic wave and delay after its peak (s). */
interface DiastolicWave {
  share: number;
  delay: number;
}

/**
 * A fingertip pulse with a slower upstroke than issue 15's (foot to systolic peak ~150 ms, as
 * in Millasseau et al. 2002's digital volume pulses) and a broader diastolic wave.
 */
function fingertipPulseShape(tau: number, diastolic: DiastolicWave): number {
  return (
    Math.exp(-(((tau - 0.15) / 0.085) ** 2)) +
    diastolic.share * Math.exp(-(((tau - 0.15 - diastolic.delay) / 0.12) ** 2))
  );
}

export function syntheticPpg(options: SyntheticPpgOptions): SyntheticPpg {
  const random = seededRandom(options.seed ?? 1);
  const { heartRate, durationSeconds } = options;
  const rsaMs = options.rsaMs ?? 30;
  const breathHz = (options.breathsPerMinute ?? 12) / 60;
  const fps = options.fps ?? 30;
  const colour = options.colour ?? { r: 190, g: 45, b: 35 };
  const depth = options.pulseDepth ?? 0.02;

  const nominal = 60 / heartRate;
  const deviations: number[] = [];
  for (let t = 0.3; t < durationSeconds + 2; t += nominal + deviations[deviations.length - 1]!)
    deviations.push(
      (rsaMs / 1000) * Math.sin(2 * Math.PI * breathHz * t) +
        ((options.beatJitterMs ?? 4) / 1000) * gaussian(random),
    );
  // Scaled to the asked rMSSD, keeping the mix of breathing-driven and random variation.
  const scale = options.rmssdMs ? options.rmssdMs / 1000 / rmssdOfSeconds(deviations) : 1;
  const beats: number[] = [];
  for (let i = 0, t = 0.3; i < deviations.length; t += nominal + scale * deviations[i]!, i++) beats.push(t);
  // Only intervals fully inside the recording count as truth.
  const inside = beats.filter((b) => b > 0.5 && b < durationSeconds - 0.5);
  const rrIntervals = inside.slice(1).map((b, i) => (b - inside[i]!) * 1000);
  const diffs = rrIntervals.slice(1).map((v, i) => v - rrIntervals[i]!);
  const rmssd = Math.sqrt(diffs.reduce((sum, d) => sum + d * d, 0) / diffs.length);
  const meanRr = rrIntervals.reduce((s, v) => s + v, 0) / rrIntervals.length;

  const waves = beats.map((b): DiastolicWave | null => {
    const d = options.diastolic;
    if (!d) return null;
    // Half of the height's variation follows breathing (as the heart rate does), half is random.
    const swing = (Math.SQRT2 * Math.sin(2 * Math.PI * breathHz * b) + gaussian(random)) / Math.sqrt(2);
    return {
      share: Math.max(0, d.share * (1 + (d.variation ?? 0) * swing)),
      delay: (d.delayMs + (d.delayJitterMs ?? 0) * gaussian(random)) / 1000,
    };
  });
  // Two slow waves of random phase, 20–60 s long: the baseline wanders, not the pulse band.
  const driftWaves = options.driftShare
    ? [0, 1].map(() => ({ hz: 1 / (20 + 40 * random()), phase: 2 * Math.PI * random() }))
    : [];
  const drift = (at: number) =>
    driftWaves.reduce((sum, w) => sum + Math.sin(2 * Math.PI * w.hz * at + w.phase), 0) *
    ((options.driftShare ?? 0) / Math.SQRT2);

  const samples: ColourSample[] = [];
  const start = 1_700_000_000_000;
  let beatIndex = 0;
  for (let frame = 0; frame * (1 / fps) <= durationSeconds; frame++) {
    const at = frame / fps + ((options.frameJitterMs ?? 6) / 1000) * (random() * 2 - 1);
    while (beatIndex < beats.length - 1 && beats[beatIndex + 1]! <= at - 1) beatIndex++;
    let pulse = 0;
    for (let k = beatIndex; k < beats.length && beats[k]! <= at; k++) {
      const wave = waves[k];
      pulse += wave ? fingertipPulseShape(at - beats[k]!, wave) : pulseShape(at - beats[k]!);
    }
    const breathing = 0.01 * Math.sin(2 * Math.PI * breathHz * at) + drift(at);
    let moving = 0;
    for (const m of options.motion ?? []) {
      if (at >= m.atSeconds && at <= m.atSeconds + m.seconds)
        moving +=
          m.size *
          Math.sin(2 * Math.PI * 1.3 * (at - m.atSeconds)) *
          Math.sin((Math.PI * (at - m.atSeconds)) / m.seconds);
    }
    const level = 1 - depth * pulse + breathing + moving;
    const noise = options.noise ?? 0.2;
    const stampError = (options.timestampErrorMs ?? 0) * (random() * 2 - 1);
    if (random() < (options.droppedShare ?? 0)) continue;
    samples.push({
      t: start + at * 1000 + stampError,
      r: colour.r * level + noise * gaussian(random),
      g: colour.g * level + noise * gaussian(random),
      b: colour.b * level + noise * gaussian(random),
    });
  }
  return {
    samples,
    rrIntervals,
    beatTimes: beats.map((b) => start + b * 1000),
    heartRate: 60_000 / meanRr,
    rmssd,
  };
}
