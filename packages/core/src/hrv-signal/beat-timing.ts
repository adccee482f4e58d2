/**
 * Beat timing below the frame interval (issue 15). The beats found on the 50 Hz band-passed
 * wave are timed again on the camera's own samples, each at its capture time, so nothing is
 * interpolated between frames 33 ms apart. All beats, laid over each other on their first
 * times, give the pulse's shape at millisecond resolution (the frames fall at a different phase
 * of every beat); each beat is then timed by a least-squares fit of that shape (shift, size,
 * level, slope) to its own samples: a matched filter, the least noisy timing white sensor noise
 * allows. The fit also says how uncertain each time is, which the rMSSD estimate accounts for.
 */

/**
 * The part of a pulse that is fitted, around the steepest point of its upstroke: from just
 * before the foot (60–90 ms before it) over the upstroke and peak. Not further back (issue 50):
 * there lies the previous beat's diastolic tail, which moves with the interval between them, and
 * from 150 ms back it pulled the beats after short intervals (accuracy bench, fingertip pulses
 * at 90–100 bpm: rMSSD 1.1–2.1 % low, now 0.9–1.8 %). The timing's noise bound hardly changes:
 * the steep upstroke carries it.
 */
const FIT_BEFORE_MS = 120;
const FIT_AFTER_MS = 250;
/** Shifts tried around a beat's current time (the coarse timing is within a few ms). */
const SEARCH_MS = 30;
const COARSE_STEP_MS = 4;
/** Knot spacing of the pulse's shape: a pulse's upstroke takes ~100 ms. */
const KNOT_MS = 15;
/** Weight of the smoothness penalty, relative to the typical data weight per knot. */
const SMOOTHING = 0.1;
const ITERATIONS = 2;
/** A beat with fewer samples in its window (the recording's ends) is not timed. */
const MIN_SAMPLES = 6;

export interface TimedBeats {
  /** Beat times in ms on the samples' clock; `NaN` where a beat could not be timed. */
  times: number[];
  /** Variance of each time's error in ms² (from the fit's residual noise); `NaN` where not timed. */
  variances: number[];
  /** What the pulse's shape leaves unexplained: the residual variance per sample. */
  residualVariance: number;
}

/** The pulse's shape as a cubic B-spline on knots `KNOT_MS` apart, from `start` ms on. */
interface Template {
  start: number;
  coefficients: Float64Array;
}

/** Value and slope of the template at `u` ms (0 outside it). */
function sampleTemplate(template: Template, u: number): [number, number] {
  const x = (u - template.start) / KNOT_MS;
  const j = Math.floor(x);
  const c = template.coefficients;
  if (j < 0 || j + 3 >= c.length) return [0, 0];
  const t = x - j;
  const [b0, b1, b2, b3] = basis(t);
  const value = c[j]! * b0 + c[j + 1]! * b1 + c[j + 2]! * b2 + c[j + 3]! * b3;
  const slope =
    (c[j]! * -0.5 * (1 - t) ** 2 +
      c[j + 1]! * (1.5 * t * t - 2 * t) +
      c[j + 2]! * (-1.5 * t * t + t + 0.5) +
      c[j + 3]! * 0.5 * t * t) /
    KNOT_MS;
  return [value, slope];
}

function templateValue(template: Template, u: number): number {
  const x = (u - template.start) / KNOT_MS;
  const j = Math.floor(x);
  const c = template.coefficients;
  if (j < 0 || j + 3 >= c.length) return 0;
  const t = x - j;
  const t2 = t * t;
  const t3 = t2 * t;
  const w = 1 - t;
  return (
    (c[j]! * w * w * w +
      c[j + 1]! * (3 * t3 - 6 * t2 + 4) +
      c[j + 2]! * (-3 * t3 + 3 * t2 + 3 * t + 1) +
      c[j + 3]! * t3) /
    6
  );
}

/** The four cubic B-spline weights at fraction `t` of a knot interval. */
function basis(t: number): [number, number, number, number] {
  const t2 = t * t;
  const t3 = t2 * t;
  return [(1 - t) ** 3 / 6, (3 * t3 - 6 * t2 + 4) / 6, (-3 * t3 + 3 * t2 + 3 * t + 1) / 6, t3 / 6];
}

/** Samples whose time lies within [from, to] of `centre`, by index range (times are sorted). */
function windowOf(times: readonly number[], centre: number, from: number, to: number): [number, number] {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! < centre + from) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < times.length && times[end]! <= centre + to) end++;
  return [lo, end];
}

/**
 * A penalised spline (Eilers and Marx's P-spline) through every beat's samples laid over each
 * other. The penalty on second differences keeps the shape smooth where the frames fell at
 * the same phase of every beat (a heart rate that divides the frame rate), where averaging
 * neighbouring samples would leave steps.
 */
