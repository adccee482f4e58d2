import { acceptedIntervals, rmssdWithTimingNoise } from './artefacts';
import { refineBeatTimes } from './beat-timing';
import { dominantPeriod, findBeats, upstrokeTimes } from './beats';
import { bandPass, detrendedPulse, resampleUniform } from './filters';
import { frameStatistics, qualityOf } from './quality';
import { fingerPresence, type FingerPresence } from './finger';
import type { ColourSample, HrvAnalysis, HrvFailure, HrvFailureReason, HrvMeasurement } from './types';

/** Uniform rate the uneven camera frames are resampled to before filtering. */
export const HRV_SAMPLE_RATE_HZ = 50;
/** Shorter recordings hold too few beats for an rMSSD worth keeping. */
export const HRV_MIN_SECONDS = 15;
/** From about a minute on, an ultra-short rMSSD agrees well with the 5-minute reference. */
export const HRV_GOOD_SECONDS = 45;
/** Pulse band: 36–198 bpm (0.6–3.3 Hz). */
const BAND_LOW_HZ = 0.6;
const BAND_HIGH_HZ = 3.3;
const MAX_FRAME_GAP_MS = 1000;
const MIN_FRAME_RATE = 10;
const MIN_FINGER_SHARE = 0.8;
const MOTION_WINDOW_S = 2;
const MOTION_RMS_FACTOR = 3;
/** A heartbeat changes a fingertip's brightness by a few per cent at most; swings beyond this are movement. */
const MOTION_RMS_ABSOLUTE = 0.04;
const MAX_MOTION_SHARE = 0.3;
const MIN_PERIODICITY = 0.3;
const MIN_ACCEPTED_INTERVALS = 10;
const MAX_ARTEFACT_SHARE = 0.3;

export const HRV_FAILURE_ADVICE: Record<HrvFailureReason, string> = {
  too_short: 'Keep your fingertip on the camera until the progress bar is full.',
  frame_gaps: 'Keep the app open and on screen while measuring, and close other apps that use the camera.',
  no_finger: 'Cover the rear camera and the flashlight completely with your fingertip.',
  too_dark: 'Turn on the flashlight, or hold your fingertip in front of a bright light.',
  saturated: 'Cover the lens completely: rest your fingertip flat on it so no light leaks past.',
  motion: 'Rest your hand on a table and keep your finger still until the measurement ends.',
  weak_signal: 'Rest your fingertip lightly on the lens without pressing, and warm up cold hands first.',
  too_few_beats: 'Keep your fingertip still on the lens for the whole minute.',
  too_many_artefacts: 'Sit still, breathe calmly and keep your fingertip steady on the lens.',
};

