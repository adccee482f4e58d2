/** One camera frame: the mean colour of the fingertip image at time `t` (ms, any origin, uneven spacing allowed). */
export interface ColourSample {
  t: number;
  r: number;
  g: number;
  b: number;
}

/** Poor signals are refused with one of these reasons, never guessed. */
export type HrvFailureReason =
  | 'too_short'
  | 'frame_gaps'
  | 'no_finger'
  | 'too_dark'
  | 'saturated'
  | 'motion'
  | 'weak_signal'
  | 'too_few_beats'
  | 'too_many_artefacts';

/** good: every limit met; fair: usable, with advice; poor: kept but does not move readiness. */
export type HrvQuality = 'good' | 'fair' | 'poor';

export interface HrvMeasurement {
  ok: true;
  /** Beats per minute from the accepted beat-to-beat intervals. */
  heartRate: number;
  /** Accepted (normal-to-normal) intervals in ms, in order. */
  rrIntervals: number[];
  /** Root mean square of successive differences of adjacent accepted intervals, ms. */
  rmssd: number;
  lnRmssd: number;
  quality: HrvQuality;
  durationSeconds: number;
  /** What to do for a better reading, when the quality is not good. */
  qualityAdvice?: string;
  /** Share of intervals rejected as artefacts, 0–1. */
  artefactShare: number;
  /** Frames a second the camera delivered. */
  frameRate: number;
  /** Frames missing from the recording. */
  framesDropped: number;
  /** SD of the spacing between frames, ms. */
  frameJitterMs: number;
  /** Typical error of one beat's time, ms (what the rMSSD was corrected for). */
  beatTimingErrorMs: number;
  /** Expected error of `rmssd` (one standard deviation), ms. */
  rmssdErrorMs: number;
}

export interface HrvFailure {
  ok: false;
  reason: HrvFailureReason;
  /** One sentence the athlete can act on. */
  advice: string;
  durationSeconds: number;
}

export type HrvAnalysis = HrvMeasurement | HrvFailure;
