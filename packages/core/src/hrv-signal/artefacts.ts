/**
 * Artefact correction of beat-to-beat intervals (the Malik rule as used by Kubios-style
 * tools): an interval outside physiological bounds, or deviating more than 25 % from the
 * median of its neighbours, is rejected. rMSSD uses only pairs of adjacent accepted intervals,
 * so a rejected beat never makes up a difference.
 *
 * A strong breathing rhythm swings the intervals on its own: at 16 breaths a minute and ±13 %
 * the neighbours' median sits near the opposite end of the swing, and a fixed 25 % took the
 * longest true beats for artefacts (rMSSD read 5 % low). So the limit widens with the
 * recording's own spread, as in Lipponen & Tarvainen (2019): 5.2 quartile deviations of the
 * intervals' departures from their neighbours. A lone ectopic beat barely moves the quartiles.
 */
export const RR_MIN_MS = 300;
export const RR_MAX_MS = 2000;
const LOCAL_DEVIATION = 0.25;
const NEIGHBOURS = 2;
const ADAPTIVE_SPREADS = 5.2;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `true` where the interval is accepted. `excluded` marks intervals already known bad (e.g. during motion). */
export function acceptedIntervals(rr: readonly number[], excluded: readonly boolean[] = []): boolean[] {
  const inBounds = rr.map((v, i) => v >= RR_MIN_MS && v <= RR_MAX_MS && !excluded[i]);
  const locals = rr.map((_, i) => {
    if (!inBounds[i]) return NaN;
    const neighbours: number[] = [];
    for (let j = Math.max(0, i - NEIGHBOURS); j <= Math.min(rr.length - 1, i + NEIGHBOURS); j++) {
      if (j !== i && inBounds[j]) neighbours.push(rr[j]!);
    }
    return neighbours.length < 2 ? NaN : median(neighbours);
  });
  const deviations = rr.map((v, i) => v - locals[i]!).filter(Number.isFinite);
  const spread = ADAPTIVE_SPREADS * quartileDeviation(deviations);
  return rr.map((v, i) => {
    const local = locals[i]!;
    if (!Number.isFinite(local)) return false;
    return Math.abs(v - local) <= Math.max(LOCAL_DEVIATION * local, spread);
  });
}

function quartileDeviation(values: number[]): number {
  if (values.length < 4) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.round(q * (sorted.length - 1))]!;
  return (at(0.75) - at(0.25)) / 2;
}

/** rMSSD in ms over adjacent pairs of accepted intervals, as measured; `null` if there is no such pair. */
export function rmssdOf(rr: readonly number[], accepted: readonly boolean[]): number | null {
  return rmssdWithTimingNoise(rr, accepted, [])?.measuredRmssd ?? null;
}

export interface Variability {
  /** rMSSD less what the beat timing's own error adds, ms. */
  rmssd: number;
  /** rMSSD as measured, timing error included, ms. */
  measuredRmssd: number;
  /** Share of the measured squared differences that is timing error, 0–1. */
  noiseShare: number;
  /** Typical error of one beat's time, ms. */
  beatTimingErrorMs: number;
  /** Expected error of `rmssd` (one standard deviation) from the timing error and the number of pairs, ms. */
  errorMs: number;
}

/**
 * Each beat time's error e adds to the successive difference of its intervals
 * (RRᵢ₊₁ − RRᵢ = … + eᵢ₊₂ − 2eᵢ₊₁ + eᵢ), so a measured rMSSD² is the true one plus
 * Var(eᵢ₊₂) + 4·Var(eᵢ₊₁) + Var(eᵢ) on average: noise always inflates it. With the variance
 * of every beat's time known (`beatVariances`, ms², one per beat: intervals + 1), that
 * expected excess is taken off. The correction never takes more than three quarters of the
 * measured value: the quality verdict says poor long before.
 */
export function rmssdWithTimingNoise(
  rr: readonly number[],
  accepted: readonly boolean[],
  beatVariances: readonly number[],
): Variability | null {
  let squares = 0;
  let noise = 0;
  let pairs = 0;
  for (let i = 1; i < rr.length; i++) {
    if (!accepted[i] || !accepted[i - 1]) continue;
    const d = rr[i]! - rr[i - 1]!;
    squares += d * d;
    const excess =
      (beatVariances[i - 1] ?? NaN) + 4 * (beatVariances[i] ?? NaN) + (beatVariances[i + 1] ?? NaN);
    noise += Number.isFinite(excess) ? excess : 0;
    pairs++;
  }
  if (!pairs) return null;
  const measured = squares / pairs;
  const excess = noise / pairs;
  const finite = beatVariances.filter(Number.isFinite);
  const squared = Math.max(measured - excess, measured / 16);
  // Var of the corrected mean square: the cross term 2·d·n and the noise term n² (n is a moving
  // sum of three beat errors, so neighbouring terms are correlated: factor 3.9 instead of 2).
  const spread = Math.sqrt((4 * squared * excess + 3.9 * excess * excess) / pairs);
  return {
    rmssd: Math.sqrt(squared),
    errorMs: spread / (2 * Math.sqrt(squared)),
    measuredRmssd: Math.sqrt(measured),
    noiseShare: measured > 0 ? Math.min(1, excess / measured) : 1,
    beatTimingErrorMs: finite.length ? Math.sqrt(finite.reduce((s, v) => s + v, 0) / finite.length) : 0,
  };
}
