import { acceptedIntervals, rmssdOf } from '@tricoach/core';

/**
 * A chest strap's RR intervals (ms) to rMSSD and resting heart rate, with the engine's
 * artefact rule (core hrv-signal: 300–2000 ms, Malik's 20 % from the local median, rMSSD
 * over adjacent accepted pairs). Straps time the ECG's R peaks, so what is rejected is
 * missed or extra beats; too few clean beats or too many rejected ones refuse the recording.
 */
/** About 30 s at rest: fewer clean intervals do not give a stable rMSSD. */
const RR_MIN_CLEAN = 30;
/** More than a fifth of the beats rejected means the strap lost contact or the athlete moved. */
const RR_MIN_KEPT_SHARE = 0.8;

type RrAnalysis =
  | { ok: true; rmssd: number; lnRmssd: number; restingHeartRate: number; kept: number; rejected: number }
  | { ok: false; reason: 'too-few-beats' | 'too-many-artefacts'; advice: string };

export function analyseRrIntervals(intervals: readonly number[]): RrAnalysis {
  const accepted = acceptedIntervals(intervals);
  const clean = intervals.filter((_, i) => accepted[i]);
  if (clean.length < RR_MIN_CLEAN) {
    return {
      ok: false,
      reason: 'too-few-beats',
      advice: 'Wear the strap snugly with moist electrodes and stay still for the whole minute.',
    };
  }
  if (clean.length / intervals.length < RR_MIN_KEPT_SHARE) {
    return {
      ok: false,
      reason: 'too-many-artefacts',
      advice: 'Lie still and breathe calmly; check that the strap sits firmly below the chest.',
    };
  }
  const rmssd = rmssdOf(intervals, accepted) ?? 0;
  // A beat-to-beat series without any variation is a simulator or a stuck sensor, not a heart.
  if (!(rmssd >= 1)) {
    return {
      ok: false,
      reason: 'too-many-artefacts',
      advice: 'The strap sent identical beats. Reconnect it and measure again.',
    };
  }
  const meanRr = clean.reduce((sum, rr) => sum + rr, 0) / clean.length;
  return {
    ok: true,
    rmssd,
    lnRmssd: Math.log(rmssd),
    restingHeartRate: 60_000 / meanRr,
    kept: clean.length,
    rejected: intervals.length - clean.length,
  };
}
