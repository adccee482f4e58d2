import type { Gender, Sport } from '../model/index';
import { POWER_BANDS, RPE_BANDS, RUN_SPEED_BANDS, SWIM_SPEED_BANDS } from '../zones/bands';
import type { Intensity } from '../zones/intensity';

/**
 * Stress scores of the TSS family: one hour at threshold scores 100 in every sport, so the
 * daily sum feeds one fitness/fatigue model (coaching-science "Load").
 */

/** Hours × IF² × 100 (Coggan TSS). */
function squaredLoad(durationSeconds: number, intensityFactor: number): number {
  return (Math.max(0, durationSeconds) / 3600) * intensityFactor * intensityFactor * 100;
}

/**
 * The highest intensity factor a session's score believes. A threshold is about what can be held
 * for an hour, and shorter efforts go above it by a power law of their duration (Riegel's
 * exponent for running times, 1.06, is ~0.06 on speed; power-duration curves fall ~0.07 per
 * doubling band from 5 to 60 minutes): (hours)^−0.07. The 15 % margin over that curve leaves room for
 * a threshold that is out of date; anything above it is a wrong threshold or a typo (a default
 * CSS for a fast swimmer, a zero too many), and scoring it would put weeks of fitness on one day.
 */
export function maxIntensityFactor(durationSeconds: number): number {
  const hours = Math.max(60, durationSeconds) / 3600;
  return INTENSITY_MARGIN * hours ** -INTENSITY_DURATION_EXPONENT;
}

const INTENSITY_MARGIN = 1.15;
const INTENSITY_DURATION_EXPONENT = 0.07;

/** Coggan's normalized power: 30-s rolling mean, 4th-power mean, 4th root. */
const NP_WINDOW_SECONDS = 30;

/**
 * Normalized power of a power stream sampled every `sampleSeconds`. Shorter than one window,
 * there is no rolling mean to take, so the plain mean stands in.
 */
export function normalizedPower(watts: ArrayLike<number>, sampleSeconds = 1): number {
  const n = watts.length;
  if (n === 0) return 0;
  const window = Math.max(1, Math.round(NP_WINDOW_SECONDS / sampleSeconds));
  let sum = 0;
  if (n < window) {
    for (let i = 0; i < n; i++) sum += watts[i] ?? 0;
    return sum / n;
  }
  let fourth = 0;
  for (let i = 0; i < n; i++) {
    sum += watts[i] ?? 0;
    if (i >= window) sum -= watts[i - window] ?? 0;
    if (i >= window - 1) {
      const mean = sum / window;
      fourth += mean * mean * mean * mean;
    }
  }
  return (fourth / (n - window + 1)) ** 0.25;
}

/** Bike TSS = hours × IF² × 100, IF = NP / FTP. */
export function bikeTss(input: { durationSeconds: number; normalizedPower: number; ftp: number }): number {
  if (!(input.ftp > 0)) return 0;
  return squaredLoad(input.durationSeconds, input.normalizedPower / input.ftp);
}

/** Bike TSS straight from a power stream (duration = samples × interval). */
export function bikeTssFromPower(watts: ArrayLike<number>, ftp: number, sampleSeconds = 1): number {
  return bikeTss({
    durationSeconds: watts.length * sampleSeconds,
    normalizedPower: normalizedPower(watts, sampleSeconds),
    ftp,
  });
}

/**
 * Minetti et al. 2002 energy cost of running on a grade i (J·kg⁻¹·m⁻¹), valid for −0.45…0.45:
 * C(i) = 155.4i⁵ − 30.4i⁴ − 43.3i³ + 46.3i² + 19.5i + 3.6. The flat-equivalent speed is
 * speed × C(i) / C(0): the speed that costs the same on the flat.
 */
export function gradeAdjustedSpeed(metersPerSecond: number, grade: number): number {
  const i = Math.min(0.45, Math.max(-0.45, grade));
  const cost = ((((155.4 * i - 30.4) * i - 43.3) * i + 46.3) * i + 19.5) * i + 3.6;
  return (metersPerSecond * cost) / 3.6;
}

/** Mean grade-adjusted speed of a run stream; without grades it is the plain mean speed. */
export function gradeAdjustedMeanSpeed(speeds: ArrayLike<number>, grades?: ArrayLike<number>): number {
  const n = speeds.length;
  if (n === 0) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const speed = speeds[i] ?? 0;
    sum += grades ? gradeAdjustedSpeed(speed, grades[i] ?? 0) : speed;
  }
  return sum / n;
}

/**
 * Run TSS = hours × (threshold pace / graded pace)² × 100: the intensity factor is the ratio
 * of speeds, so with paces the threshold pace is on top.
 */
export function runTss(input: {
  durationSeconds: number;
  gradedPaceSecPerKm: number;
  thresholdPaceSecPerKm: number;
}): number {
  if (!(input.gradedPaceSecPerKm > 0) || !(input.thresholdPaceSecPerKm > 0)) return 0;
  return squaredLoad(input.durationSeconds, input.thresholdPaceSecPerKm / input.gradedPaceSecPerKm);
}

/**
 * Swim TSS = IF³ × hours × 100, IF = swim speed / CSS speed (cube, not square: water
 * resistance grows with the cube of speed).
 */
