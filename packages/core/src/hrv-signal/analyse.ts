import { acceptedIntervals, rmssdOf } from './artefacts';
import { dominantPeriod, findBeats, upstrokeTimes } from './beats';
import { bandPass, resampleUniform } from './filters';
import { fingerPresence, type FingerPresence } from './finger';
import type { ColourSample, HrvAnalysis, HrvFailure, HrvFailureReason } from './types';

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
function pulseWave(times: number[], values: number[]): Float64Array {
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
  const noFinger = resampleUniform(
    times,
    presence.map((p) => (p === 'finger' ? 0 : 1)),
    HRV_SAMPLE_RATE_HZ,
  );

  // A torch can clip the red channel; then the pulse shows in green. Take the clearer one.
  const candidates = [
    pulseWave(
      times,
      frames.map((f) => f.r),
    ),
    pulseWave(
      times,
      frames.map((f) => f.g),
    ),
  ].map((wave) => {
    const motion = motionMask(wave, noFinger);
    const quiet = wave.map((v, i) => (motion[i] ? 0 : v));
    return { wave: quiet, motion, periodicity: dominantPeriod(quiet, HRV_SAMPLE_RATE_HZ) };
  });
  const best = candidates.sort((a, b) => b.periodicity.strength - a.periodicity.strength)[0]!;
  const motionShare = best.motion.filter(Boolean).length / best.motion.length;
  if (motionShare > MAX_MOTION_SHARE) return failure('motion', durationSeconds);
  if (best.periodicity.strength < MIN_PERIODICITY) return failure('weak_signal', durationSeconds);

  const peaks = upstrokeTimes(
    best.wave,
    findBeats(best.wave, HRV_SAMPLE_RATE_HZ, best.periodicity.periodSamples),
    HRV_SAMPLE_RATE_HZ,
  );
  const rr = peaks.slice(1).map((p, i) => ((p - peaks[i]!) * 1000) / HRV_SAMPLE_RATE_HZ);
  const duringMotion = peaks
    .slice(1)
    .map((p, i) => best.motion.slice(Math.floor(peaks[i]!), Math.ceil(p) + 1).some(Boolean));
  const accepted = acceptedIntervals(rr, duringMotion);
  const acceptedRr = rr.filter((_, i) => accepted[i]);
  const artefactShare = rr.length ? 1 - acceptedRr.length / rr.length : 1;
  if (artefactShare > MAX_ARTEFACT_SHARE)
    return failure(motionShare > MAX_MOTION_SHARE / 2 ? 'motion' : 'too_many_artefacts', durationSeconds);
  const rmssd = rmssdOf(rr, accepted);
  if (acceptedRr.length < MIN_ACCEPTED_INTERVALS || rmssd === null || rmssd <= 0)
    return failure('too_few_beats', durationSeconds);

  const meanRr = acceptedRr.reduce((sum, v) => sum + v, 0) / acceptedRr.length;
  const isGood =
    durationSeconds >= HRV_GOOD_SECONDS &&
    artefactShare <= 0.05 &&
    motionShare <= 0.05 &&
    best.periodicity.strength >= 0.5;
  return {
    ok: true,
    heartRate: round(60_000 / meanRr, 1),
    rrIntervals: acceptedRr.map((v) => round(v, 1)),
    rmssd: round(rmssd, 1),
    lnRmssd: round(Math.log(rmssd), 3),
    quality: isGood ? 'good' : 'acceptable',
    durationSeconds: round(durationSeconds, 1),
    artefactShare: round(artefactShare, 3),
  };
}
