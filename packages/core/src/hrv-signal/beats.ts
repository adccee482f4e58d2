/**
 * Beat detection on a band-passed, uniformly sampled pulse wave whose peaks mark the beats.
 * The dominant beat period (autocorrelation) sets the refractory window, so a dicrotic wave
 * cannot count as a second beat; an adaptive threshold follows the local pulse amplitude.
 */

const MIN_PERIOD_S = 60 / 200;
const MAX_PERIOD_S = 60 / 35;
const AUTOCORRELATION_WINDOW_S = 6;

interface Periodicity {
  /** Dominant beat period in samples. */
  periodSamples: number;
  /** Normalised autocorrelation at that period: near 1 for a clean pulse, low for noise. */
  strength: number;
}

export function dominantPeriod(x: Float64Array, sampleRate: number): Periodicity {
  const minLag = Math.round(MIN_PERIOD_S * sampleRate);
  const maxLag = Math.min(Math.round(MAX_PERIOD_S * sampleRate), x.length - 1);
  if (maxLag <= minLag) return { periodSamples: 0, strength: 0 };
  // Averaged over windows of a few breaths: over a whole minute, a heart rate that swings
  // with slow, deep breathing smears one long correlation into a weak one.
  const window = Math.min(x.length, Math.round(AUTOCORRELATION_WINDOW_S * sampleRate));
  const correlation = new Float64Array(maxLag + 2);
  let windows = 0;
  for (let start = 0; start + window <= x.length; start += Math.max(1, Math.floor(window / 2))) {
    const part = x.subarray(start, start + window);
    let energy = 0;
    for (const v of part) energy += v * v;
    windows++;
    if (energy === 0) continue;
    for (let lag = minLag - 1; lag <= maxLag + 1 && lag < part.length; lag++) {
      let sum = 0;
      for (let i = 0; i + lag < part.length; i++) sum += part[i]! * part[i + lag]!;
      // Unbiased: shorter overlaps at long lags are not penalised.
      correlation[lag] = correlation[lag]! + sum / (part.length - lag) / (energy / part.length);
    }
  }
  if (!windows) return { periodSamples: 0, strength: 0 };
  for (let lag = 0; lag < correlation.length; lag++) correlation[lag] = correlation[lag]! / windows;
  // The first strong local maximum, not the global one: multiples of the period also correlate.
  let best = -1;
  let bestLag = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    const c = correlation[lag]!;
    if (c > best) {
      best = c;
      bestLag = lag;
    }
  }
  for (let lag = minLag; lag <= maxLag; lag++) {
    const c = correlation[lag]!;
    const isLocalMax = c >= correlation[lag - 1]! && c >= correlation[lag + 1]!;
    if (isLocalMax && c >= 0.8 * best) return { periodSamples: lag, strength: c };
  }
  return { periodSamples: bestLag, strength: best };
}

/** Peak positions in fractional samples (parabolic interpolation around each local maximum). */
export function findBeats(x: Float64Array, sampleRate: number, periodSamples: number): number[] {
  const half = Math.max(1, Math.floor(0.4 * periodSamples));
  const amplitudeWindow = Math.round(1.5 * sampleRate);
  const peaks: number[] = [];
  for (let i = 1; i < x.length - 1; i++) {
    const v = x[i]!;
    if (v <= 0 || v < x[i - 1]! || v < x[i + 1]!) continue;
    let isWindowMax = true;
    for (let j = Math.max(0, i - half); j <= Math.min(x.length - 1, i + half); j++) {
      if (x[j]! > v || (x[j] === v && j < i)) {
        isWindowMax = false;
        break;
      }
    }
    if (!isWindowMax) continue;
    let localMax = 0;
    for (let j = Math.max(0, i - amplitudeWindow); j <= Math.min(x.length - 1, i + amplitudeWindow); j++)
      localMax = Math.max(localMax, x[j]!);
    if (v < 0.3 * localMax) continue;
    const left = x[i - 1]!;
    const right = x[i + 1]!;
    const curvature = left - 2 * v + right;
    const offset = curvature < 0 ? (0.5 * (left - right)) / curvature : 0;
    peaks.push(i + Math.max(-0.5, Math.min(0.5, offset)));
  }
  return peaks;
}

/**
 * Moves each peak to the steepest point of the upstroke before it: the rising edge is steep,
 * so noise shifts its timing far less than it shifts a rounded peak.
 */
export function upstrokeTimes(x: Float64Array, peaks: readonly number[], sampleRate: number): number[] {
  const lookBack = Math.round(0.3 * sampleRate);
  const slope = (i: number) => (x[Math.min(x.length - 1, i + 1)]! - x[Math.max(0, i - 1)]!) / 2;
  return peaks.map((peak) => {
    const end = Math.floor(peak);
    let best = end;
    for (let i = Math.max(1, end - lookBack); i <= end; i++) if (slope(i) > slope(best)) best = i;
    if (best <= 1 || best >= x.length - 2) return best;
    const left = slope(best - 1);
    const centre = slope(best);
    const right = slope(best + 1);
    const curvature = left - 2 * centre + right;
    const offset = curvature < 0 ? (0.5 * (left - right)) / curvature : 0;
    return best + Math.max(-0.5, Math.min(0.5, offset));
  });
}