function buildTemplate(
  times: readonly number[],
  wave: readonly number[],
  beats: readonly number[],
): Template {
  const margin = SEARCH_MS + 2 * KNOT_MS;
  const start = -FIT_BEFORE_MS - margin;
  const size = Math.ceil((FIT_BEFORE_MS + FIT_AFTER_MS + 2 * margin) / KNOT_MS) + 3;
  const normal = new Float64Array(size * size);
  const right = new Float64Array(size);
  for (const beat of beats) {
    if (!Number.isFinite(beat)) continue;
    const [from, to] = windowOf(times, beat, start, start + (size - 3) * KNOT_MS);
    for (let i = from; i < to; i++) {
      const x = (times[i]! - beat - start) / KNOT_MS;
      const j = Math.floor(x);
      if (j < 0 || j + 3 >= size) continue;
      const weights = basis(x - j);
      for (let a = 0; a < 4; a++) {
        right[j + a] = right[j + a]! + weights[a]! * wave[i]!;
        for (let b = 0; b < 4; b++)
          normal[(j + a) * size + j + b] = normal[(j + a) * size + j + b]! + weights[a]! * weights[b]!;
      }
    }
  }
  let diagonal = 0;
  for (let k = 0; k < size; k++) diagonal += normal[k * size + k]!;
  const penalty = SMOOTHING * (diagonal / size || 1);
  // λ·DᵀD for second differences (1, −2, 1).
  for (let k = 0; k + 2 < size; k++) {
    const d = [1, -2, 1];
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++)
        normal[(k + a) * size + k + b] = normal[(k + a) * size + k + b]! + penalty * d[a]! * d[b]!;
  }
  return { start, coefficients: solveSymmetric(normal, right, size) };
}

/** Gaussian elimination with partial pivoting (the system is small and banded). */
function solveSymmetric(matrix: Float64Array, vector: Float64Array, n: number): Float64Array {
  const m = matrix.slice();
  const v = vector.slice();
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r * n + col]!) > Math.abs(m[pivot * n + col]!)) pivot = r;
    if (Math.abs(m[pivot * n + col]!) < 1e-15) continue;
    if (pivot !== col) {
      for (let c = 0; c < n; c++) [m[col * n + c], m[pivot * n + c]] = [m[pivot * n + c]!, m[col * n + c]!];
      [v[col], v[pivot]] = [v[pivot]!, v[col]!];
    }
    for (let r = col + 1; r < n; r++) {
      const f = m[r * n + col]! / m[col * n + col]!;
      if (f === 0) continue;
      for (let c = col; c < n; c++) m[r * n + c] = m[r * n + c]! - f * m[col * n + c]!;
      v[r] = v[r]! - f * v[col]!;
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let sum = v[r]!;
    for (let c = r + 1; c < n; c++) sum -= m[r * n + c]! * x[c]!;
    x[r] = Math.abs(m[r * n + r]!) < 1e-15 ? 0 : sum / m[r * n + r]!;
  }
  return x;
}

/** Least squares of y on three columns: the coefficients and the residual sum of squares. */
function fit3(
  columns: [Float64Array, Float64Array, Float64Array],
  y: Float64Array,
): { beta: number[]; sse: number } {
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const v = [0, 0, 0];
  let yy = 0;
  for (let i = 0; i < y.length; i++) {
    for (let a = 0; a < 3; a++) {
      v[a]! += columns[a]![i]! * y[i]!;
      for (let b = 0; b < 3; b++) m[a * 3 + b]! += columns[a]![i]! * columns[b]![i]!;
    }
    yy += y[i]! * y[i]!;
  }
  const beta = solve3(m, v);
  if (!beta) return { beta: [0, 0, 0], sse: Infinity };
  return { beta, sse: Math.max(0, yy - beta[0]! * v[0]! - beta[1]! * v[1]! - beta[2]! * v[2]!) };
}

function solve3(m: number[], v: number[]): number[] | null {
  const [a, b, c, d, e, f, g, h, k] = m as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const det = a * (e * k - f * h) - b * (d * k - f * g) + c * (d * h - e * g);
  if (!Number.isFinite(det) || Math.abs(det) < 1e-18) return null;
  const [p, q, r] = v as [number, number, number];
  return [
    (p * (e * k - f * h) - b * (q * k - f * r) + c * (q * h - e * r)) / det,
    (a * (q * k - f * r) - p * (d * k - f * g) + c * (d * r - q * g)) / det,
    (a * (e * r - q * h) - b * (d * r - q * g) + p * (d * h - e * g)) / det,
  ];
}

interface BeatFit {
  time: number;
  sse: number;
  samples: number;
  /** Squared length of the shift's column once size, level and slope are accounted for. */
  information: number;
  /** The time's error variance from its own residuals, ms². */
  robustVariance: number;
}

