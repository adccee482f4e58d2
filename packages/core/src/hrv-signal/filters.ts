/**
 * Zero-phase filtering of a uniformly sampled signal. Biquads from the RBJ audio cookbook,
 * Butterworth Q; run forwards and backwards so beat timing is not shifted by the filter.
 */

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

const BUTTERWORTH_Q = Math.SQRT1_2;

/**
 * The cookbook's Butterworth low- or high-pass. Low-pass b = ((1 − cos w)/2, 1 − cos w, (1 − cos w)/2),
 * high-pass b = ((1 + cos w)/2, −(1 + cos w), (1 + cos w)/2); both share the poles a.
 */
function butterworth(pass: 'low' | 'high', cutoffHz: number, sampleRate: number): Biquad {
  const w = (2 * Math.PI * cutoffHz) / sampleRate;
  const alpha = Math.sin(w) / (2 * BUTTERWORTH_Q);
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  const b1 = pass === 'low' ? 1 - cos : -(1 + cos);
  const b0 = Math.abs(b1) / 2;
  return { b0: b0 / a0, b1: b1 / a0, b2: b0 / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 };
}

function runBiquad(x: Float64Array, f: Biquad): Float64Array {
  const y = new Float64Array(x.length);
  // Start in steady state on the first value, so a DC offset does not ring.
  let x1 = x[0] ?? 0;
  let x2 = x1;
  const dcGain = (f.b0 + f.b1 + f.b2) / (1 + f.a1 + f.a2);
  let y1 = x1 * dcGain;
  let y2 = y1;
  for (let i = 0; i < x.length; i++) {
    const x0 = x[i]!;
    const y0 = f.b0 * x0 + f.b1 * x1 + f.b2 * x2 - f.a1 * y1 - f.a2 * y2;
    y[i] = y0;
    x2 = x1;
    x1 = x0;
    y2 = y1;
    y1 = y0;
  }
  return y;
}

function reversed(x: Float64Array): Float64Array {
  return x.slice().reverse();
}

/** Mirror-pads both ends so the filters' start-up transients fall outside the signal. */
function filtfilt(x: Float64Array, filters: Biquad[], padding: number): Float64Array {
  const pad = Math.min(padding, x.length - 1);
  const padded = new Float64Array(x.length + 2 * pad);
  const first = x[0]!;
  const last = x[x.length - 1]!;
  for (let i = 0; i < pad; i++) padded[i] = 2 * first - x[pad - i]!;
  padded.set(x, pad);
  for (let i = 0; i < pad; i++) padded[pad + x.length + i] = 2 * last - x[x.length - 2 - i]!;
  let y: Float64Array = padded;
  for (const f of filters) y = runBiquad(y, f);
  y = reversed(y);
  for (const f of filters) y = runBiquad(y, f);
  return reversed(y)
    .subarray(pad, pad + x.length)
    .slice();
}

/** Band-pass between `lowHz` and `highHz` (two 2nd-order sections each side, run both ways). */
export function bandPass(x: Float64Array, sampleRate: number, lowHz: number, highHz: number): Float64Array {
  if (x.length < 3) return x.slice();
  const hp = butterworth('high', lowHz, sampleRate);
  const lp = butterworth('low', highHz, sampleRate);
  return filtfilt(x, [hp, hp, lp, lp], Math.round(sampleRate * 3));
}

/**
 * Linear interpolation of unevenly timed values onto a uniform grid starting at `times[0]`.
 * `times` must be strictly increasing (ms).
 */
export function resampleUniform(
  times: readonly number[],
  values: readonly number[],
  sampleRate: number,
): Float64Array {
  const start = times[0]!;
  const end = times[times.length - 1]!;
  const stepMs = 1000 / sampleRate;
  const count = Math.floor((end - start) / stepMs) + 1;
  const out = new Float64Array(count);
  let j = 0;
  for (let i = 0; i < count; i++) {
    const t = start + i * stepMs;
    while (j < times.length - 2 && times[j + 1]! < t) j++;
    const t0 = times[j]!;
    const t1 = times[j + 1] ?? t0;
    const fraction = t1 > t0 ? Math.min(1, Math.max(0, (t - t0) / (t1 - t0))) : 0;
    out[i] = values[j]! + fraction * ((values[j + 1] ?? values[j]!) - values[j]!);
  }
  return out;
}

/**
 * The pulse at the samples' own times: inverted (more blood absorbs more light), relative to
 * the mean, less a centred moving average one beat long (breathing and drift, not the pulse).
 */
export function detrendedPulse(
  times: readonly number[],
  values: readonly number[],
  periodMs: number,
): number[] {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length || 1;
  const pulse = values.map((v) => -(v / mean - 1));
  const half = periodMs / 2;
  const out: number[] = [];
  let from = 0;
  let to = 0;
  let sum = 0;
  for (let i = 0; i < times.length; i++) {
    while (to < times.length && times[to]! <= times[i]! + half) sum += pulse[to++]!;
    while (times[from]! < times[i]! - half) sum -= pulse[from++]!;
    out.push(pulse[i]! - sum / (to - from));
  }
  return out;
}