export function swimTss(input: {
  durationSeconds: number;
  distanceMeters: number;
  cssSecPer100m: number;
}): number {
  if (!(input.distanceMeters > 0) || !(input.durationSeconds > 0) || !(input.cssSecPer100m > 0)) return 0;
  const pace = (input.durationSeconds / input.distanceMeters) * 100;
  const intensityFactor = input.cssSecPer100m / pace;
  return (input.durationSeconds / 3600) * intensityFactor ** 3 * 100;
}

export interface HeartRateProfile {
  restingHeartRate: number;
  maxHeartRate: number;
  gender: Gender;
}

/** Banister's TRIMP weighting: 0.64·e^(1.92x) men, 0.86·e^(1.67x) women, x = HR-reserve fraction. */
function trimpWeight(heartRate: number, profile: HeartRateProfile): number {
  const reserve = profile.maxHeartRate - profile.restingHeartRate;
  if (!(reserve > 0)) return 0;
  const x = Math.min(1, Math.max(0, (heartRate - profile.restingHeartRate) / reserve));
  return profile.gender === 'Male' ? x * 0.64 * Math.exp(1.92 * x) : x * 0.86 * Math.exp(1.67 * x);
}

/** Banister TRIMP of a steady session: minutes × x × weight(x). */
export function trimp(durationSeconds: number, averageHeartRate: number, profile: HeartRateProfile): number {
  return (Math.max(0, durationSeconds) / 60) * trimpWeight(averageHeartRate, profile);
}

/** TRIMP summed sample by sample, which counts hard surges that an average would hide. */
export function trimpFromSamples(
  heartRates: ArrayLike<number>,
  profile: HeartRateProfile,
  sampleSeconds = 1,
): number {
  let sum = 0;
  for (let i = 0; i < heartRates.length; i++) sum += trimpWeight(heartRates[i] ?? 0, profile);
  return (sum * sampleSeconds) / 60;
}

/**
 * hrTSS: TRIMP scaled so that one hour at the threshold heart rate (LTHR) scores 100, the
 * anchor of every TSS (GoldenCheetah and TrainingPeaks scale their HR scores the same way).
 */
export function hrTss(trimpScore: number, thresholdHeartRate: number, profile: HeartRateProfile): number {
  const hourAtThreshold = trimp(3600, thresholdHeartRate, profile);
  return hourAtThreshold > 0 ? (100 * trimpScore) / hourAtThreshold : 0;
}

/**
 * Strength: Foster's session-RPE (CR-10 × minutes, in arbitrary units) divided by 6, so one
 * hour at RPE 10 scores 100 like an hour at threshold, and a typical hour at RPE 5 scores 50.
 * Equivalently hours × (RPE / 10) × 100, which is the TSS formula with IF² = RPE / 10.
 */
export function strengthStress(durationSeconds: number, rpe: number): number {
  const clamped = Math.min(10, Math.max(0, rpe));
  return ((Math.max(0, durationSeconds) / 60) * clamped) / 6;
}

const midpoint = (band: { lowPct: number; highPct: number }): number => (band.lowPct + band.highPct) / 200;

/**
 * The intensity factor of a planned step: the middle of the intensity's band in the sport's
 * zone table (power for bike, speed for run and swim; zones/bands.ts). Strength uses
 * √(RPE / 10) so that the TSS formula gives the session-RPE score above.
 */
export function intensityFactorFor(sport: Sport, intensity: Intensity): number {
  switch (sport) {
    case 'bike':
      return midpoint(POWER_BANDS[intensity]);
    case 'run':
      return midpoint(RUN_SPEED_BANDS[intensity]);
    case 'swim':
      return midpoint(SWIM_SPEED_BANDS[intensity]);
    case 'strength': {
      const rpe = RPE_BANDS[intensity];
      return Math.sqrt((rpe.low + rpe.high) / 20);
    }
  }
}

/**
 * Planned stress with no streams: hours × IF² × 100, or IF³ for swims (same rule as sTSS).
 * The plan uses it for every session it places.
 */
export function estimateSessionStress(input: {
  sport: Sport;
  durationSeconds: number;
  intensityFactor: number;
}): number {
  return stressScore(input.sport, input.durationSeconds, input.intensityFactor);
}

/** `estimateSessionStress` without an object per call. */
export function stressScore(sport: Sport, durationSeconds: number, intensityFactor: number): number {
  return weightedStress(durationSeconds, intensityWeight(sport, intensityFactor));
}

/** What an hour at an intensity factor scores, over 100: IF², or IF³ for swims (sTSS). */
export function intensityWeight(sport: Sport, intensityFactor: number): number {
  const factor = Math.max(0, intensityFactor);
  return sport === 'swim' ? factor ** 3 : factor * factor;
}

/** A stress score from seconds and an intensity weight: the plan scores every step it places this way, the weight worked out once per intensity. */
export function weightedStress(durationSeconds: number, weight: number): number {
  return (Math.max(0, durationSeconds) / 3600) * weight * 100;
}

/** Sum of step estimates; steps are `{ durationSeconds, intensity }`. */
export function estimateStepsStress(
  sport: Sport,
  steps: readonly { durationSeconds: number; intensity: Intensity }[],
): number {
  let total = 0;
  for (const step of steps) {
    total += estimateSessionStress({
      sport,
      durationSeconds: step.durationSeconds,
      intensityFactor: intensityFactorFor(sport, step.intensity),
    });
  }
  return total;
}