function fitBeat(
  template: Template,
  times: readonly number[],
  wave: readonly number[],
  beat: number,
): BeatFit | null {
  const [from, to] = windowOf(times, beat, -FIT_BEFORE_MS, FIT_AFTER_MS);
  const n = to - from;
  if (n < MIN_SAMPLES) return null;
  const u = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    u[i] = times[from + i]! - beat;
    y[i] = wave[from + i]!;
  }
  const ones = new Float64Array(n).fill(1);
  const shape = new Float64Array(n);
  const sseAt = (shift: number) => {
    for (let i = 0; i < n; i++) shape[i] = templateValue(template, u[i]! - shift);
    const result = fit3([shape, ones, u], y);
    return result.beta[0]! > 0 ? result.sse : Infinity;
  };
  // Every 4 ms over the search range, then every 1 ms around the best (the pulse is ~50 ms wide,
  // so the fit's error is smooth at that scale), then a parabola through the best three.
  const tried = new Map<number, number>();
  const errorAt = (shift: number) => {
    let value = tried.get(shift);
    if (value === undefined) {
      value = sseAt(shift);
      tried.set(shift, value);
    }
    return value;
  };
  let best = 0;
  for (let s = -SEARCH_MS; s <= SEARCH_MS; s += COARSE_STEP_MS) if (errorAt(s) < errorAt(best)) best = s;
  const coarseBest = best;
  for (let s = coarseBest - COARSE_STEP_MS + 1; s < coarseBest + COARSE_STEP_MS; s++)
    if (Math.abs(s) <= SEARCH_MS && errorAt(s) < errorAt(best)) best = s;
  if (!Number.isFinite(errorAt(best))) return null;
  let shift = best;
  if (Math.abs(best) < SEARCH_MS) {
    const left = errorAt(best - 1);
    const right = errorAt(best + 1);
    const curvature = left - 2 * errorAt(best) + right;
    if (Number.isFinite(curvature) && curvature > 0)
      shift += Math.max(-0.5, Math.min(0.5, (0.5 * (left - right)) / curvature));
  }
  const slope = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const [value, derivative] = sampleTemplate(template, u[i]! - shift);
    shape[i] = value;
    slope[i] = derivative;
  }
  const final = fit3([shape, ones, u], y);
  const size = final.beta[0]!;
  // The shift's column (size × the shape's slope) less what size, level and slope explain.
  const column = slope.map((d) => size * d);
  const explained = fit3([shape, ones, u], column);
  // Sandwich variance (White's): each residual weighs where it falls, so noise that is larger on
  // the upstroke (frames stamped a little off, which matters most where the pulse is steep)
  // counts fully, as a single pooled noise level would not.
  const [a, b, c] = final.beta as [number, number, number];
  const [p, q, r] = explained.beta as [number, number, number];
  let weighted = 0;
  for (let i = 0; i < n; i++) {
    const g = column[i]! - (p * shape[i]! + q + r * u[i]!);
    const residual = y[i]! - (a * shape[i]! + b + c * u[i]!);
    weighted += g * g * residual * residual;
  }
  const robustVariance = explained.sse > 0 ? ((weighted / explained.sse ** 2) * n) / (n - 4) : NaN;
  return { time: beat + shift, sse: final.sse, samples: n, information: explained.sse, robustVariance };
}

/**
 * Re-times `beats` (ms, the coarse times) on the samples `wave` (pulse up, baseline removed)
 * taken at `times` (ms, sorted, uneven).
 */
export function refineBeatTimes(
  times: readonly number[],
  wave: readonly number[],
  beats: readonly number[],
): TimedBeats {
  let current = [...beats];
  let fits: (BeatFit | null)[] = [];
  for (let round = 0; round < ITERATIONS; round++) {
    const template = buildTemplate(times, wave, current);
    fits = current.map((beat) => (Number.isFinite(beat) ? fitBeat(template, times, wave, beat) : null));
    current = fits.map((f) => f?.time ?? NaN);
  }
  let sse = 0;
  let freedom = 0;
  for (const f of fits) {
    if (!f) continue;
    sse += f.sse;
    freedom += f.samples - 4;
  }
  const noiseVariance = freedom > 0 ? sse / freedom : NaN;
  const pooled = fits.map((f) => (f && f.information > 0 ? noiseVariance / f.information : NaN));
  // Each beat's own (sandwich) variance is noisy on a dozen samples; their mean sets the level.
  let robustSum = 0;
  let pooledSum = 0;
  fits.forEach((f, i) => {
    if (!f || !Number.isFinite(f.robustVariance) || !Number.isFinite(pooled[i]!)) return;
    robustSum += f.robustVariance;
    pooledSum += pooled[i]!;
  });
  const level = pooledSum > 0 ? robustSum / pooledSum : 1;
  return { times: current, variances: pooled.map((v) => v * level), residualVariance: noiseVariance };
}
