import type { HrvQuality } from './types';

/**
 * How far a camera measurement can be trusted (issue 15): "good" only within every limit
 * below, "poor" past any of the outer ones (a poor reading is kept but does not move
 * readiness), "fair" between, each with the one thing to do better. docs/decisions.md lists
 * the limits and why.
 */
/** Issue 15's accuracy target for a camera rMSSD: within 5 % or 2 ms, whichever is larger. */
export const ACCURACY_TARGET = { share: 0.05, ms: 2 } as const;

export const QUALITY_LIMITS = {
  good: {
    minSeconds: 45,
    maxArtefactShare: 0.05,
    maxMotionShare: 0.05,
    minPeriodicity: 0.5,
    /**
     * The rMSSD's expected error (one SD, from the beat timing and the number of beats) times
     * this stays within the accuracy target, 5 % or 2 ms: a good reading is within it with
     * ~99 % confidence.
     */
    errorMargin: 3,
    /**
     * Issue 50: and 10 % of the rMSSD, whatever the target's 2 ms allow at a small one (at
     * 10 ms, 2 ms is 20 %): a reading rated good is never 10 % off.
     */
    maxErrorShare: 0.1,
    minFrameRate: 24,
    /** SD of the time between frames, ms (frames stamped at arrival rather than capture wander more). */
    maxFrameJitterMs: 15,
    maxDroppedShare: 0.1,
  },
  poor: {
    artefactShare: 0.15,
    timingNoiseShare: 0.6,
    frameRate: 15,
    droppedShare: 0.3,
  },
} as const;

const ADVICE = {
  steadier: 'Sit still, breathe calmly and keep your fingertip steady on the lens.',
  signal: 'Rest your fingertip lightly on the lens without pressing, and warm up cold hands first.',
  frames: 'Keep the app open and on screen while measuring, and close other apps that use the camera.',
  longer: 'Keep your fingertip on the camera for the whole minute.',
} as const;

export interface FrameStatistics {
  /** Frames a second the camera delivered (from the mean spacing of the frames that came in turn). */
  rate: number;
  /** Frames missing from the recording, counted from the gaps. */
  dropped: number;
  /** SD of the spacing between frames that arrived in turn, ms. */
  jitterMs: number;
  /** Dropped frames as a share of the frames expected. */
  droppedShare: number;
}

export function frameStatistics(times: readonly number[]): FrameStatistics {
  const gaps = times.slice(1).map((t, i) => t - times[i]!);
  const sorted = [...gaps].sort((a, b) => a - b);
  const typical = sorted[sorted.length >> 1] ?? 0;
  if (!(typical > 0)) return { rate: 0, dropped: 0, jitterMs: 0, droppedShare: 0 };
  let dropped = 0;
  const inTurn: number[] = [];
  for (const gap of gaps) {
    // One missing frame doubles a gap; uneven capture alone stays well below that.
    if (gap > 1.75 * typical) dropped += Math.round(gap / typical) - 1;
    else inTurn.push(gap);
  }
  const mean = inTurn.reduce((s, g) => s + g, 0) / Math.max(1, inTurn.length);
  const jitterMs = Math.sqrt(inTurn.reduce((s, g) => s + (g - mean) ** 2, 0) / Math.max(1, inTurn.length));
  // The mean gap, not the median: stamp jitter moves single gaps but cancels out over the recording.
  return { rate: 1000 / mean, dropped, jitterMs, droppedShare: dropped / (times.length + dropped) };
}

export interface QualityInput {
  durationSeconds: number;
  artefactShare: number;
  motionShare: number;
  periodicity: number;
  timingNoiseShare: number;
  rmssd: number;
  rmssdErrorMs: number;
  frames: FrameStatistics;
}

export function qualityOf(m: QualityInput): { quality: HrvQuality; advice?: string } {
  const { good, poor } = QUALITY_LIMITS;
  // Motion is judged by the beats it cost (artefact share): its windows are coarse.
  const steadinessPoor = m.artefactShare > poor.artefactShare;
  const signalPoor = m.timingNoiseShare > poor.timingNoiseShare;
  const framesPoor = m.frames.rate < poor.frameRate || m.frames.droppedShare > poor.droppedShare;
  if (steadinessPoor) return { quality: 'poor', advice: ADVICE.steadier };
  if (framesPoor) return { quality: 'poor', advice: ADVICE.frames };
  if (signalPoor) return { quality: 'poor', advice: ADVICE.signal };
  if (m.artefactShare > good.maxArtefactShare || m.motionShare > good.maxMotionShare)
    return { quality: 'fair', advice: ADVICE.steadier };
  // Missing or uneven frames first: they are also why the timing is less certain.
  if (
    m.frames.rate < good.minFrameRate ||
    m.frames.jitterMs > good.maxFrameJitterMs ||
    m.frames.droppedShare > good.maxDroppedShare
  )
    return { quality: 'fair', advice: ADVICE.frames };
  // A short recording is also why the rMSSD is less certain: the whole minute first.
  if (m.durationSeconds < good.minSeconds) return { quality: 'fair', advice: ADVICE.longer };
  const tolerance = Math.min(
    Math.max(ACCURACY_TARGET.share * m.rmssd, ACCURACY_TARGET.ms),
    good.maxErrorShare * m.rmssd,
  );
  if (m.periodicity < good.minPeriodicity || good.errorMargin * m.rmssdErrorMs > tolerance)
    return { quality: 'fair', advice: ADVICE.signal };
  return { quality: 'good' };
}