function failure(reason: HrvFailureReason, durationSeconds: number): HrvFailure {
  return {
    ok: false,
    reason,
    advice: HRV_FAILURE_ADVICE[reason],
    durationSeconds: round(durationSeconds, 1),
  };
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Frames in time order, without broken values or repeated timestamps. */
function cleanFrames(samples: readonly ColourSample[]): ColourSample[] {
  const sorted = samples
    .filter((s) => [s.t, s.r, s.g, s.b].every(Number.isFinite))
    .slice()
    .sort((a, b) => a.t - b.t);
  return sorted.filter((s, i) => i === 0 || s.t > sorted[i - 1]!.t);
}

function mostCommonProblem(presence: FingerPresence[]): HrvFailureReason {
  const counts = { no_finger: 0, too_dark: 0, saturated: 0 };
  for (const p of presence) if (p !== 'finger') counts[p]++;
  return (Object.entries(counts) as [HrvFailureReason, number][]).sort((a, b) => b[1] - a[1])[0]![0];
}

/** The pulse in one colour channel: inverted (more blood absorbs more light), relative to its mean, band-passed. */
function pulseWave(times: readonly number[], values: readonly number[]): Float64Array {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length || 1;
  const relative = values.map((v) => -(v / mean - 1));
  return bandPass(
    resampleUniform(times, relative, HRV_SAMPLE_RATE_HZ),
    HRV_SAMPLE_RATE_HZ,
    BAND_LOW_HZ,
    BAND_HIGH_HZ,
  );
}

/**
 * Samples in windows whose pulse amplitude jumps far above the recording's typical amplitude
 * or beyond what any pulse does (a moving finger changes the light far more than a heartbeat
 * does), or without a finger.
 */
function motionMask(wave: Float64Array, noFinger: Float64Array): boolean[] {
  const window = MOTION_WINDOW_S * HRV_SAMPLE_RATE_HZ;
  const rms: number[] = [];
  for (let start = 0; start < wave.length; start += window) {
    let sum = 0;
    const end = Math.min(wave.length, start + window);
    for (let i = start; i < end; i++) sum += wave[i]! * wave[i]!;
    rms.push(Math.sqrt(sum / Math.max(1, end - start)));
  }
  // The lower quartile: the pulse's own amplitude even when a restless hand fills half the recording.
  const typical = [...rms].sort((a, b) => a - b)[Math.floor(rms.length / 4)] ?? 0;
  const mask = new Array<boolean>(wave.length).fill(false);
  rms.forEach((value, w) => {
    if (value <= MOTION_RMS_FACTOR * typical && value <= MOTION_RMS_ABSOLUTE) return;
    // Half a window either side: the filter spreads a jolt a little in time.
    const from = Math.max(0, (w - 0.5) * window);
    const to = Math.min(wave.length, (w + 1.5) * window);
    for (let i = from; i < to; i++) mask[i] = true;
  });
  noFinger.forEach((value, i) => {
    if (value > 0.5) mask[i] = true;
  });
  return mask;
}

/**
 * Camera photoplethysmography: per-frame mean colours of a fingertip on the lens to heart
 * rate, beat-to-beat intervals and rMSSD — or a refusal with a reason when the signal is poor.
 */
export function analyseCameraSignal(samples: readonly ColourSample[]): HrvAnalysis {
  const frames = cleanFrames(samples);
  const durationSeconds = frames.length > 1 ? (frames[frames.length - 1]!.t - frames[0]!.t) / 1000 : 0;
  if (durationSeconds < HRV_MIN_SECONDS) return failure('too_short', durationSeconds);

  const times = frames.map((f) => f.t);
  const largestGap = times.slice(1).reduce((max, t, i) => Math.max(max, t - times[i]!), 0);
  if (largestGap > MAX_FRAME_GAP_MS || frames.length / durationSeconds < MIN_FRAME_RATE)
    return failure('frame_gaps', durationSeconds);

  const presence = frames.map(fingerPresence);
  const fingerShare = presence.filter((p) => p === 'finger').length / presence.length;
  if (fingerShare < MIN_FINGER_SHARE) return failure(mostCommonProblem(presence), durationSeconds);
  const onStamps = measure(frames, times, presence, durationSeconds);
  // Frames stamped when they arrived rather than when they were taken (Chromium's file camera
  // under load, some browsers) leave the pulse wobbling on an uneven clock while the camera
  // itself ran steadily; the camera's own steady clock then explains the pulse better.
  const steady = steadyClock(times);
  if (!steady || !onStamps.ok) return onStamps.analysis;
  const onSteadyClock = measure(frames, steady, presence, durationSeconds);
  return onSteadyClock.ok && onSteadyClock.residualVariance < onStamps.residualVariance
    ? onSteadyClock.analysis
    : onStamps.analysis;
}

type Measured =
  { ok: true; analysis: HrvMeasurement; residualVariance: number } | { ok: false; analysis: HrvFailure };

function measure(
  frames: readonly ColourSample[],
  times: readonly number[],
  presence: readonly FingerPresence[],
  durationSeconds: number,
): Measured {
  const refuse = (reason: HrvFailureReason): Measured => ({
    ok: false,
    analysis: failure(reason, durationSeconds),
  });
  const noFinger = resampleUniform(
    times,
    presence.map((p) => (p === 'finger' ? 0 : 1)),
    HRV_SAMPLE_RATE_HZ,
  );
  // A torch can clip the red channel; then the pulse shows in green. Take the clearer one.
  const candidates = [frames.map((f) => f.r), frames.map((f) => f.g)].map((channel) => {
    const wave = pulseWave(times, channel);
    const motion = motionMask(wave, noFinger);
    const quiet = wave.map((v, i) => (motion[i] ? 0 : v));
    return { channel, wave: quiet, motion, periodicity: dominantPeriod(quiet, HRV_SAMPLE_RATE_HZ) };
  });
  const best = candidates.sort((a, b) => b.periodicity.strength - a.periodicity.strength)[0]!;
  const motionShare = best.motion.filter(Boolean).length / best.motion.length;
  if (motionShare > MAX_MOTION_SHARE) return refuse('motion');
  if (best.periodicity.strength < MIN_PERIODICITY) return refuse('weak_signal');

  const coarse = upstrokeTimes(
    best.wave,
    findBeats(best.wave, HRV_SAMPLE_RATE_HZ, best.periodicity.periodSamples),
    HRV_SAMPLE_RATE_HZ,
  );
  const stepMs = 1000 / HRV_SAMPLE_RATE_HZ;
  const periodMs = best.periodicity.periodSamples * stepMs;
  const timed = refineBeatTimes(
    times,
    detrendedPulse(times, best.channel, periodMs),
    coarse.map((p) => times[0]! + p * stepMs),
  );
  const beatTimes = timed.times.map((t, i) => (Number.isFinite(t) ? t : times[0]! + coarse[i]! * stepMs));
  const rr = beatTimes.slice(1).map((t, i) => t - beatTimes[i]!);
  const excluded = coarse
    .slice(1)
    .map(
      (p, i) =>
        !Number.isFinite(timed.times[i]!) ||
        !Number.isFinite(timed.times[i + 1]!) ||
        best.motion.slice(Math.floor(coarse[i]!), Math.ceil(p) + 1).some(Boolean),
    );
  const accepted = acceptedIntervals(rr, excluded);
  const acceptedRr = rr.filter((_, i) => accepted[i]);
  const artefactShare = rr.length ? 1 - acceptedRr.length / rr.length : 1;
  if (artefactShare > MAX_ARTEFACT_SHARE)
    return refuse(motionShare > MAX_MOTION_SHARE / 2 ? 'motion' : 'too_many_artefacts');
  const variability = rmssdWithTimingNoise(rr, accepted, timed.variances);
  if (acceptedRr.length < MIN_ACCEPTED_INTERVALS || variability === null || variability.rmssd <= 0)
    return refuse('too_few_beats');

  const meanRr = acceptedRr.reduce((sum, v) => sum + v, 0) / acceptedRr.length;
  const frameStats = frameStatistics(times);
  const verdict = qualityOf({
    durationSeconds,
    artefactShare,
    motionShare,
    periodicity: best.periodicity.strength,
    timingNoiseShare: variability.noiseShare,
    rmssd: variability.rmssd,
    rmssdErrorMs: variability.errorMs,
    frames: frameStats,
  });
  const rmssd = variability.rmssd;
  const analysis: HrvMeasurement = {
    ok: true,
    heartRate: round(60_000 / meanRr, 1),
    rrIntervals: acceptedRr.map((v) => round(v, 1)),
    rmssd: round(rmssd, 1),
    lnRmssd: round(Math.log(rmssd), 3),
    quality: verdict.quality,
    ...(verdict.advice ? { qualityAdvice: verdict.advice } : {}),
    durationSeconds: round(durationSeconds, 1),
    artefactShare: round(artefactShare, 3),
    frameRate: round(frameStats.rate, 1),
    framesDropped: frameStats.dropped,
    frameJitterMs: round(frameStats.jitterMs, 1),
    beatTimingErrorMs: round(variability.beatTimingErrorMs, 1),
    rmssdErrorMs: round(variability.errorMs, 1),
  };
  return { ok: true, analysis, residualVariance: timed.residualVariance };
}

/**
 * The frames' times on the camera's steady clock: the frame period and phase at which the
 * stamps line up best (their circular mean over the whole recording is strongest), each
 * frame's index read off that grid (a gap keeps its missing frames), then times fitted to the
 * indices by least squares. `null` when the stamps do not sit near one such grid (a frame rate
 * that changed, say).
 */
export function steadyClock(times: readonly number[]): number[] | null {
  const gaps = times.slice(1).map((t, i) => t - times[i]!);
  const median = [...gaps].sort((a, b) => a - b)[gaps.length >> 1] ?? 0;
  if (!(median > 0)) return null;
  const origin = times[0]!;
  const coherence = (period: number, until = Infinity) => {
    let sin = 0;
    let cos = 0;
    for (const t of times) {
      if (t - origin > until) break;
      const angle = (2 * Math.PI * (t - origin)) / period;
      sin += Math.sin(angle);
      cos += Math.cos(angle);
    }
    return { strength: Math.hypot(sin, cos), phase: Math.atan2(sin, cos) };
  };
  // The peak narrows as the span grows (width ≈ period² / span): find it on the first seconds,
  // then sharpen it on longer spans, each search in steps of a fifth of the peak's width there.
  const span = times[times.length - 1]! - origin;
  let period = median;
  let range = 0.02 * median;
  for (const until of [8000, 30_000, span]) {
    const width = (period * period) / Math.min(until, span);
    let best = -1;
    const centre = period;
    for (let p = centre - range; p <= centre + range; p += width / 5) {
      const strength = coherence(p, until).strength;
      if (strength > best) {
        best = strength;
        period = p;
      }
    }
    range = width;
  }
  const start = origin + (coherence(period).phase / (2 * Math.PI)) * period;
  const indices = gridIndices(times, start, period);
  if (!indices) return null;
  const { intercept, slope } = fitLine(indices, times);
  const steady = indices.map((k) => intercept + k * slope);
  const residual = Math.sqrt(steady.reduce((sum, t, n) => sum + (t - times[n]!) ** 2, 0) / times.length);
  return residual < 0.4 * slope ? steady : null;
}

/**
 * Each frame's place on the grid: the nearest one, or a neighbour where a frame stamped more
 * than half a frame late would otherwise share its place with the next (the order of the
 * frames is kept). Dynamic programming over the three nearest places of every frame.
 */
function gridIndices(times: readonly number[], start: number, period: number): number[] | null {
  const options = times.map((t) => {
    const nearest = Math.round((t - start) / period);
    return [nearest - 1, nearest, nearest + 1].map((k) => ({ k, cost: (t - start - k * period) ** 2 }));
  });
  let best = options[0]!.map((o) => ({ cost: o.cost, from: -1 }));
  const back: number[][] = [];
  for (let n = 1; n < times.length; n++) {
    const next = options[n]!.map((o) => {
      let cost = Infinity;
      let from = -1;
      options[n - 1]!.forEach((p, j) => {
        if (p.k < o.k && best[j]!.cost < cost) {
          cost = best[j]!.cost;
          from = j;
        }
      });
      return { cost: cost + o.cost, from };
    });
    back.push(next.map((b) => b.from));
    best = next;
  }
  let choice = best.reduce((m, b, j) => (b.cost < best[m]!.cost ? j : m), 0);
  if (!Number.isFinite(best[choice]!.cost)) return null;
  const indices = new Array<number>(times.length);
  for (let n = times.length - 1; n >= 0; n--) {
    indices[n] = options[n]![choice]!.k;
    if (n > 0) choice = back[n - 1]![choice]!;
  }
  return indices;
}

function fitLine(x: readonly number[], y: readonly number[]): { intercept: number; slope: number } {
  const meanX = x.reduce((s, v) => s + v, 0) / x.length;
  const meanY = y.reduce((s, v) => s + v, 0) / y.length;
  let covariance = 0;
  let variance = 0;
  for (let n = 0; n < x.length; n++) {
    covariance += (x[n]! - meanX) * (y[n]! - meanY);
    variance += (x[n]! - meanX) ** 2;
  }
  const slope = variance > 0 ? covariance / variance : 0;
  return { intercept: meanY - slope * meanX, slope };
}
