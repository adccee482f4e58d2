/**
 * Artefact correction of beat-to-beat intervals (the Malik rule as used by Kubios-style
 * tools): an interval outside physiological bounds, or deviating more than 20 % from the
 * median of its neighbours, is rejected. rMSSD uses only pairs of adjacent accepted intervals,
 * so a rejected beat never makes up a difference.
 */

export const RR_MIN_MS = 300;
export const RR_MAX_MS = 2000;
const LOCAL_DEVIATION = 0.2;
const NEIGHBOURS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `true` where the interval is accepted. `excluded` marks intervals already known bad (e.g. during motion). */
export function acceptedIntervals(rr: readonly number[], excluded: readonly boolean[] = []): boolean[] {
  const inBounds = rr.map((v, i) => v >= RR_MIN_MS && v <= RR_MAX_MS && !excluded[i]);
  return rr.map((v, i) => {
    if (!inBounds[i]) return false;
    const neighbours: number[] = [];
    for (let j = Math.max(0, i - NEIGHBOURS); j <= Math.min(rr.length - 1, i + NEIGHBOURS); j++) {
      if (j !== i && inBounds[j]) neighbours.push(rr[j]!);
    }
    if (neighbours.length < 2) return false;
    const local = median(neighbours);
    return Math.abs(v - local) <= LOCAL_DEVIATION * local;
  });
}

/** rMSSD in ms over adjacent pairs of accepted intervals; `null` if there is no such pair. */
export function rmssdOf(rr: readonly number[], accepted: readonly boolean[]): number | null {
  let sum = 0;
  let pairs = 0;
  for (let i = 1; i < rr.length; i++) {
    if (!accepted[i] || !accepted[i - 1]) continue;
    const d = rr[i]! - rr[i - 1]!;
    sum += d * d;
    pairs++;
  }
  return pairs ? Math.sqrt(sum / pairs) : null;
}
